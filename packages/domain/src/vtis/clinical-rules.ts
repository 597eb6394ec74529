import { includesChoice as has, includesAnyChoice } from '../stroke/rule-helpers.ts';
import {
  NO,
  OTHER,
  PATHOLOGY,
  TIME_ACCURACY,
  VTIS_STROKE_TYPE,
  WORKING_DIAGNOSIS_VALUES,
  YES,
} from './options.ts';

/**
 * The show and derive rules of the VTIS consult and follow-up (spec 3 §4.3, §5.5, §5.6): small
 * pure functions named for what they decide, used by the web form (show, require, clear) and by
 * the server (validate, store) alike. The schemas' `check*` functions require a field exactly
 * when its rule here shows it; clearing-rules.ts clears it when it does not.
 */

type Maybe<T> = T | null | undefined;

// The required-rule toggle (§4.3, §5.5)

/**
 * The required-rule toggle (§5.5 "required only when the toggle is on"): on unless the prompt was
 * answered Yes (patientInformation.mandatoryFieldsOff; §4.3 "value Yes turns it off, No turns it
 * on"). A consult without patient information yet, or never asked, has it on.
 */
export function isVtisValidationRequired(
  patientInformation: Maybe<{ mandatoryFieldsOff?: unknown }>,
): boolean {
  return patientInformation?.mandatoryFieldsOff !== YES;
}

/** The prompt's answer that sets the toggle to `on` (§4.3): No turns it on, Yes turns it off. */
export const mandatoryFieldsOffAnswer = (on: boolean): typeof YES | typeof NO => (on ? NO : YES);

// Patient history (§4.3)

/** Stroke onset known Yes shows the onset date and the time accuracy. */
export const showsStrokeOnsetDetails = (strokeOnsetKnown: unknown): boolean => strokeOnsetKnown === YES;

/** The onset time shows with the onset details, unless the accuracy is Time unknown. */
export const showsStrokeOnsetTime = (strokeOnsetKnown: unknown, timeAccuracy: unknown): boolean =>
  showsStrokeOnsetDetails(strokeOnsetKnown) && timeAccuracy !== TIME_ACCURACY.Unknown;

/** Thrombolysis Yes shows its date, its time and the adverse-event question. */
export const showsThrombolysisDetails = (intravenousThrombolysisReceived: unknown): boolean =>
  intravenousThrombolysisReceived === YES;

/** An adverse event (Yes) of a thrombolysis shows the adverse event type. */
export const showsAdverseEventType = (
  intravenousThrombolysisReceived: unknown,
  thrombolysisRelatedAdverseEvent: unknown,
): boolean =>
  showsThrombolysisDetails(intravenousThrombolysisReceived) && thrombolysisRelatedAdverseEvent === YES;

// Diagnosis (§4.3)

const CAUSE_STROKE_TYPES: readonly unknown[] = [
  VTIS_STROKE_TYPE.Ischaemic,
  VTIS_STROKE_TYPE.Haemorrhagic,
  VTIS_STROKE_TYPE.Tia,
];
const DETAILS_STROKE_TYPES: readonly unknown[] = [...CAUSE_STROKE_TYPES, VTIS_STROKE_TYPE.Undetermined];

/** Ischaemic, Haemorrhagic or TIA shows "cause known". */
export const showsCauseOfStrokeKnown = (strokeType: unknown): boolean =>
  CAUSE_STROKE_TYPES.includes(strokeType);

/** Cause known Yes shows the cause. */
export const showsCauseOfStroke = (strokeType: unknown, causeOfStrokeKnown: unknown): boolean =>
  showsCauseOfStrokeKnown(strokeType) && causeOfStrokeKnown === YES;

/** The cause Other shows its notes. */
export const showsCauseOfStrokeOtherNotes = (
  strokeType: unknown,
  causeOfStrokeKnown: unknown,
  causeOfStroke: unknown,
): boolean => showsCauseOfStroke(strokeType, causeOfStrokeKnown) && causeOfStroke === OTHER;

/** NotStroke shows the not-stroke diagnoses. */
export const showsNotStrokeDiagnoses = (strokeType: unknown): boolean =>
  strokeType === VTIS_STROKE_TYPE.NotStroke;

/** Other among the not-stroke diagnoses shows its notes. */
export const showsNotStrokeOtherNotes = (strokeType: unknown, notStrokeDiagnoses: unknown): boolean =>
  showsNotStrokeDiagnoses(strokeType) && has(notStrokeDiagnoses, OTHER);

/** Ischaemic, Haemorrhagic, TIA or Undetermined shows the free-text diagnosis details. */
export const showsDiagnosisDetailsText = (strokeType: unknown): boolean =>
  DETAILS_STROKE_TYPES.includes(strokeType);

/**
 * diagnosisRevised, set automatically (§4.3): Yes when the consult's stroke type differs from the
 * working diagnosis before the consult, No when it is the same. Null while either is unknown (SCOUT:
 * without a working diagnosis, nothing was revised, nor confirmed); the form shows it read-only.
 */
export function derivedDiagnosisRevised(
  strokeType: unknown,
  workingDiagnosisBeforeConsult: unknown,
): 'Yes' | 'No' | null {
  if (typeof strokeType !== 'string' || strokeType === '') return null;
  if (!(WORKING_DIAGNOSIS_VALUES as readonly unknown[]).includes(workingDiagnosisBeforeConsult)) return null;
  return strokeType === workingDiagnosisBeforeConsult ? NO : YES;
}

// Recommended management (§5.5)

/** Other among the management recommendations shows its text. */
export const showsManagementRecommendationsOther = (list: unknown): boolean => has(list, OTHER);
/** Pathology or Other among the investigations shows their text. */
export const showsFollowUpInvestigationsOther = (list: unknown): boolean =>
  includesAnyChoice(list, [PATHOLOGY, OTHER]);
/** Other among the referrals shows its text. */
export const showsFollowUpReferralsOther = (list: unknown): boolean => has(list, OTHER);
/** A test cancelled (Yes) shows its details. */
export const showsTestCancelledDetails = (testCancelled: unknown): boolean => testCancelled === YES;
/** Recommended changes in medications (Yes) shows their details. */
export const showsMedicationChangeDetails = (recommendedChangesInMedications: unknown): boolean =>
  recommendedChangesInMedications === YES;

/**
 * A choice that stands alone in its list (SCOUT: "No changes to current management plan" and "Not
 * required" contradict any other choice): the first such choice combined with others, or null.
 */
export function combinedStandAloneChoice(list: unknown, standAlone: string): string | null {
  return Array.isArray(list) && list.length > 1 && list.includes(standAlone) ? standAlone : null;
}

// Follow-up (§4.3, §5.6)

/** The follow-up's working diagnosis NotStroke shows the not-stroke diagnoses. */
export const showsFollowupNotStrokeDiagnoses = (diagnosis: unknown): boolean =>
  diagnosis === VTIS_STROKE_TYPE.NotStroke;

/** Any other working diagnosis after the follow-up shows its details text (§4.3 "otherwise"). */
export const showsFollowupDiagnosisDetails = (diagnosis: unknown): boolean =>
  !showsFollowupNotStrokeDiagnoses(diagnosis);
