import type { VtisDashboardRow } from '@scout/domain/vtis/dashboard.schema';
import { canCreateVtisFollowup } from '@scout/domain/vtis/row-menu-rules';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { StrokeRowMenu, type StrokeRowMenuItem } from '../../stroke/components/row-menu.tsx';
import { useSendToHospital } from '../../stroke/components/use-send-to-hospital.ts';
import { VTIS_AREA } from '../api/vtis-api.ts';

export type VtisRowAction = 'createFollowup' | 'box' | 'fax';

export const VTIS_ROW_ACTION_LABELS: Record<VtisRowAction, string> = {
  createFollowup: 'Create follow-up',
  box: 'Upload to Box',
  fax: 'Send Fax to Hospital',
};

/**
 * The three-dot menu of a VTIS row (spec 3 §2.3, §4.1, §6): Create follow-up for an INPATIENT
 * consult with no active follow-up (canCreateVtisFollowup, as the server); Upload to Box / Send Fax to
 * Hospital where the record has file sharing / VTIS fax enabled. Every action writes, so a user
 * who may not edit VTIS records sees none; a hospital documentation row has none.
 */
export function vtisRowActions(row: VtisDashboardRow, canEdit: boolean): VtisRowAction[] {
  if (!canEdit || row.type === 'HospitalDocumentation') return [];
  const actions: VtisRowAction[] = [];
  if (row.type === 'VtisConsult' && canCreateVtisFollowup(row)) actions.push('createFollowup');
  if (row.boxEnabled) actions.push('box');
  if (row.faxVtisEnabled) actions.push('fax');
  return actions;
}

/** The menu of one VTIS row on the shared stroke row menu; nothing when it has no action. */
export function VtisRowMenu({ row, canEdit }: { row: VtisDashboardRow; canEdit: boolean }) {
  const navigate = useNavigate();
  const send = useSendToHospital(VTIS_AREA);
  const actions = vtisRowActions(row, canEdit);
  if (!actions.length || row.type === 'HospitalDocumentation') return null;
  const type = row.type;
  const run: Record<VtisRowAction, () => void> = {
    createFollowup: () => navigate(paths.vst.vtisFollowUpNew.getHref(row.id)),
    box: () => void send('box', type, row.id),
    fax: () => void send('fax', type, row.id),
  };
  const items = actions.map(
    (key): StrokeRowMenuItem => ({ key, label: VTIS_ROW_ACTION_LABELS[key], onClick: run[key] }),
  );
  return <StrokeRowMenu studyId={row.studyId} items={items} />;
}
