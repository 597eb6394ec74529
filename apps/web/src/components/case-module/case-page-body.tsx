import { ArrowLeftOutlined, DeleteOutlined } from '@ant-design/icons';
import { App, Col, Grid, Row } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCasePage } from './case-page-context.tsx';
import { type CaseMenuAction, CaseSectionMenu, useCurrentSectionKey } from './case-section-menu.tsx';
import { type CasePart, CaseSectionsOutlet } from './case-sections-outlet.tsx';
import { DeleteCaseDialog } from './delete-case-dialog.tsx';

export interface CasePageBodyProps {
  /** The route's section segment (undefined: the first section). */
  segment: string | undefined;
  parts: readonly CasePart[];
  /** The case id as users read it (ECMO12, TH12): the delete dialog and the deleted toast. */
  caseLabel: string;
  /** Where Back (and a deleted case) goes: the dashboard or the archive the case came from. */
  back: { href: string; label: string };
  /** Shown to system admins only (spec 2 §6); null hides Delete. */
  deletion: {
    /** Resolves true once deleted (the dialog's contract). */
    remove: (reason: string) => Promise<boolean>;
    messages: { reasonRequired: string; failed: string };
  } | null;
  /** ECMO's menu has Save All; Telehealth saves section by section (spec 2 §2.1, §2.2). */
  showSaveAll?: boolean;
}

/**
 * The body of a case page: the side menu (sections with their markers, Save All, Delete, Back)
 * beside the sections, and the delete dialog. The area gives its parts, its back link and whether
 * the user may delete; the page around it (header, read-only notice) stays the area's.
 */
export function CasePageBody({ segment, parts, caseLabel, back, deletion, showSaveAll }: CasePageBodyProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { allowLeave } = useCasePage();
  const current = useCurrentSectionKey(segment);
  const [deleting, setDeleting] = useState(false);
  // Beside the sections (large screens) the menu stays in view while a long case scrolls; above
  // them (small screens) it scrolls away with the page.
  const beside = Grid.useBreakpoint().lg ?? true;

  const actions: CaseMenuAction[] = [];
  if (deletion) {
    actions.push({
      key: 'delete',
      label: 'Delete',
      icon: <DeleteOutlined aria-hidden />,
      danger: true,
      onClick: () => setDeleting(true),
    });
  }
  actions.push({
    key: 'back',
    label: back.label,
    icon: <ArrowLeftOutlined aria-hidden />,
    onClick: () => navigate(back.href),
  });

  return (
    <Row gutter={16}>
      <Col xs={24} lg={6} xl={5}>
        <div style={beside ? { position: 'sticky', top: 16 } : undefined}>
          <CaseSectionMenu current={current} actions={actions} showSaveAll={showSaveAll} />
        </div>
      </Col>
      <Col xs={24} lg={18} xl={19}>
        <CaseSectionsOutlet current={current} parts={parts} />
      </Col>
      {deleting && deletion ? (
        <DeleteCaseDialog
          caseLabel={caseLabel}
          remove={deletion.remove}
          reasonRequired={deletion.messages.reasonRequired}
          failed={deletion.messages.failed}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            allowLeave();
            void message.success(`${caseLabel} has been deleted.`);
            setTimeout(() => navigate(back.href), 0);
          }}
        />
      ) : null}
    </Row>
  );
}
