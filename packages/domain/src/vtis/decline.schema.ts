import { z } from 'zod';
import { type AddIssue, ALWAYS, issueAdder, optionalText, requireWhen } from '../cases/fields.ts';
import type { Loose } from '../stroke/rule-helpers.ts';
import { VTIS_LIMITS as L } from './limits.ts';
import { VTIS_MESSAGES as M } from './messages.ts';
import { DECLINE_REASON_VALUES, OTHER } from './options.ts';

/**
 * Declining a VTIS consult (spec 3 §4.1, §5.7, §7.2 DELETE /consults/{id}/decline with
 * reasonForDeclining): offered for pending consults only (`canDeclineVtisConsult`, rules.ts),
 * attributed to the signed-in account; the consult then shows "VTIS Consult declined by {person}
 * on {date}: {reason}" and is read-only.
 */

/** Decline (§5.7): a reason from the list is required, and with Other the text ("Why are you declining this consult?"). */
export function checkDecline(v: Loose, add: AddIssue): void {
  requireWhen(add, true, v?.reasonForDeclining, ['reasonForDeclining']);
  requireWhen(
    add,
    v?.reasonForDeclining === OTHER,
    v?.otherReasonForDeclining,
    ['otherReasonForDeclining'],
    M.declineOtherRequired,
  );
}

/** The decline body: the reason (§3.9 decline reasons) and Other's text. */
export const declineConsultSchema = z
  .object({
    reasonForDeclining: z.enum(DECLINE_REASON_VALUES, { error: M.required }).nullable().default(null),
    otherReasonForDeclining: optionalText(L.reason),
  })
  .superRefine((v, ctx) => checkDecline(v, issueAdder(ctx)), ALWAYS);
export type DeclineConsultInput = z.input<typeof declineConsultSchema>;
export type DeclineConsult = z.infer<typeof declineConsultSchema>;

/** The reason stored and shown in the declined banner: Other's text, or the chosen reason. */
export function declineReasonText(
  v: Pick<DeclineConsult, 'reasonForDeclining' | 'otherReasonForDeclining'>,
): string {
  return v.reasonForDeclining === OTHER ? (v.otherReasonForDeclining ?? OTHER) : (v.reasonForDeclining ?? '');
}

/**
 * The consult's decline record (§3.4 consultInformation): who declined it (the signed-in account's
 * display name), when, and the reason as declineReasonText gives it; null fields until declined.
 */
export const consultInformationSchema = z.object({
  declinedBy: z.string().nullable(),
  declinedAt: z.string().nullable(),
  reasonForDeclining: z.string().nullable(),
});
export type ConsultInformation = z.infer<typeof consultInformationSchema>;
