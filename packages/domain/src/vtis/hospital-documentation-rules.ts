import type { Principal } from '../access/principal.ts';
import { canEditVtis, isSystemAdmin } from '../access/rules.ts';
import { isBlank } from '../cases/fields.ts';
import { includesChoice as has, type Loose } from '../stroke/rule-helpers.ts';
import {
  CURRENT_SMOKER,
  OTHER,
  PATHOLOGY,
  TIME_OF_STROKE_ACCURACY,
  VTIS_STROKE_TYPE,
  YES,
} from './hospital-documentation-options.ts';
import { showsInsulinQuestion, showsParacetamolQuestion } from './hospital-documentation-readings.ts';

/**
 * Rules of the VTIS hospital documentation (spec 3 §4.1, §4.7, §5.9, §6): when a consult gets
 * one, who may change it, and the show / require rules of its fields, used by the web form
 * (show, require, clear) and by the server (validate, store) alike. The fever and glucose
 * derivations are hospital-documentation-readings.ts'; the clearing rules
 * hospital-documentation-clearing.ts'; the checks that apply these rules are
 * hospital-documentation-checks.ts'. The dashboard's discharge summary button (§2.3) is
 * dashboard.schema.ts' showsDischargeSummaryButton.
 */

export type { Loose };
export { showsInsulinQuestion, showsParacetamolQuestion };

/** The VTIS consult fields the record-level rules read (§3.4), by name. */
export interface VtisConsultLike {
  closedOn?: string | null;
  isDeclined?: boolean | null;
  diagnosisDetails?: { strokeType?: unknown } | null;
}

/** Stroke types that get hospital documentation: every stroke type and TIA; not NotStroke. */
const DOCUMENTED_STROKE_TYPES: readonly unknown[] = [
  VTIS_STROKE_TYPE.Ischaemic,
  VTIS_STROKE_TYPE.Haemorrhagic,
  VTIS_STROKE_TYPE.Tia,
  VTIS_STROKE_TYPE.Undetermined,
];

/**
 * Whether a VTIS consult needs hospital documentation (§3.4 isHospitalDocumentationRequired,
 * §4.1 "VTIS cases whose documentation is required have a hospital documentation row"). The spec
 * leaves the rule open; SCOUT's: the consult is closed (its diagnosis is then final: documentation
 * records the admission the consult took part in), it was not declined (a declined consult never
 * saw the patient), and its stroke type is Ischaemic, Haemorrhagic, TIA or Undetermined. These
 * are the episodes the Australian Stroke Clinical Registry takes (stroke of any type, and TIA:
 * AuSCR FAQ "Patient eligibility"); a NotStroke diagnosis (a stroke mimic) is not one. The server
 * applies it when the consult closes and on every later save of the closed consult (editing a
 * closed VTIS consult is allowed, §6); documentation once created is kept even if the diagnosis
 * later changes, as clinical records are never deleted silently.
 */
export function isDocumentationRequired(consult: VtisConsultLike | null | undefined): boolean {
  if (!consult?.closedOn || consult.isDeclined === true) return false;
  return DOCUMENTED_STROKE_TYPES.includes(consult.diagnosisDetails?.strokeType);
}

/** OPEN until Save and Close marks the documentation complete (closedOn set), CLOSED after (§4.1, §4.7). */
export function hospitalDocumentationStatus(doc: { closedOn?: string | null } | null | undefined) {
  return doc?.closedOn ? ('CLOSED' as const) : ('OPEN' as const);
}

/**
 * Read-only (§4.7 "Read-only when closed, unless the user is a system-admin type", §6): always for
 * a user who may not edit VTIS records (a VTIS Read user); once closed, for everyone but a system
 * admin.
 */
export function isHospitalDocumentationReadOnly(
  principal: Principal,
  doc: { closedOn?: string | null } | null | undefined,
): boolean {
  if (!canEditVtis(principal)) return true;
  return hospitalDocumentationStatus(doc) === 'CLOSED' && !isSystemAdmin(principal);
}

// Clinical information (§3.6, §4.7, §5.9)

/** Time of stroke is hidden, and not required, when its accuracy is Unknown (§4.7). */
export const showsTimeOfStroke = (c: Loose): boolean =>
  c?.timeOfStrokeAccuracy !== TIME_OF_STROKE_ACCURACY.Unknown;
/** Time of stroke is required once an accuracy other than Unknown is chosen (§4.7, §5.9). */
export const isTimeOfStrokeRequired = (c: Loose): boolean =>
  !isBlank(c?.timeOfStrokeAccuracy) && showsTimeOfStroke(c);
/** Transferred from another hospital Yes shows the transfer date and time (§3.6). */
export const showsTransferDateTime = (c: Loose): boolean =>
  c?.wasPatientTransferredFromAnotherHospital === YES;
/** A brain scan after this stroke shows the first scan's date and time (§3.6). */
export const showsFirstBrainScanDateTime = (c: Loose): boolean =>
  c?.didPatientHaveBrainScanAfterThisStroke === YES;
/** A swallow screen performed shows its date, time and whether it was passed (§3.6). */
export const showsSwallowScreenDetails = (c: Loose): boolean => c?.wasSwallowScreenPerformed === YES;
/** A speech pathologist's swallow assessment recorded shows its date and time (§3.6). */
export const showsSwallowAssessmentDetails = (c: Loose): boolean =>
  c?.wasSwallowAssessmentBySpeechPathologistRecorded === YES;
/** Mobilised in this admission shows the first mobilisation's date and method (§3.6). */
export const showsMobilisationDetails = (c: Loose): boolean => c?.wasPatientMobilisedInThisAdmission === YES;
/** Antiplatelets given (Yes) shows their date and time (§3.6). */
export const showsAntiplateletDateTime = (c: Loose): boolean => c?.wereAntiplateletsGiven === YES;
/** Other among the medical risk factors needs the additional text (§4.7). */
export const isAdditionalMedicalRiskFactorsRequired = (c: Loose): boolean =>
  has(c?.medicalRiskFactors, OTHER);
/** Other among the lifestyle risk factors needs the additional text (§4.7). */
export const isAdditionalLifestyleRiskFactorsRequired = (c: Loose): boolean =>
  has(c?.lifestyleRiskFactors, OTHER);

/**
 * The questions a Yes shows, in form order: `required` are the date and time fields the Yes makes
 * required (§5.9 "Date/time fields are required when their Yes answer is chosen"), `optional` the
 * rest it shows. All are cleared when the Yes goes.
 */
export const CLINICAL_YES_DEPENDENTS = [
  { shows: showsTransferDateTime, required: ['transferDate', 'transferTime'], optional: [] },
  {
    shows: showsFirstBrainScanDateTime,
    required: ['firstBrainScanDate', 'firstBrainScanTime'],
    optional: [],
  },
  {
    shows: showsSwallowScreenDetails,
    required: ['swallowScreenDate', 'swallowScreenTime'],
    optional: ['didPatientPassSwallowScreen'],
  },
  {
    shows: showsSwallowAssessmentDetails,
    required: ['swallowAssessmentDate', 'swallowAssessmentTime'],
    optional: [],
  },
  {
    shows: showsMobilisationDetails,
    required: ['firstMobilisationDate'],
    optional: ['firstMobilisationMethod'],
  },
  { shows: showsAntiplateletDateTime, required: ['antiplateletsDate', 'antiplateletsTime'], optional: [] },
  { shows: showsParacetamolQuestion, required: [], optional: ['wasParacetamolGivenWithinOneHour'] },
  { shows: showsInsulinQuestion, required: [], optional: ['wasInsulinGivenWithinOneHour'] },
] as const satisfies readonly {
  shows: (c: Loose) => boolean;
  required: readonly string[];
  optional: readonly string[];
}[];

// Secondary prevention (§3.6, §4.7)

/** Current smoker among the lifestyle risk factors (clinical information). */
export const isCurrentSmoker = (clinical: Loose): boolean =>
  has(clinical?.lifestyleRiskFactors, CURRENT_SMOKER);
/** The smoking cessation question appears only when Current smoker is selected (§4.7). */
export const showsSmokingCessationAdvice = (clinical: Loose): boolean => isCurrentSmoker(clinical);

// Discharge information (§3.6, §4.7, §5.9)

/** Date of death appears when the patient died during hospital care (§4.7). */
export const showsDateOfDeath = (d: Loose): boolean => d?.patientDeceasedDuringHospitalCare === YES;
/** Pathology or Other among the investigations needs the additional text (§4.7). */
export const isAdditionalInvestigationsRequired = (d: Loose): boolean =>
  has(d?.followUpInvestigationsArranged, OTHER) || has(d?.followUpInvestigationsArranged, PATHOLOGY);
/** Other among the referrals needs the additional text (§4.7). */
export const isAdditionalReferralsRequired = (d: Loose): boolean => has(d?.followUpReferralsArranged, OTHER);
/** Discharge destination Other shows, and requires, its text (§3.6, §4.7). */
export const showsDischargeDestinationOther = (d: Loose): boolean => d?.dischargeDestination === OTHER;
