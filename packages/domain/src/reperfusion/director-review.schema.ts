import { z } from 'zod';
import { clearedWhen as clear } from '../cases/clearing.ts';
import { type AddIssue, optionalDateTime, optionalEnum, optionalText, requireWhen } from '../cases/fields.ts';
import { dateTimeOf, isInFuture, type Loose } from '../stroke/rule-helpers.ts';
import { REPERFUSION_LIMITS as L } from './limits.ts';
import { REPERFUSION_MESSAGES as M } from './messages.ts';
import {
  ANATOMIC_DESCRIPTION_VALUES,
  DIRECTOR_REVIEW_STATUS,
  type DirectorReviewStatus,
  YES,
  YES_NO,
} from './options.ts';

/**
 * The director review of a reperfusion case (spec 3 §3.7, §4.6, §5.10). The chain: the review date
 * shows once the follow-up imaging is uploaded or the discharge summary received; haemorrhage shows
 * with the imaging uploaded (help: REPERFUSION_MESSAGES.haemorrhageHelp, "deterioration of 4 or more
 * NIHSS points within 24 hours"), its anatomic description PH1/PH2/PH3 with haemorrhage Yes; EVT
 * undertaken shows with the discharge summary received, the patient outcome with EVT Yes. The
 * fields shown become required once the review date is set.
 */

type Maybe<T> = T | null | undefined;

export const reperfusionCaseDirectorReviewSchema = z.object({
  reviewedByDirectorAt: optionalDateTime,
  haemorrhage: optionalEnum(YES_NO),
  anatomicDescription: optionalEnum(ANATOMIC_DESCRIPTION_VALUES),
  /** Endovascular thrombectomy undertaken. */
  evtUndertaken: optionalEnum(YES_NO),
  /** The spec gives no list: the director writes the outcome (e.g. 90-day mRS, discharge destination). */
  patientOutcome: optionalText(L.longText),
  comments: optionalText(L.longText),
});
export type ReperfusionCaseDirectorReview = z.infer<typeof reperfusionCaseDirectorReviewSchema>;

/** What the chain reads from the rest of the case. */
export interface DirectorReviewInputs {
  /** imagingDetails.imagingUploadedToCase */
  imagingUploadedToCase: unknown;
  /** reperfusionCaseDischargeSummary.dischargeSummaryReceived */
  dischargeSummaryReceived: unknown;
}

type ReviewLike = {
  reviewedByDirectorAt?: unknown;
  haemorrhage?: unknown;
  anatomicDescription?: unknown;
  evtUndertaken?: unknown;
  patientOutcome?: unknown;
};

const imagingUploaded = (i: DirectorReviewInputs) => i.imagingUploadedToCase === YES;
const summaryReceived = (i: DirectorReviewInputs) => dateTimeOf(i.dischargeSummaryReceived) !== null;

/** Which director review fields show (§4.6). */
export function directorReviewVisibility(review: Maybe<ReviewLike>, inputs: DirectorReviewInputs) {
  const haemorrhage = imagingUploaded(inputs);
  const evtUndertaken = summaryReceived(inputs);
  return {
    reviewedByDirectorAt: haemorrhage || evtUndertaken,
    haemorrhage,
    anatomicDescription: haemorrhage && review?.haemorrhage === YES,
    evtUndertaken,
    patientOutcome: evtUndertaken && review?.evtUndertaken === YES,
  };
}

const CHAIN = ['haemorrhage', 'anatomicDescription', 'evtUndertaken', 'patientOutcome'] as const;

/** The fields the review date makes required (§4.6, §5.10): those of the chain that show. */
export function directorReviewRequiredFields(
  review: Maybe<ReviewLike>,
  inputs: DirectorReviewInputs,
): (typeof CHAIN)[number][] {
  const shown = directorReviewVisibility(review, inputs);
  if (!shown.reviewedByDirectorAt || dateTimeOf(review?.reviewedByDirectorAt) === null) return [];
  return CHAIN.filter((field) => shown[field]);
}

/** Director Review: the shown chain once reviewed-at is set; the review date not in the future. */
export function checkDirectorReview(
  v: Loose,
  add: AddIssue,
  ctx: DirectorReviewInputs & { now: () => Date },
): void {
  for (const field of directorReviewRequiredFields(v, ctx)) requireWhen(add, true, v?.[field], [field]);
  if (isInFuture(v?.reviewedByDirectorAt, ctx.now)) add(['reviewedByDirectorAt'], M.notInFuture);
}

/** Every field of the chain that does not show is cleared; comments stay. */
export function clearedDirectorReview<T extends ReviewLike>(r: T, inputs: DirectorReviewInputs): T {
  const shown = directorReviewVisibility(r, inputs);
  let v = clear(r, !shown.reviewedByDirectorAt, ['reviewedByDirectorAt']);
  v = clear(v, !shown.haemorrhage, ['haemorrhage']);
  v = clear(v, !directorReviewVisibility(v, inputs).anatomicDescription, ['anatomicDescription']);
  v = clear(v, !shown.evtUndertaken, ['evtUndertaken']);
  return clear(v, !directorReviewVisibility(v, inputs).patientOutcome, ['patientOutcome']);
}

/**
 * The case's Director Review status (options.ts): Reviewed once the review date is set; Ready
 * when it can be set (imaging uploaded or discharge summary received); Awaiting otherwise.
 */
export function directorReviewStatus(
  review: Maybe<ReviewLike>,
  inputs: DirectorReviewInputs,
): DirectorReviewStatus {
  if (dateTimeOf(review?.reviewedByDirectorAt) !== null) return DIRECTOR_REVIEW_STATUS.Reviewed;
  return directorReviewVisibility(review, inputs).reviewedByDirectorAt
    ? DIRECTOR_REVIEW_STATUS.Ready
    : DIRECTOR_REVIEW_STATUS.Awaiting;
}
