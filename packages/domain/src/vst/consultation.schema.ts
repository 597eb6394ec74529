import { z } from 'zod';
import {
  type AddIssue,
  multiChoice,
  optionalDateTime,
  optionalEnum,
  optionalNumber,
  optionalScore,
  optionalText,
  requireWhen,
} from '../cases/fields.ts';
import type { Loose, VstCheckContext } from './check-context.ts';
import { includesChoice as has } from './check-context.ts';
import { isAfter, isImpeded, isPhoneOnly, isVideo } from './clinical-rules.ts';
import { VST_LIMITS as L } from './limits.ts';
import { NOT_STROKE_DIAGNOSIS_VALUES } from './management-options.ts';
import { VST_MESSAGES as M } from './messages.ts';
import {
  COMORBIDITY_VALUES,
  CONSULT_TYPE_VALUES,
  IMAGES_AVAILABLE_VALUES,
  INTERNET_TYPE_VALUES,
  LOCAL_PACS_REASON_VALUES,
  NIHSS_PERFORMED_BY_VALUES,
  OCCLUSION_VESSEL_VALUES,
  OTHER,
  PRE_STROKE_ACTIVITY_VALUES,
  PRELIMINARY_DIAGNOSIS_VALUES,
  REASON_NO_VIDEO_VALUES,
  STROKE_TYPE,
  STROKE_TYPE_VALUES,
  TECHNICAL_ISSUE_VALUES,
  TECHNICAL_SUCCESS_VALUES,
  YES,
  YES_NO,
} from './options.ts';

/**
 * The clinical sections of the VST consult (spec 3 §3.1, §2.5): clinical presentation, imaging,
 * diagnosis, recommended management (reperfusionTherapiesDetails), technical consultation and
 * hospital agreement, with the field names of §3.1.
 *
 * Each schema checks its fields one by one (types, choices, limits with the spec's messages;
 * nothing is clamped) and holds no requirement and no transform, so it also describes the section
 * the server answers. What is required, always or by the answers and the completeness toggle, is
 * its `check*` function's, run with the consult's context (check-context.ts) for the sections a
 * save names (case.schema.ts). Hidden fields are cleared by clearing-rules.ts. Recommended
 * Management is management.schema.ts (re-exported here).
 */
export * from './management.schema.ts';

const yesNo = optionalEnum(YES_NO);
const volume = optionalNumber({ min: 0, max: L.volumeMaxMl });
const longText = optionalText(L.longText);
const atLeastOne = M.atLeastOneOption;

export const clinicalPresentationInformationSchema = z.object({
  siteHospitalPreliminaryDiagnosis: optionalEnum(PRELIMINARY_DIAGNOSIS_VALUES),
  preliminaryDiagnosisOtherNotes: longText,
  wakeUpStroke: yesNo,
  lastKnownWellDateAndTime: optionalDateTime,
  symptomOnsetDateAndTime: optionalDateTime,
  /** NIHSS 0 to 42, or 99 (§5.2). */
  clinicalPresentationNIHSS: optionalScore(
    { min: L.nihssMin, max: L.nihssMax, codes: [L.scoreUnknown] },
    M.nihssRange,
  ),
  nihssPerformedBy: optionalEnum(NIHSS_PERFORMED_BY_VALUES),
  /** Pre-stroke mRS 0 to 5, or 99 (§5.2). */
  preStrokemRS: optionalScore({ min: L.mrsMin, max: L.mrsMax, codes: [L.scoreUnknown] }, M.mrsRange),
  preStrokeActivities: multiChoice(PRE_STROKE_ACTIVITY_VALUES),
  currentComorbidities: multiChoice(COMORBIDITY_VALUES),
  otherComorbidities: longText,
  /** Medication names from GET /medications (§7.1). */
  currentMedications: z.array(z.string().trim().min(1).max(L.shortText)).max(L.maxMedications).default([]),
  otherMedications: longText,
  clinicalPresentationDetails: longText,
});
export type ClinicalPresentationInformation = z.infer<typeof clinicalPresentationInformationSchema>;

/**
 * Clinical presentation (§5.2): the Other notes with Other; last known well and symptom onset not
 * after the call. With the toggle on: preliminary diagnosis, wake-up stroke, last known well,
 * NIHSS and who performed it, pre-stroke mRS and at least one comorbidity.
 */
export function checkClinicalPresentation(v: Loose, add: AddIssue, ctx: VstCheckContext): void {
  const on = ctx.validationRequired;
  for (const field of [
    'siteHospitalPreliminaryDiagnosis',
    'wakeUpStroke',
    'lastKnownWellDateAndTime',
    'clinicalPresentationNIHSS',
    'nihssPerformedBy',
    'preStrokemRS',
  ]) {
    requireWhen(add, on, v?.[field], [field]);
  }
  requireWhen(add, on, v?.currentComorbidities, ['currentComorbidities'], atLeastOne);
  requireWhen(add, v?.siteHospitalPreliminaryDiagnosis === OTHER, v?.preliminaryDiagnosisOtherNotes, [
    'preliminaryDiagnosisOtherNotes',
  ]);
  requireWhen(add, has(v?.currentComorbidities, OTHER), v?.otherComorbidities, ['otherComorbidities']);
  if (isAfter(v?.lastKnownWellDateAndTime, ctx.callDateTime)) {
    add(['lastKnownWellDateAndTime'], M.lastKnownWellAfterCall);
  }
  if (isAfter(v?.symptomOnsetDateAndTime, ctx.callDateTime)) {
    add(['symptomOnsetDateAndTime'], M.symptomOnsetAfterCall);
  }
}

export const imagingDetailsSchema = z.object({
  establishedInfarct: yesNo,
  haemorrhage: yesNo,
  /** mL; the form offers the (A*B*C)/2 hint (`haemorrhageVolume`). */
  haemorrhageVolume: volume,
  ctaPerformed: yesNo,
  vesselOcclusion: yesNo,
  occlusionLocationVessels: multiChoice(OCCLUSION_VESSEL_VALUES),
  ctpPerformed: yesNo,
  /** mL. */
  ctpCoreVolume: volume,
  ctpPenumbralVolume: volume,
  ctpMismatchRatio: optionalNumber({ min: 0, max: L.mismatchRatioMax }),
  imagesAvailableOnVisage: optionalEnum(IMAGES_AVAILABLE_VALUES),
  perfusionMapsAvailable: yesNo,
  didImpactTreatmentDecision: yesNo,
  localPACSAccessed: yesNo,
  reasonsForAccessingLocalPACS: multiChoice(LOCAL_PACS_REASON_VALUES),
  reasonForAccessingLocalPACSOther: longText,
  brainImagingResults: longText,
});
export type ImagingDetails = z.infer<typeof imagingDetailsSchema>;

/**
 * Imaging (§4.2): the local PACS Other text with Other. With the toggle on: the six questions, and
 * down each chain what its answer shows (volume, occlusion and vessels, CTP volumes, PACS reasons
 * and impact).
 */
export function checkImagingDetails(v: Loose, add: AddIssue, ctx: VstCheckContext): void {
  const on = ctx.validationRequired;
  const req = (when: boolean, field: string, message?: string) =>
    requireWhen(add, on && when, v?.[field], [field], message);
  for (const field of [
    'establishedInfarct',
    'haemorrhage',
    'ctaPerformed',
    'ctpPerformed',
    'imagesAvailableOnVisage',
    'localPACSAccessed',
  ]) {
    req(true, field);
  }
  req(v?.haemorrhage === YES, 'haemorrhageVolume');
  req(v?.ctaPerformed === YES, 'vesselOcclusion');
  req(v?.ctaPerformed === YES && v?.vesselOcclusion === YES, 'occlusionLocationVessels', atLeastOne);
  req(v?.ctpPerformed === YES, 'ctpCoreVolume');
  req(v?.ctpPerformed === YES, 'ctpPenumbralVolume');
  req(v?.localPACSAccessed === YES, 'reasonsForAccessingLocalPACS', atLeastOne);
  req(v?.localPACSAccessed === YES, 'didImpactTreatmentDecision');
  requireWhen(add, has(v?.reasonsForAccessingLocalPACS, OTHER), v?.reasonForAccessingLocalPACSOther, [
    'reasonForAccessingLocalPACSOther',
  ]);
}

export const diagnosisDetailsSchema = z.object({
  strokeType: optionalEnum(STROKE_TYPE_VALUES),
  diagnosisDetails: longText,
  /** 'notStoke' spelt so (§3.1). */
  notStokeDiagnosisDetails: multiChoice(NOT_STROKE_DIAGNOSIS_VALUES),
  notStokeDiagnosisDetailsOtherNotes: longText,
});
export type DiagnosisDetails = z.infer<typeof diagnosisDetailsSchema>;

/**
 * Diagnosis (§5.2), whatever the toggle: the stroke type; Not Stroke needs at least one diagnosis
 * (Other: its notes); any other type the diagnosis details.
 */
export function checkDiagnosisDetails(v: Loose, add: AddIssue): void {
  const type = v?.strokeType;
  requireWhen(add, true, type, ['strokeType']);
  const notStroke = type === STROKE_TYPE.NotStroke;
  requireWhen(add, notStroke, v?.notStokeDiagnosisDetails, ['notStokeDiagnosisDetails'], atLeastOne);
  requireWhen(
    add,
    notStroke && has(v?.notStokeDiagnosisDetails, OTHER),
    v?.notStokeDiagnosisDetailsOtherNotes,
    ['notStokeDiagnosisDetailsOtherNotes'],
  );
  requireWhen(add, !!type && !notStroke, v?.diagnosisDetails, ['diagnosisDetails']);
}

export const technicalConsultationInformationSchema = z.object({
  consultType: optionalEnum(CONSULT_TYPE_VALUES),
  reasonNoVideoConsultation: optionalEnum(REASON_NO_VIDEO_VALUES),
  internetType: optionalEnum(INTERNET_TYPE_VALUES),
  otherInternetTypeNotes: longText,
  technicalSuccess: optionalEnum(TECHNICAL_SUCCESS_VALUES),
  technicalIssues: multiChoice(TECHNICAL_ISSUE_VALUES),
  technicalIssuesOtherNotes: longText,
});
export type TechnicalConsultationInformation = z.infer<typeof technicalConsultationInformationSchema>;

/**
 * Technical consultation (§5.2), whatever the toggle: consult type and technical success; the
 * reason there was no video (phone only), the internet type (video; Other: its notes), at least
 * one technical issue when impeded (Other: its notes).
 */
export function checkTechnicalConsultation(v: Loose, add: AddIssue): void {
  requireWhen(add, true, v?.consultType, ['consultType']);
  requireWhen(add, true, v?.technicalSuccess, ['technicalSuccess']);
  requireWhen(add, isPhoneOnly(v?.consultType), v?.reasonNoVideoConsultation, ['reasonNoVideoConsultation']);
  requireWhen(add, isVideo(v?.consultType), v?.internetType, ['internetType']);
  requireWhen(add, v?.internetType === OTHER, v?.otherInternetTypeNotes, ['otherInternetTypeNotes']);
  const impeded = isImpeded(v?.technicalSuccess);
  requireWhen(add, impeded, v?.technicalIssues, ['technicalIssues'], atLeastOne);
  requireWhen(add, has(v?.technicalIssues, OTHER), v?.technicalIssuesOtherNotes, [
    'technicalIssuesOtherNotes',
  ]);
}

export const hospitalAgreementDetailsSchema = z.object({
  agreementFromHospitalToDeliverTreatmentPlan: yesNo,
  appropriateReferralToVST: yesNo,
});
export type HospitalAgreementDetails = z.infer<typeof hospitalAgreementDetailsSchema>;

/** Hospital agreement (§5.2): appropriate referral always; the hospital's agreement with the toggle on. */
export function checkHospitalAgreement(
  v: Loose,
  add: AddIssue,
  ctx: Pick<VstCheckContext, 'validationRequired'>,
): void {
  requireWhen(add, true, v?.appropriateReferralToVST, ['appropriateReferralToVST']);
  requireWhen(add, ctx.validationRequired, v?.agreementFromHospitalToDeliverTreatmentPlan, [
    'agreementFromHospitalToDeliverTreatmentPlan',
  ]);
}
