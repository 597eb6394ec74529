import type { VstFormType } from '@scout/domain/vst/actions.schema';
import type { VstConsultRow, VstFollowupRow } from '@scout/domain/vst/dashboard.schema';
import { canCreateFollowup } from '@scout/domain/vst/rules';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { withQuery } from '../../../lib/with-query.ts';
import { StrokeRowMenu, type StrokeRowMenuItem } from '../../stroke/components/row-menu.tsx';
import { useSendToHospital } from '../../stroke/components/use-send-to-hospital.ts';
import { vstPdfTarget } from '../../stroke/components/vst-pdf-target.ts';
import { VST_AREA } from '../api/vst-api.ts';

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

/** The menu of one VST row, on the shared stroke row menu. */
export function VstRowMenu({ row, canEdit }: { row: VstDashboardRow; canEdit: boolean }) {
  const navigate = useNavigate();
  const send = useSendToHospital(VST_AREA);
  const type = formTypeOf(row);
  const run: Record<Exclude<VstRowAction, 'viewPdf'>, () => void> = {
    createFollowup: () => navigate(paths.vst.followUpNew.getHref(row.id)),
    referArv: () =>
      navigate(withQuery(paths.vst.consult.getHref(row.id, 'transfer'), { transferRequest: true })),
    box: () => void send('box', type, row.id),
    fax: () => void send('fax', type, row.id),
  };
  const items = vstRowActions(row, canEdit).map(
    (key): StrokeRowMenuItem =>
      key === 'viewPdf'
        ? { key, label: VST_ROW_ACTION_LABELS[key], pdf: vstPdfTarget(type, row.id) }
        : { key, label: VST_ROW_ACTION_LABELS[key], onClick: run[key] },
  );
  return <StrokeRowMenu studyId={row.studyId} items={items} />;
}
