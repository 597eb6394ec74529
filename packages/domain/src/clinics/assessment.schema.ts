import { z } from 'zod';
import { DEFAULT_TIME_ZONE, localDateOf, type Now, systemNow } from '../cases/dates.ts';
import {
  type AddIssue,
  multiChoice,
  optionalEnum,
  optionalPastDate,
  optionalText,
  requireWhen,
} from '../cases/fields.ts';
import { todayIn } from '../patients/dates.ts';
import { includesChoice as has, type Loose } from '../stroke/rule-helpers.ts';
import { CLINIC_LIMITS as L } from './limits.ts';
import { CLINIC_MESSAGES as M } from './messages.ts';
import { CLINIC_REPERFUSION_THERAPY_VALUES, INVESTIGATION_VALUES, OTHER, YES, YES_NO } from './options.ts';

/**
 * The clinic's own sections (spec 3 §3.3, §4.4, §5.4): Clinical Details (clinicalAssessmentDetails)
 * and Further Follow up (furtherFollowup), with the field names of §3.3. Conventions as
 * vst/consultation.schema.ts: each schema checks its fields one by one and holds no requirement;
 * the `check*` functions hold what is required (§5.4); clearing-rules.ts clears hidden fields.
 *
 * Where §3.3 names a field without a list, SCOUT's reading: initial diagnosis details, brain
 * imaging from the initial presentation, clinic notes, further advice and the next review timing
 * are texts the specialist writes (the timing as "6 weeks", "3 months with MRI results"); the date
 * of referral is a calendar day.
 */
const yesNo = optionalEnum(YES_NO);
const longText = optionalText(L.longText);

/** The clinic's clock and call, for the date of referral's rules. */
export interface ClinicCheckContext {
  now: Now;
  callDateTime: string | null;
  timeZone?: string;
}

export function makeClinicalAssessmentDetailsSchema(
  now: Now = systemNow,
  timeZone: string = DEFAULT_TIME_ZONE,
) {
  return z.object({
    /** A past calendar day (YYYY-MM-DD). */
    dateOfReferral: optionalPastDate(() => todayIn(timeZone, now())),
    initialVSTConsultationReceived: yesNo,
    initialDiagnosisDetails: longText,
    reperfusionTherapyReceived: yesNo,
    /** Shown when reperfusion therapy received is Yes (§4.4). */
    reperfusionTherapy: multiChoice(CLINIC_REPERFUSION_THERAPY_VALUES),
    brainImagingFromInitialPresentation: longText,
    investigationsPerformed: multiChoice(INVESTIGATION_VALUES),
    /** Shown when Other is among the investigations (§4.4). */
    investigationsPerformedOther: longText,
    clinicNotes: longText,
    furtherAdviceAndOrTreatment: longText,
  });
}
export const clinicalAssessmentDetailsSchema = makeClinicalAssessmentDetailsSchema();
export type ClinicalAssessmentDetails = z.infer<typeof clinicalAssessmentDetailsSchema>;

export const CLINICAL_ASSESSMENT_REQUIRED_FIELDS = [
  'dateOfReferral',
  'initialVSTConsultationReceived',
  'initialDiagnosisDetails',
  'reperfusionTherapyReceived',
  'brainImagingFromInitialPresentation',
  'clinicNotes',
  'furtherAdviceAndOrTreatment',
] as const;

/**
 * Clinical Details (§5.4): every field; the therapy list (at least one) when reperfusion therapy
 * was received; at least one investigation, and its text when Other is chosen. SCOUT adds: the
 * referral is not dated after the clinic's call (the patient was referred to this clinic).
 */
export function checkClinicalAssessmentDetails(v: Loose, add: AddIssue, ctx: ClinicCheckContext): void {
  for (const field of CLINICAL_ASSESSMENT_REQUIRED_FIELDS) requireWhen(add, true, v?.[field], [field]);
  requireWhen(
    add,
    v?.reperfusionTherapyReceived === YES,
    v?.reperfusionTherapy,
    ['reperfusionTherapy'],
    M.atLeastOneOption,
  );
  requireWhen(add, true, v?.investigationsPerformed, ['investigationsPerformed'], M.atLeastOneOption);
  requireWhen(add, has(v?.investigationsPerformed, OTHER), v?.investigationsPerformedOther, [
    'investigationsPerformedOther',
  ]);
  const timeZone = ctx.timeZone ?? DEFAULT_TIME_ZONE;
  const callDay = ctx.callDateTime ? localDateOf(ctx.callDateTime, timeZone) : null;
  const referral = v?.dateOfReferral;
  // A future date already shows "Future dates not allowed": one message per field.
  const future = typeof referral === 'string' && referral > todayIn(timeZone, ctx.now());
  if (typeof referral === 'string' && callDay && referral > callDay && !future) {
    add(['dateOfReferral'], M.referralAfterCall);
  }
}

export const furtherFollowupSchema = z.object({
  furtherClinicReviewRequired: yesNo,
  /** Shown when a further review is required (§4.4). */
  nextClinicReviewTiming: optionalText(L.shortText),
});
export type FurtherFollowup = z.infer<typeof furtherFollowupSchema>;

/** Further Follow up (§5.4): whether a further review is required, and its timing when Yes. */
export function checkFurtherFollowup(v: Loose, add: AddIssue): void {
  requireWhen(add, true, v?.furtherClinicReviewRequired, ['furtherClinicReviewRequired']);
  requireWhen(add, v?.furtherClinicReviewRequired === YES, v?.nextClinicReviewTiming, [
    'nextClinicReviewTiming',
  ]);
}
