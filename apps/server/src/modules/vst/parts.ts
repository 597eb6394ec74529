import type { CasePartsOptions } from '../cases/mounts/module-mount.ts';

/**
 * The shared case parts VST mounts (spec 3 §7.1): attachments on consults and follow-ups
 * ({basePath}/{id}/attachments ...), and the consult's transfer (Refer ARV, §4.8) at
 * GET/PUT /api/vst/consults/{id}/transfer, submitted with PUT. No clinical-details prerequisite
 * (ECMO's rule): a transfer may be requested at any time while the consult is open. Patient
 * notes on VST records are the reperfusion issue's (spec 3 §3.8, application vst-reperfusion-case).
 */
export const vstConsultParts: CasePartsOptions = { attachments: true, transfer: { submitMethod: 'PUT' } };
export const vstFollowupParts: CasePartsOptions = { attachments: true };
