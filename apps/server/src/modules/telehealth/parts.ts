import type { CasePartsOptions } from '../cases/mounts/module-mount.ts';

/**
 * The shared case parts Telehealth mounts (spec 2 §7.2): the transfer request only, at
 * /api/telehealth/case/{id}/transfer, read with GET and submitted with POST. No clinical-details
 * rule (that is ECMO's, §4.7): a Telehealth transfer may be requested at any time while the case
 * is open; once requested, the case's outcome is Transfer (case-view.ts).
 */
export const telehealthCaseParts: CasePartsOptions = { transfer: { submitMethod: 'POST' } };
