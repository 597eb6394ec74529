import type { Option } from '../cases/option.ts';
import {
  ANTIPLATELET_ANSWERS,
  COMPLICATIONS,
  DISCHARGE_DESTINATIONS,
  DRIVING_RESTRICTIONS,
  FOLLOW_UP_INVESTIGATIONS,
  FOLLOW_UP_REFERRALS,
  LIFESTYLE_RISK_FACTORS,
  MEDICAL_RISK_FACTORS,
  MOBILISATION_METHODS,
  PRESCRIPTION_ANSWERS,
  THERAPIES,
  TIME_OF_STROKE_ACCURACY_OPTIONS,
  YES_NO_OPTIONS,
  YES_NO_UNKNOWN_OPTIONS,
} from './hospital-documentation-options.ts';
import type { HospitalDocumentationSectionName } from './hospital-documentation-sections.ts';

/**
 * Every field of the hospital documentation once (GUIDE §7 "one field definition, many uses"):
 * its name in the section, the label people read (the question as the form, the discharge summary
 * and the export columns ask it), the kind of value and, for choices, the option list; in form
 * order. A test keeps them in step with the section schemas.
 */
export type HospitalDocumentationFieldKind =
  | 'text'
  | 'number'
  /** YYYY-MM-DD. */
  | 'date'
  /** HH:mm. */
  | 'time'
  | 'choice'
  | 'choices'
  /** Timed readings ({ recordedAt, value }): °C or mmol/L, see `unit`. */
  | 'readings'
  /** Computed by the rules, shown read-only (length of stay). */
  | 'computed';

export interface HospitalDocumentationField {
  readonly name: string;
  readonly label: string;
  readonly kind: HospitalDocumentationFieldKind;
  readonly options?: readonly Option<string>[];
  readonly unit?: string;
}

type F = HospitalDocumentationField;
const text = (name: string, label: string): F => ({ name, label, kind: 'text' });
const num = (name: string, label: string): F => ({ name, label, kind: 'number' });
const day = (name: string, label: string): F => ({ name, label, kind: 'date' });
const clock = (name: string, label: string): F => ({ name, label, kind: 'time' });
const one = (name: string, label: string, options: readonly Option<string>[]): F => ({
  name,
  label,
  kind: 'choice',
  options,
});
const many = (name: string, label: string, options: readonly Option<string>[]): F => ({
  name,
  label,
  kind: 'choices',
  options,
});
const ynu = (name: string, label: string) => one(name, label, YES_NO_UNKNOWN_OPTIONS);

export const HOSPITAL_DOCUMENTATION_FIELDS = {
  admissionDetails: [
    day('hospitalAdmissionDate', 'Hospital Admission Date'),
    clock('hospitalAdmissionTime', 'Hospital Admission Time'),
  ],
  clinicalInformation: [
    day('dateOfStroke', 'Date of Stroke'),
    one('timeOfStrokeAccuracy', 'Time of Stroke Accuracy', TIME_OF_STROKE_ACCURACY_OPTIONS),
    clock('timeOfStroke', 'Time of Stroke'),
    ynu('didStrokeOccurWhilePatientInHospital', 'Did the stroke occur while the patient was in hospital?'),
    ynu('didPatientArriveByAmbulance', 'Did the patient arrive by ambulance?'),
    ynu('wasPatientTransferredFromAnotherHospital', 'Was the patient transferred from another hospital?'),
    day('transferDate', 'Transfer Date'),
    clock('transferTime', 'Transfer Time'),
    ynu('didPatientHaveBrainScanAfterThisStroke', 'Did the patient have a brain scan after this stroke?'),
    day('firstBrainScanDate', 'Date of First Brain Scan'),
    clock('firstBrainScanTime', 'Time of First Brain Scan'),
    num('nihssOnAdmission', 'NIHSS on Admission'),
    num('preStrokemRS', 'Pre-Stroke mRS'),
    ynu(
      'wasPatientProvidedStrokeUnitCareWhileAdmitted',
      'Was the patient provided stroke unit care while admitted?',
    ),
    many('complicationsPostStroke', 'Complications Post Stroke', COMPLICATIONS),
    many('medicalRiskFactors', 'Medical Risk Factors', MEDICAL_RISK_FACTORS),
    text('additionalMedicalRiskFactors', 'Additional Medical Risk Factors'),
    many('lifestyleRiskFactors', 'Lifestyle Risk Factors', LIFESTYLE_RISK_FACTORS),
    text('additionalLifestyleRiskFactors', 'Additional Lifestyle Risk Factors'),
    ynu('wasSwallowScreenPerformed', 'Was a swallow screen performed?'),
    day('swallowScreenDate', 'Swallow Screen Date'),
    clock('swallowScreenTime', 'Swallow Screen Time'),
    one('didPatientPassSwallowScreen', 'Did the patient pass the swallow screen?', YES_NO_OPTIONS),
    ynu(
      'wasSwallowAssessmentBySpeechPathologistRecorded',
      'Was a swallow assessment by a speech pathologist recorded?',
    ),
    day('swallowAssessmentDate', 'Swallow Assessment Date'),
    clock('swallowAssessmentTime', 'Swallow Assessment Time'),
    ynu(
      'wasSwallowScreenedBeforeOralMedication',
      'Was the swallow screened or assessed before oral medication?',
    ),
    ynu(
      'wasSwallowScreenedBeforeFoodOrLiquid',
      'Was the swallow screened or assessed before food or liquid?',
    ),
    ynu(
      'wasPatientAbleToWalkIndependentlyOnAdmission',
      'Was the patient able to walk independently on admission?',
    ),
    ynu('wasPatientMobilisedInThisAdmission', 'Was the patient mobilised in this admission?'),
    day('firstMobilisationDate', 'Date of First Mobilisation'),
    one('firstMobilisationMethod', 'First Mobilisation Method', MOBILISATION_METHODS),
    one('wereAntiplateletsGiven', 'Were antiplatelets given?', ANTIPLATELET_ANSWERS),
    day('antiplateletsDate', 'Antiplatelets Date'),
    clock('antiplateletsTime', 'Antiplatelets Time'),
    { name: 'temperatureReadings', label: 'Temperatures Recorded', kind: 'readings', unit: '°C' },
    ynu('wasTemperatureRecordedFourTimes', 'Was the temperature recorded at least four times on day one?'),
    ynu(
      'didPatientHaveFeverWithin72Hours',
      'Did the patient have a fever (37.5 °C or more) within 72 hours?',
    ),
    ynu('wasParacetamolGivenWithinOneHour', 'Was paracetamol given within 1 hour of the fever?'),
    {
      name: 'fingerPrickGlucoseReadings',
      label: 'Finger-Prick Glucose Recorded',
      kind: 'readings',
      unit: 'mmol/L',
    },
    ynu(
      'wasFingerPrickGlucoseRecordedFourTimes',
      'Was finger-prick glucose recorded at least four times on day one?',
    ),
    ynu(
      'didPatientHaveHighGlucoseWithin48Hours',
      'Did the patient have a high glucose (above 10 mmol/L) within 48 hours?',
    ),
    ynu('wasInsulinGivenWithinOneHour', 'Was insulin given within 1 hour of the high glucose?'),
  ],
  secondaryPrevention: [
    ynu('didPatientOrFamilyReceiveInformation', 'Did the patient or family receive stroke information?'),
    ynu(
      'evidenceOfPatientEducationAboutBehaviourChange',
      'Is there evidence of patient education about behaviour change?',
    ),
    ynu('didPatientReceiveSmokingCessationAdvice', 'Did the patient receive smoking cessation advice?'),
    one(
      'antithromboticsPrescribedAtDischarge',
      'Antithrombotics prescribed at discharge',
      PRESCRIPTION_ANSWERS,
    ),
    one(
      'antihypertensivesPrescribedAtDischarge',
      'Antihypertensives prescribed at discharge',
      PRESCRIPTION_ANSWERS,
    ),
    one(
      'lipidLoweringTreatmentPrescribedAtDischarge',
      'Lipid-lowering treatment prescribed at discharge',
      PRESCRIPTION_ANSWERS,
    ),
  ],
  dischargeInformation: [
    num('dischargemRS', 'Discharge mRS'),
    num('nihssOnDischarge', 'NIHSS on Discharge'),
    one('patientDeceasedDuringHospitalCare', 'Patient deceased during hospital care', YES_NO_OPTIONS),
    day('dateOfDeath', 'Date of Death'),
    day('hospitalDischargeDate', 'Hospital Discharge Date'),
    { name: 'lengthOfStay', label: 'Length of Stay (days)', kind: 'computed' },
    text('icd10Code1', 'ICD-10 Code 1'),
    text('icd10Code2', 'ICD-10 Code 2'),
    text('icd10Code3', 'ICD-10 Code 3'),
    text('icd10Code4', 'ICD-10 Code 4'),
    one('dischargeDestination', 'Discharge Destination', DISCHARGE_DESTINATIONS),
    text('dischargeDestinationOther', 'Other Discharge Destination'),
    ynu('wasDischargeCarePlanProvided', 'Was a discharge care plan provided?'),
    many('followUpInvestigationsArranged', 'Follow-Up Investigations Arranged', FOLLOW_UP_INVESTIGATIONS),
    text('additionalFollowUpInvestigationsArranged', 'Additional Follow-Up Investigations Arranged'),
    many('followUpReferralsArranged', 'Follow-Up Referrals Arranged', FOLLOW_UP_REFERRALS),
    text('additionalFollowUpReferralsArranged', 'Additional Follow-Up Referrals Arranged'),
    text('equipmentRequiredForHome', 'Equipment Required for Home'),
    many('ongoingTherapyRequired', 'Ongoing Therapy Required', THERAPIES),
    many('drivingRestrictions', 'Driving Restrictions', DRIVING_RESTRICTIONS),
  ],
} as const satisfies Record<HospitalDocumentationSectionName, readonly HospitalDocumentationField[]>;

/** The label of a field of a section, or the name itself when the section has no such field. */
export function hospitalDocumentationFieldLabel(
  section: HospitalDocumentationSectionName,
  name: string,
): string {
  const fields: readonly HospitalDocumentationField[] = HOSPITAL_DOCUMENTATION_FIELDS[section];
  return fields.find((f) => f.name === name)?.label ?? name;
}
