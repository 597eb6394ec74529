import { DeleteOutlined, EditOutlined, HomeOutlined, SaveOutlined } from '@ant-design/icons';
import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { App, Col, Grid, Row } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCasePage, useCasePageState } from '../../../components/case-module/case-page-context.tsx';
import {
  type CaseMenuAction,
  CaseSectionMenu,
  useCurrentSectionKey,
} from '../../../components/case-module/case-section-menu.tsx';
import { CaseSectionsOutlet } from '../../../components/case-module/case-sections-outlet.tsx';
import { DeleteCaseDialog } from '../../../components/case-module/delete-case-dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { useDeleteVstRecord } from '../api/record-actions.ts';
import { useVstKind } from './vst-kind-context.ts';
import type { VstRecord } from './vst-record.ts';
import { VST_RECORD_PARTS } from './vst-record-parts.tsx';

export interface VstRecordBodyProps {
  segment: string | undefined;
  closed: boolean;
  /** Edit is offered: a closed record and a user who may edit it (canEditClosedVstRecords). */
  canEditClosed: boolean;
  editing: boolean;
  setEditing: (editing: boolean) => void;
  canDelete: boolean;
}

/**
 * The sidebar (spec 3 §2.5, §2.6: the sections with their markers, Save all on an open record,
 * Edit / Save and Exit on a closed one, Delete, Dashboard) beside the sections as panels.
 */
export function VstRecordBody({
  segment,
  closed,
  canEditClosed,
  editing,
  setEditing,
  canDelete,
}: VstRecordBodyProps) {
  const { kind, deleteFailed } = useVstKind();
  const { caseData, sections, saveAll, allowLeave } = useCasePage<VstRecord>();
  const { savingAll } = useCasePageState();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const current = useCurrentSectionKey(segment);
  const remove = useDeleteVstRecord(kind, caseData.id);
  const [deleting, setDeleting] = useState(false);
  const beside = Grid.useBreakpoint().lg ?? true;
  const dashboard = paths.vst.consults.getHref();

  const actions: CaseMenuAction[] = [];
  if (closed && canEditClosed && !editing)
    actions.push({
      key: 'edit',
      label: 'Edit',
      icon: <EditOutlined aria-hidden />,
      onClick: () => setEditing(true),
    });
  if (editing)
    actions.push({
      key: 'save-and-exit',
      label: 'Save and Exit',
      icon: <SaveOutlined aria-hidden />,
      onClick: () => {
        if (savingAll) return;
        void saveAll({ saved: M.editCompleted }).then((saved) => {
          if (saved) setEditing(false);
        });
      },
    });
  if (canDelete)
    actions.push({
      key: 'delete',
      label: 'Delete',
      icon: <DeleteOutlined aria-hidden />,
      danger: true,
      onClick: () => setDeleting(true),
    });
  actions.push({
    key: 'dashboard',
    label: 'Dashboard',
    icon: <HomeOutlined aria-hidden />,
    onClick: () => navigate(dashboard),
  });

  const parts = sections.flatMap((s) => {
    const part = VST_RECORD_PARTS[s.key];
    return part ? [part] : [];
  });
  return (
    <Row gutter={16}>
      <Col xs={24} lg={6} xl={5}>
        <div style={beside ? { position: 'sticky', top: 16 } : undefined}>
          <CaseSectionMenu current={current} actions={actions} showSaveAll={!closed} />
        </div>
      </Col>
      <Col xs={24} lg={18} xl={19}>
        <CaseSectionsOutlet current={current} parts={parts} />
      </Col>
      {deleting ? (
        <DeleteCaseDialog
          caseLabel={caseData.studyId}
          remove={(reason) => remove.mutateAsync(reason)}
          reasonRequired={M.deleteReasonRequired}
          failed={deleteFailed}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            allowLeave();
            void message.success(`${caseData.studyId} has been deleted.`);
            setTimeout(() => navigate(dashboard), 0);
          }}
        />
      ) : null}
    </Row>
  );
}
