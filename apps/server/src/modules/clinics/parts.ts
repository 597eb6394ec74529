import type { CasePartsOptions } from '../cases/mounts/module-mount.ts';

/**
 * The shared case parts a clinic mounts: attachments ({basePath}/{id}/attachments ..., as the VST
 * consult's, §7.1), so letters and imaging reports of the clinic can be kept with it. No transfer
 * (Refer ARV is a consult's) and no notes (the patient notes of §7.3 are the reperfusion case's).
 */
export const clinicParts: CasePartsOptions = { attachments: true };
