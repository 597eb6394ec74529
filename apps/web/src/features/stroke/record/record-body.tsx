import { DeleteOutlined, EditOutlined, HomeOutlined, SaveOutlined } from '@ant-design/icons';
import { STROKE_MESSAGES as M } from '@scout/domain/stroke/messages';
import { App, Col, Grid, Row } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCasePage, useCasePageState } from '../../../components/case-module/case-page-context.tsx';
import {
  type CaseMenuAction,
  CaseSectionMenu,
  useCurrentSectionKey,
} from '../../../components/case-module/case-section-menu.tsx';
import { type CasePart, CaseSectionsOutlet } from '../../../components/case-module/case-sections-outlet.tsx';
import { DeleteCaseDialog } from '../../../components/case-module/delete-case-dialog.tsx';
import { useStrokeKind } from './kind-context.ts';
import type { StrokeRecord } from './stroke-kind.ts';

export interface StrokeRecordBodyProps {
  segment: string | undefined;
  /** Every part of the kind by section key; the page shows those of its sections. */
  parts: Readonly<Record<string, CasePart>>;
  /** Save all shows on an open record only (a closed one being edited finishes with Save and Exit). */
  showSaveAll: boolean;
  /** Edit is offered: a closed record and a user who may edit it. */
  canEditClosed?: boolean;
  editing?: boolean;
  setEditing?: (editing: boolean) => void;
  /** Delete with a reason (§5.7): resolves true once deleted; absent, no Delete. */
  remove?: (reason: string) => Promise<boolean>;
  /** The area's actions before Dashboard (VTIS: Decline). */
  actions?: readonly CaseMenuAction[];
  /** Where Dashboard (and a deleted record) goes. */
  dashboardHref: string;
}

/**
 * The sidebar of a stroke record (spec 3 §2.5 to §2.9: the sections with their markers, Save all
 * on an open record, Edit / Save and Exit on a closed one, Delete, the area's actions, Dashboard)
 * beside the sections as panels, and the delete dialog.
 */
export function StrokeRecordBody({
  segment,
  parts,
  showSaveAll,
  canEditClosed = false,
  editing = false,
  setEditing,
  remove,
  actions: areaActions = [],
  dashboardHref,
}: StrokeRecordBodyProps) {
  const { messages } = useStrokeKind();
  const { caseData, sections, saveAll, allowLeave } = useCasePage<StrokeRecord>();
  const { savingAll } = useCasePageState();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const current = useCurrentSectionKey(segment);
  const [deleting, setDeleting] = useState(false);
  const beside = Grid.useBreakpoint().lg ?? true;

  const actions: CaseMenuAction[] = [];
  if (canEditClosed && !editing && setEditing)
    actions.push({
      key: 'edit',
      label: 'Edit',
      icon: <EditOutlined aria-hidden />,
      onClick: () => setEditing(true),
    });
  if (editing && setEditing)
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
  if (remove)
    actions.push({
      key: 'delete',
      label: 'Delete',
      icon: <DeleteOutlined aria-hidden />,
      danger: true,
      onClick: () => setDeleting(true),
    });
  actions.push(...areaActions, {
    key: 'dashboard',
    label: 'Dashboard',
    icon: <HomeOutlined aria-hidden />,
    onClick: () => navigate(dashboardHref),
  });

  const shown = sections.flatMap((s) => {
    const part = parts[s.key];
    return part ? [part] : [];
  });
  return (
    <Row gutter={16}>
      <Col xs={24} lg={6} xl={5}>
        <div style={beside ? { position: 'sticky', top: 16 } : undefined}>
          <CaseSectionMenu current={current} actions={actions} showSaveAll={showSaveAll} />
        </div>
      </Col>
      <Col xs={24} lg={18} xl={19}>
        <CaseSectionsOutlet current={current} parts={shown} />
      </Col>
      {deleting && remove ? (
        <DeleteCaseDialog
          caseLabel={caseData.studyId}
          remove={remove}
          reasonRequired={M.deleteReasonRequired}
          failed={messages.deleteFailed}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            allowLeave();
            void message.success(`${caseData.studyId} has been deleted.`);
            setTimeout(() => navigate(dashboardHref), 0);
          }}
        />
      ) : null}
    </Row>
  );
}
