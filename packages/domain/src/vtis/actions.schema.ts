import { z } from 'zod';
import { requiredId } from '../cases/fields.ts';
import { consultInformationSchema } from './decline.schema.ts';
import { VTIS_MESSAGES as M } from './messages.ts';
import { VTIS_STATUS } from './options.ts';

/**
 * The calls around a VTIS record other than its sections (spec 3 §4.1, §5.7, §7.2): the status
 * check and the delete reason (as VST's, stroke/record-actions.schema.ts), the close of a consult
 * and of a follow-up, the decline's answer, and sending a record to the hospital by fax or Box.
 */
export {
  type DeleteRecordQuery,
  deleteRecordQuerySchema,
  type RecordStatusQuery,
  recordStatusQuerySchema,
} from '../stroke/record-actions.schema.ts';

/**
 * PATCH /consults/{id}/close (§4.1, §7.2): Save and Close on the technical information section
 * ("Consult closed"); the answer says whether the consult now needs hospital documentation.
 */
export const closeVtisConsultResponseSchema = z.object({
  isActive: z.literal(false),
  closedOn: z.string(),
  vtisStatus: z.literal(VTIS_STATUS.Closed),
  isHospitalDocumentationRequired: z.boolean(),
});
export type CloseVtisConsultResponse = z.infer<typeof closeVtisConsultResponseSchema>;

/** PATCH /followup/{id}/deactivate (§4.1, §7.2): Save and Close on the follow-up ("Follow up consult closed"). */
export const deactivateVtisFollowupResponseSchema = z.object({
  isActive: z.literal(false),
  closedOn: z.string(),
  vtisStatus: z.literal(VTIS_STATUS.Closed),
});
export type DeactivateVtisFollowupResponse = z.infer<typeof deactivateVtisFollowupResponseSchema>;

/**
 * DELETE /consults/{id}/decline (§4.1, §7.2): the body is decline.schema.ts'; the answer is the
 * decline record for the banner ("VTIS Consult declined by {person} on {date}: {reason}").
 */
export const declineVtisConsultResponseSchema = z.object({
  isDeclined: z.literal(true),
  vtisStatus: z.literal(VTIS_STATUS.Declined),
  consultInformation: consultInformationSchema,
});
export type DeclineVtisConsultResponse = z.infer<typeof declineVtisConsultResponseSchema>;

/** The VTIS records a PDF, a fax or a Box upload is made of (§2.3, §7.2 "by record type and id"). */
export const VTIS_SEND_RECORD_TYPES = ['VtisConsult', 'VtisFollowup'] as const;
export type VtisSendRecordType = (typeof VTIS_SEND_RECORD_TYPES)[number];

/** Fax to hospital and upload to Box (§2.3, §7.2): which record to send; its PDF is what is sent. */
export const vtisFormSendSchema = z.object({
  id: requiredId,
  recordType: z.enum(VTIS_SEND_RECORD_TYPES, { error: M.required }),
});
export type VtisFormSend = z.infer<typeof vtisFormSendSchema>;
