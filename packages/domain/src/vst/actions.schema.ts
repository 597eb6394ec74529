import { z } from 'zod';
import { idParam } from '../api/ids.ts';
import { requiredId } from '../cases/fields.ts';
import { VST_MESSAGES as M } from './messages.ts';
import { VST_RECORD_TYPES } from './sections.ts';

/**
 * The calls around a VST record other than its sections (spec 3 §4.1, §5.7, §7.1): status, close,
 * delete, decline, the PDF and sending it to the hospital by fax or file share.
 */

/**
 * PATCH /consults/{id}/deactivate (§4.1, §7.1): the close. When the server also referred the
 * patient to VTIS (an inpatient handover) it says so, with the new VTIS consult's id.
 */
export const deactivateConsultResponseSchema = z.object({
  isActive: z.literal(false),
  closedOn: z.string(),
  vtisConsultAutomaticallyCreated: z.boolean(),
  vtisConsultId: z.number().int().nullable(),
});
export type DeactivateConsultResponse = z.infer<typeof deactivateConsultResponseSchema>;

/** The status check and the delete reason: stroke/record-actions.schema.ts' (shared with VTIS), re-exported. */
export {
  type DeleteRecordQuery,
  deleteRecordQuerySchema,
  type RecordStatusQuery,
  recordStatusQuerySchema,
} from '../stroke/record-actions.schema.ts';

/** Decline (§4.1, §5.7) belongs to VTIS consults: vtis/decline.schema.ts, re-exported here. */
export {
  checkDecline,
  type DeclineConsult,
  type DeclineConsultInput,
  declineConsultSchema,
  declineReasonText,
} from '../vtis/decline.schema.ts';

/** The form types of GET /form/generate/{type} and the `serviceType` of the sends (§7.1). */
export const VST_FORM_TYPES = ['consult', 'followup'] as const;
export type VstFormType = (typeof VST_FORM_TYPES)[number];
/** The record type each form type prints. */
export const FORM_TYPE_RECORD: Record<VstFormType, (typeof VST_RECORD_TYPES)[number]> = {
  consult: 'Consult',
  followup: 'Followup',
};

/** GET /form/generate/{type}?id= (§7.1). */
export const formGenerateParamsSchema = z.object({ type: z.enum(VST_FORM_TYPES) });
export const formGenerateQuerySchema = z.object({ id: idParam() });

/** The PDF, base64-encoded (§7.1); the web shows it with "Loading PDF please wait.." / "Error could not load PDF". */
export const formPdfResponseSchema = z.object({
  fileName: z.string(),
  contentType: z.literal('application/pdf'),
  base64: z.string(),
});
export type FormPdfResponse = z.infer<typeof formPdfResponseSchema>;

/** POST /form/send/fax and /form/send/box (§7.1): which record to send; the PDF is what is sent. */
export const formSendSchema = z.object({
  id: requiredId,
  serviceType: z.enum(VST_FORM_TYPES, { error: M.required }),
});
export type FormSend = z.infer<typeof formSendSchema>;

export const SEND_CHANNELS = ['fax', 'box'] as const;
export type SendChannel = (typeof SEND_CHANNELS)[number];
export const SEND_RESULTS = ['sent', 'failed'] as const;

/**
 * One send to a hospital as recorded (issue 12: who, when, where, result), answered by the send
 * calls and listed for an admin. `destination` is the fax number or the file-share folder.
 */
export const formSendRecordSchema = z.object({
  id: z.number().int(),
  channel: z.enum(SEND_CHANNELS),
  recordType: z.enum(VST_RECORD_TYPES),
  recordId: z.number().int(),
  studyId: z.string(),
  hospitalId: z.number().int().nullable(),
  destination: z.string().nullable(),
  sentBy: z.string(),
  sentAt: z.string(),
  result: z.enum(SEND_RESULTS),
  error: z.string().nullable(),
});
export type FormSendRecord = z.infer<typeof formSendRecordSchema>;
