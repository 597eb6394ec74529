import type { Loose } from '../stroke/rule-helpers.ts';
import { isEcrAccepted } from '../vst/clinical-rules.ts';
import { YES } from './options.ts';

/**
 * Which VST consults are reperfusion cases, and which of a case's conditional sections show
 * (spec 3 §2.11, §4.6). The rules read the consult's Recommended Management
 * (reperfusionTherapiesDetails, vst/management.schema.ts: tpaAdministered, patientRecommendedForECR,
 * patientAcceptedForECR, furtherECRReferralUndertaken, secondaryECRReferralAccepted), as stored after
 * the consult's clearing rules (so the thrombolysis and ECR answers exist only for an ischaemic
 * stroke, and the secondary referral only after a first refusal).
 */

type Maybe<T> = T | null | undefined;
type ReperfusionAnswers = {
  tpaAdministered?: unknown;
  patientRecommendedForECR?: unknown;
  patientAcceptedForECR?: unknown;
  furtherECRReferralUndertaken?: unknown;
  secondaryECRReferralAccepted?: unknown;
};

/**
 * The ECR-related flag (§4.6): recommended for ECR Yes, and accepted Yes, or, if not accepted
 * (No), a further ECR referral that is not No and a secondary referral accepted Yes. It is the
 * consult's "accepted for ECR" rule (vst/clinical-rules.ts `isEcrAccepted`, which also decides the
 * door-out time and the accepting hospital), imported rather than written twice. A first answer
 * left blank is not "not accepted": the secondary referral is asked, and kept, only after a No.
 */
export function isEcrRelated(r: Maybe<ReperfusionAnswers>): boolean {
  return isEcrAccepted(r);
}

/** Thrombolysed (§4.6 "tPA administered is Yes"). */
export function isThrombolysed(r: Maybe<ReperfusionAnswers>): boolean {
  return r?.tpaAdministered === YES;
}

/** The Discharge Summary section shows when the ECR-related flag is true (§4.6). */
export const showsDischargeSummary = (r: Maybe<ReperfusionAnswers>): boolean => isEcrRelated(r);

/**
 * The Imaging Follow-up section shows when tPA was administered and the flag is false (§4.6): a
 * thrombolysed patient who stays at the referring hospital needs follow-up imaging; one accepted
 * for ECR is followed through the ECR centre's discharge summary instead.
 */
export const showsImagingFollowUp = (r: Maybe<ReperfusionAnswers>): boolean =>
  isThrombolysed(r) && !isEcrRelated(r);

/** The dashboard's patientRequiresImagingFollowUp (§3.7): Task Due is N/A without it (§4.6). */
export const requiresImagingFollowUp = showsImagingFollowUp;

/**
 * Which VST consults become reperfusion cases (issue 14: "thrombolysed or ECR pathway", decided
 * from §4.6). A case exists to follow up a reperfusion therapy, and §4.6 gives it exactly two
 * follow-ups: the imaging follow-up of a thrombolysed patient and the discharge summary of an
 * ECR-related one. So a VST consult (not a follow-up, which has no Recommended Management) is a
 * reperfusion case when tPA was administered, or the ECR-related flag is true (accepted for ECR,
 * first or on further referral). A consult recommended for ECR but accepted nowhere, and not
 * thrombolysed, had no reperfusion therapy: it would show neither follow-up nor anything for the
 * director to review (the review date needs the imaging or the discharge summary), so it is not a
 * case. The rule reads the consult as saved, whether open or closed; a consult later edited so it
 * no longer qualifies leaves the register (its reperfusion answers are kept and come back with it).
 */
export function isReperfusionCase(consult: Loose): boolean {
  const management = consult?.reperfusionTherapiesDetails as Maybe<ReperfusionAnswers>;
  return isThrombolysed(management) || isEcrRelated(management);
}

/**
 * The destination hospital of the dashboard (§2.11, §3.7 destinationHospitalName). The spec gives
 * the column, not its source; SCOUT's reading: the hospital that accepted the patient for ECR when
 * the ECR-related flag is true (the patient went there), otherwise the patient's own hospital (a
 * thrombolysed patient stays), null when neither is recorded.
 */
export function destinationHospitalId(consult: Loose): number | null {
  const management = consult?.reperfusionTherapiesDetails as Loose;
  const patient = consult?.patientInformation as Loose;
  const id = isEcrRelated(management) ? management?.acceptingHospitalForECR : patient?.patientHospitalId;
  return typeof id === 'number' ? id : null;
}
