import { MoreOutlined } from '@ant-design/icons';
import type { VstFormType } from '@scout/domain/vst/actions.schema';
import type { VstConsultRow, VstFollowupRow } from '@scout/domain/vst/dashboard.schema';
import { canCreateFollowup } from '@scout/domain/vst/rules';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { withQuery } from '../../../lib/with-query.ts';
import { useSendToHospital } from './use-send-to-hospital.ts';
import { VstPdfModal } from './vst-pdf.tsx';

/** A dashboard row: a consult, or one of its follow-ups (a child row). */
export type VstDashboardRow = VstConsultRow | VstFollowupRow;

export type VstRowAction = 'createFollowup' | 'box' | 'fax' | 'referArv' | 'viewPdf';

export const VST_ROW_ACTION_LABELS: Record<VstRowAction, string> = {
  createFollowup: 'Create follow-up',
  box: 'Upload to Box',
  fax: 'Send Fax to Hospital',
  referArv: 'Refer ARV',
  viewPdf: 'View PDF',
};

/**
 * The three-dot menu of a row (spec 3 §2.2, §6): Create follow-up for an inactive consult with
 * no active follow-up; Upload to Box / Send Fax to Hospital where the record's hospital has file
 * sharing / fax; Refer ARV for an open consult; View PDF always. Every action but View PDF writes,
 * so a user who may not edit VST records (read-only) sees View PDF only.
 */
export function vstRowActions(row: VstDashboardRow, canEdit: boolean): VstRowAction[] {
  const actions: VstRowAction[] = [];
  if (canEdit) {
    if (row.type === 'Consult' && canCreateFollowup(row)) actions.push('createFollowup');
    if (row.boxEnabled) actions.push('box');
    if (row.faxEnabled) actions.push('fax');
    if (row.type === 'Consult' && row.status === 'OPEN') actions.push('referArv');
  }
  actions.push('viewPdf');
  return actions;
}

const formTypeOf = (row: VstDashboardRow): VstFormType => (row.type === 'Consult' ? 'consult' : 'followup');

/** The menu button of one row; clicks inside it (and in its menu and PDF viewer) do not open the row. */
export function VstRowMenu({ row, canEdit }: { row: VstDashboardRow; canEdit: boolean }) {
  const navigate = useNavigate();
  const send = useSendToHospital();
  const [pdfOpen, setPdfOpen] = useState(false);
  const type = formTypeOf(row);
  const run = (action: VstRowAction) => {
    if (action === 'createFollowup') navigate(paths.vst.followUpNew.getHref(row.id));
    else if (action === 'referArv')
      navigate(withQuery(paths.vst.consult.getHref(row.id, 'transfer'), { transferRequest: true }));
    else if (action === 'viewPdf') setPdfOpen(true);
    else void send(action, type, row.id);
  };
  const items: MenuProps['items'] = vstRowActions(row, canEdit).map((key) => ({
    key,
    label: VST_ROW_ACTION_LABELS[key],
  }));
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops the row's click and Enter from opening the record.
    <span onClick={stop} onKeyDown={stop}>
      <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => run(key as VstRowAction) }}>
        <Button
          type="text"
          size="small"
          icon={<MoreOutlined aria-hidden />}
          aria-label={`Actions for ${row.studyId}`}
        />
      </Dropdown>
      {pdfOpen ? <VstPdfModal type={type} id={row.id} open onClose={() => setPdfOpen(false)} /> : null}
    </span>
  );
}
