import { z } from 'zod';
import { clearedWhen as clear } from '../cases/clearing.ts';
import { type AddIssue, optionalDateTime, optionalEnum, optionalText, requireWhen } from '../cases/fields.ts';
import { dateTimeOf, isAfter, isInFuture, type Loose } from '../stroke/rule-helpers.ts';
import { REPERFUSION_LIMITS as L } from './limits.ts';
import { REPERFUSION_MESSAGES as M } from './messages.ts';
import { IMAGING_FOLLOW_UP_STATUS, IMAGING_FOLLOW_UP_STATUS_VALUES, YES_NO } from './options.ts';
import { needsSecondaryFollowUp } from './task-due.ts';

/**
 * The two follow-ups of a reperfusion case (spec 3 §3.7, §4.6): Imaging Follow-up
 * (imagingDetails: a thrombolysed patient who stayed) and Discharge Summary
 * (reperfusionCaseDischargeSummary: an ECR-related one). Which shows is register.ts'. Conventions
 * as vst/consultation.schema.ts: field checks in the schemas, requirements in `check*`.
 */

type Maybe<T> = T | null | undefined;

export const reperfusionImagingDetailsSchema = z.object({
  primaryImagingFollowUpStatus: optionalEnum(IMAGING_FOLLOW_UP_STATUS_VALUES),
  /** Shown while the primary status is "Imaging yet to be completed" (§4.6). */
  secondaryImagingFollowUpStatus: optionalEnum(IMAGING_FOLLOW_UP_STATUS_VALUES),
  /** Why no additional imaging was performed (the spec gives no list: a text). */
  noAdditionalImagingReason: optionalText(L.longText),
  /** Whether the follow-up images were uploaded to the case; the director review reads it. */
  imagingUploadedToCase: optionalEnum(YES_NO),
});
export type ReperfusionImagingDetails = z.infer<typeof reperfusionImagingDetailsSchema>;

type ImagingLike = {
  primaryImagingFollowUpStatus?: Maybe<string>;
  secondaryImagingFollowUpStatus?: Maybe<string>;
  noAdditionalImagingReason?: Maybe<string>;
  imagingUploadedToCase?: Maybe<string>;
};

/** The status of the follow-up in force: the secondary one while the primary is yet to be completed. */
export function imagingStatusInForce(v: Maybe<ImagingLike>): string | null {
  const primary = v?.primaryImagingFollowUpStatus ?? null;
  return needsSecondaryFollowUp(primary) ? (v?.secondaryImagingFollowUpStatus ?? null) : primary;
}

/** The reason shows when the status in force is "No additional imaging performed" (SCOUT's rule). */
export const showsNoAdditionalImagingReason = (v: Maybe<ImagingLike>): boolean =>
  imagingStatusInForce(v) === IMAGING_FOLLOW_UP_STATUS.NoAdditionalImaging;

/**
 * Imaging Follow-up, when the section shows (the spec lists no requirement; SCOUT's): the primary
 * status, and the reason when no additional imaging was performed. The secondary status is not
 * required: it is due two days after the primary and is recorded then.
 */
export function checkReperfusionImagingDetails(v: Loose, add: AddIssue, ctx: { shown: boolean }): void {
  requireWhen(add, ctx.shown, v?.primaryImagingFollowUpStatus, ['primaryImagingFollowUpStatus']);
  requireWhen(add, ctx.shown && showsNoAdditionalImagingReason(v), v?.noAdditionalImagingReason, [
    'noAdditionalImagingReason',
  ]);
}

/** The secondary status goes with a primary that is not yet to be completed; the reason with its status. */
export function clearedReperfusionImagingDetails<T extends ImagingLike>(i: T): T {
  const v = clear(i, !needsSecondaryFollowUp(i.primaryImagingFollowUpStatus), [
    'secondaryImagingFollowUpStatus',
  ]);
  return clear(v, !showsNoAdditionalImagingReason(v), ['noAdditionalImagingReason']);
}

export const reperfusionCaseDischargeSummarySchema = z.object({
  /** When the discharge summary was requested from the ECR centre. */
  dischargeSummaryRequested: optionalDateTime,
  /** When it was received; appears only once requested is set (§4.6). */
  dischargeSummaryReceived: optionalDateTime,
});
export type ReperfusionCaseDischargeSummary = z.infer<typeof reperfusionCaseDischargeSummarySchema>;

/** The received date appears only when the requested date is set (§4.6). */
export const showsDischargeSummaryReceived = (requested: unknown): boolean => dateTimeOf(requested) !== null;

/**
 * The discharge-summary dates rule (§4.6, §5.10): the received date must be after the requested
 * date and before now (now itself allowed: "not in the future"); SCOUT adds that a request is not
 * in the future either. Neither date is required: the section tracks a request until it is met.
 */
export function dischargeSummaryDateIssues(
  v: Loose,
  now: () => Date,
): { field: 'dischargeSummaryRequested' | 'dischargeSummaryReceived'; message: string }[] {
  const issues: { field: 'dischargeSummaryRequested' | 'dischargeSummaryReceived'; message: string }[] = [];
  const requested = v?.dischargeSummaryRequested;
  const received = v?.dischargeSummaryReceived;
  if (isInFuture(requested, now)) issues.push({ field: 'dischargeSummaryRequested', message: M.notInFuture });
  if (dateTimeOf(received) !== null && showsDischargeSummaryReceived(requested)) {
    if (!isAfter(received, requested)) {
      issues.push({ field: 'dischargeSummaryReceived', message: M.dischargeReceivedBeforeRequested });
    } else if (isInFuture(received, now)) {
      issues.push({ field: 'dischargeSummaryReceived', message: M.notInFuture });
    }
  }
  return issues;
}

export function checkReperfusionDischargeSummary(v: Loose, add: AddIssue, ctx: { now: () => Date }): void {
  for (const issue of dischargeSummaryDateIssues(v, ctx.now)) add([issue.field], issue.message);
}

/** Without a requested date the received date is cleared (it does not show). */
export function clearedReperfusionDischargeSummary<
  T extends { dischargeSummaryRequested?: Maybe<string>; dischargeSummaryReceived?: Maybe<string> },
>(d: T): T {
  return clear(d, !showsDischargeSummaryReceived(d.dischargeSummaryRequested), ['dischargeSummaryReceived']);
}
