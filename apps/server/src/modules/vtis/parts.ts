import type { CasePartsOptions } from '../cases/mounts/module-mount.ts';

/**
 * The shared case parts VTIS mounts (spec 3 §7.2 "Attachment endpoints as for VST"): attachments on
 * consults and follow-ups ({basePath}/{id}/attachments ...). No transfer (VTIS has no Refer ARV)
 * and no notes (patient notes are the reperfusion cases').
 */
export const vtisConsultParts: CasePartsOptions = { attachments: true };
export const vtisFollowupParts: CasePartsOptions = { attachments: true };
