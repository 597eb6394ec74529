import { z } from 'zod';
import { type AddIssue, multiChoice, optionalEnum, optionalText, requireWhen } from '../cases/fields.ts';
import type { Loose } from '../stroke/rule-helpers.ts';
import {
  combinedStandAloneChoice,
  showsCauseOfStroke,
  showsCauseOfStrokeKnown,
  showsCauseOfStrokeOtherNotes,
  showsDiagnosisDetailsText,
  showsFollowUpInvestigationsOther,
  showsFollowUpReferralsOther,
  showsManagementRecommendationsOther,
  showsMedicationChangeDetails,
  showsNotStrokeDiagnoses,
  showsNotStrokeOtherNotes,
  showsTestCancelledDetails,
} from './clinical-rules.ts';
import { VTIS_LIMITS as L } from './limits.ts';
import { VTIS_MESSAGES as M } from './messages.ts';
import {
  CAUSE_OF_STROKE_VALUES,
  CONSULT_TYPE_VALUES,
  FOLLOW_UP_INVESTIGATION_VALUES,
  FOLLOW_UP_REFERRAL_VALUES,
  MANAGEMENT_RECOMMENDATION_VALUES,
  NO_CHANGES_TO_MANAGEMENT,
  NOT_REQUIRED,
  NOT_STROKE_DIAGNOSIS_VALUES,
  TECHNICAL_SUCCESS_VALUES,
  VTIS_STROKE_TYPE_VALUES,
  YES_NO,
} from './options.ts';

/**
 * The clinical sections of the VTIS consult (spec 3 §2.7, §3.4, §4.3, §5.5): imaging details,
 * diagnosis details, recommended management and technical consultation, with the field names of
 * §3.4. Conventions as intake.schema.ts: field checks in the schemas, requirements in the `check*`
 * functions, which require a field exactly when clinical-rules.ts shows it.
 */
const yesNo = optionalEnum(YES_NO);
const clinicalText = optionalText(L.clinicalText);
const atLeastOne = M.atLeastOneOption;

export const vtisImagingDetailsSchema = z.object({ imagingResults: clinicalText });
export type VtisImagingDetails = z.infer<typeof vtisImagingDetailsSchema>;

/** Imaging (§5.5): the imaging results are required. */
export function checkVtisImagingDetails(v: Loose, add: AddIssue): void {
  requireWhen(add, true, v?.imagingResults, ['imagingResults']);
}

export const vtisDiagnosisDetailsSchema = z.object({
  strokeType: optionalEnum(VTIS_STROKE_TYPE_VALUES),
  notStrokeDiagnosisDetails: multiChoice(NOT_STROKE_DIAGNOSIS_VALUES),
  notStrokeDiagnosisDetailsOtherNotes: clinicalText,
  diagnosisDetails: clinicalText,
  /** Set automatically from the stroke type and the working diagnosis (`derivedDiagnosisRevised`). */
  diagnosisRevised: yesNo,
  causeOfStrokeKnown: yesNo,
  causeOfStroke: optionalEnum(CAUSE_OF_STROKE_VALUES),
  causeOfStrokeOtherNotes: clinicalText,
});
export type VtisDiagnosisDetails = z.infer<typeof vtisDiagnosisDetailsSchema>;

/**
 * Diagnosis (§4.3, §5.5): the stroke type; NotStroke needs at least one not-stroke diagnosis (Other:
 * its notes); Ischaemic, Haemorrhagic, TIA and Undetermined the diagnosis details; Ischaemic,
 * Haemorrhagic and TIA whether the cause is known, Yes the cause, Other its notes. diagnosisRevised
 * is derived, never typed: clearing-rules.ts sets it on every save, so it is not asked for here.
 */
export function checkVtisDiagnosisDetails(v: Loose, add: AddIssue): void {
  const type = v?.strokeType;
  const req = (when: boolean, field: string, message?: string) =>
    requireWhen(add, when, v?.[field], [field], message);
  req(true, 'strokeType');
  req(showsNotStrokeDiagnoses(type), 'notStrokeDiagnosisDetails', atLeastOne);
  req(showsNotStrokeOtherNotes(type, v?.notStrokeDiagnosisDetails), 'notStrokeDiagnosisDetailsOtherNotes');
  req(showsDiagnosisDetailsText(type), 'diagnosisDetails');
  req(showsCauseOfStrokeKnown(type), 'causeOfStrokeKnown');
  req(showsCauseOfStroke(type, v?.causeOfStrokeKnown), 'causeOfStroke');
  req(showsCauseOfStrokeOtherNotes(type, v?.causeOfStrokeKnown, v?.causeOfStroke), 'causeOfStrokeOtherNotes');
}

export const recommendedManagementSchema = z.object({
  facilitatedInterHospitalTransfers: yesNo,
  managementRecommendations: multiChoice(MANAGEMENT_RECOMMENDATION_VALUES),
  managementRecommendationsOther: clinicalText,
  followUpInvestigationsArranged: multiChoice(FOLLOW_UP_INVESTIGATION_VALUES),
  followUpInvestigationsArrangedOther: clinicalText,
  followUpReferralsArranged: multiChoice(FOLLOW_UP_REFERRAL_VALUES),
  followUpReferralsArrangedOther: clinicalText,
  testCancelled: yesNo,
  testCancelledDetails: clinicalText,
  /** SCOUT reads the spec's name as a question ("Estimated length of stay advised?"), Yes or No. */
  estimatedLengthOfStayAdvised: yesNo,
  recommendedChangesInMedications: yesNo,
  recommendedChangesInMedicationsDetails: clinicalText,
  patientCenteredCounselling: yesNo,
  comments: clinicalText,
});
export type RecommendedManagement = z.infer<typeof recommendedManagementSchema>;
export type RecommendedManagementInput = z.input<typeof recommendedManagementSchema>;

/** The checkbox groups and the choice that stands alone in each (SCOUT). */
const STAND_ALONE = [
  ['managementRecommendations', NO_CHANGES_TO_MANAGEMENT],
  ['followUpInvestigationsArranged', NOT_REQUIRED],
  ['followUpReferralsArranged', NOT_REQUIRED],
] as const;

/**
 * Recommended management (§5.5): every question is required but the comments; each checkbox
 * group needs a choice; the investigations' text with Pathology or Other, the management and
 * referrals' text with Other; the details of a cancelled test and of medication changes with Yes.
 * "No changes to current management plan" and "Not required" stand alone (SCOUT).
 */
export function checkRecommendedManagement(v: Loose, add: AddIssue): void {
  const req = (when: boolean, field: string, message?: string) =>
    requireWhen(add, when, v?.[field], [field], message);
  req(true, 'facilitatedInterHospitalTransfers');
  req(true, 'managementRecommendations', atLeastOne);
  req(showsManagementRecommendationsOther(v?.managementRecommendations), 'managementRecommendationsOther');
  req(true, 'followUpInvestigationsArranged', atLeastOne);
  req(
    showsFollowUpInvestigationsOther(v?.followUpInvestigationsArranged),
    'followUpInvestigationsArrangedOther',
  );
  req(true, 'followUpReferralsArranged', atLeastOne);
  req(showsFollowUpReferralsOther(v?.followUpReferralsArranged), 'followUpReferralsArrangedOther');
  req(true, 'testCancelled');
  req(showsTestCancelledDetails(v?.testCancelled), 'testCancelledDetails');
  req(true, 'estimatedLengthOfStayAdvised');
  req(true, 'recommendedChangesInMedications');
  req(
    showsMedicationChangeDetails(v?.recommendedChangesInMedications),
    'recommendedChangesInMedicationsDetails',
  );
  req(true, 'patientCenteredCounselling');
  for (const [field, choice] of STAND_ALONE) {
    if (combinedStandAloneChoice(v?.[field], choice)) add([field], M.choiceStandsAlone(choice));
  }
}

export const vtisTechnicalConsultationSchema = z.object({
  consultType: optionalEnum(CONSULT_TYPE_VALUES),
  technicalSuccess: optionalEnum(TECHNICAL_SUCCESS_VALUES),
});
export type VtisTechnicalConsultation = z.infer<typeof vtisTechnicalConsultationSchema>;

/** Consult type and technical success are required (§5.5, §5.6: the follow-up asks the same). */
export function checkVtisTechnicalConsultation(v: Loose, add: AddIssue): void {
  requireWhen(add, true, v?.consultType, ['consultType']);
  requireWhen(add, true, v?.technicalSuccess, ['technicalSuccess']);
}
