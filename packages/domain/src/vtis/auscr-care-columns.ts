import {
  AUSCR_STROKE_TYPES,
  AUSCR_YES_NO,
  auscrNumber,
  auscrStrokeType,
  auscrYesNoUnknown,
} from './auscr-codes.ts';
import {
  type AuscrColumn,
  choice,
  choices,
  column,
  date,
  textColumn,
  time,
  yesNoUnknown,
} from './auscr-column.ts';
import {
  ANTIPLATELET_ANSWERS,
  COMPLICATIONS,
  DISCHARGE_DESTINATIONS,
  MOBILISATION_METHODS,
  PRESCRIPTION_ANSWERS,
} from './hospital-documentation-options.ts';

/**
 * The AUSCR_Report.csv columns of the acute care (diagnosis, thrombolysis, the Fever, Sugar,
 * Swallow items, mobilisation, antiplatelets, complications) and of the discharge, in the
 * registry's order (auscr.ts).
 */

const CI = 'clinicalInformation';
const SP = 'secondaryPrevention';
const DI = 'dischargeInformation';

export const ACUTE_CARE: AuscrColumn[] = [
  column(
    'NIHSS at baseline',
    '0 to 42, or 99 (not assessable)',
    `${CI}.nihssOnAdmission`,
    auscrNumber,
    null,
    'dd42',
  ),
  yesNoUnknown(
    'Did the patient have a brain scan after this stroke?',
    `${CI}.didPatientHaveBrainScanAfterThisStroke`,
    'dd42',
  ),
  date('Date of first brain scan after the stroke', `${CI}.firstBrainScanDate`, 'dd42'),
  time('Time of first brain scan after the stroke', `${CI}.firstBrainScanTime`, 'dd42'),
  column(
    'Type of stroke',
    'The VTIS consult’s final diagnosis',
    'diagnosisDetails.strokeType',
    auscrStrokeType,
    AUSCR_STROKE_TYPES,
    'variablesPage',
  ),
  yesNoUnknown('Was the patient thrombolysed?', 'patientHistory.intravenousThrombolysisReceived', null),
  date('Date of thrombolysis', 'patientHistory.dateOfThrombolysis', null),
  time('Time of thrombolysis', 'patientHistory.timeOfThrombolysis', null),
  // The eight swallow variables of the FeSS module.
  yesNoUnknown('Was a swallow screen performed?', `${CI}.wasSwallowScreenPerformed`, 'fessModule'),
  date('Date of swallow screen', `${CI}.swallowScreenDate`, 'fessModule'),
  time('Time of swallow screen', `${CI}.swallowScreenTime`, 'fessModule'),
  yesNoUnknown(
    'Was a swallow assessment by a speech pathologist performed?',
    `${CI}.wasSwallowAssessmentBySpeechPathologistRecorded`,
    'fessModule',
  ),
  date('Date of swallow assessment', `${CI}.swallowAssessmentDate`, 'fessModule'),
  time('Time of swallow assessment', `${CI}.swallowAssessmentTime`, 'fessModule'),
  yesNoUnknown(
    'Was the swallow screened or assessed before oral medication was given?',
    `${CI}.wasSwallowScreenedBeforeOralMedication`,
    'fessModule',
  ),
  yesNoUnknown(
    'Was the swallow screened or assessed before food or liquid was given?',
    `${CI}.wasSwallowScreenedBeforeFoodOrLiquid`,
    'fessModule',
  ),
  // The six fever and glucose variables of the FeSS module.
  yesNoUnknown(
    'Was the temperature recorded at least four times on day one of admission?',
    `${CI}.wasTemperatureRecordedFourTimes`,
    'fessModule',
  ),
  yesNoUnknown(
    'Did the patient have a fever (37.5 °C or more) within 72 hours of admission?',
    `${CI}.didPatientHaveFeverWithin72Hours`,
    'fessModule',
  ),
  yesNoUnknown(
    'Was paracetamol given within one hour of the fever?',
    `${CI}.wasParacetamolGivenWithinOneHour`,
    'fessModule',
  ),
  yesNoUnknown(
    'Was finger-prick glucose recorded at least four times on day one of admission?',
    `${CI}.wasFingerPrickGlucoseRecordedFourTimes`,
    'fessModule',
  ),
  yesNoUnknown(
    'Did the patient have a glucose level above 10 mmol/L within 48 hours of admission?',
    `${CI}.didPatientHaveHighGlucoseWithin48Hours`,
    'fessModule',
  ),
  yesNoUnknown(
    'Was insulin given within one hour of the high glucose?',
    `${CI}.wasInsulinGivenWithinOneHour`,
    'fessModule',
  ),
  yesNoUnknown(
    'Was the patient mobilised during this admission?',
    `${CI}.wasPatientMobilisedInThisAdmission`,
    'faqAcuteDataEntry',
  ),
  date('Date of first mobilisation', `${CI}.firstMobilisationDate`, 'faqAcuteDataEntry'),
  choice(
    'How was the patient first mobilised?',
    `${CI}.firstMobilisationMethod`,
    MOBILISATION_METHODS,
    'faqAcuteDataEntry',
  ),
  choice('Was an antiplatelet given?', `${CI}.wereAntiplateletsGiven`, ANTIPLATELET_ANSWERS, 'faqIndex'),
  date('Date antiplatelet given', `${CI}.antiplateletsDate`, 'faqIndex'),
  time('Time antiplatelet given', `${CI}.antiplateletsTime`, 'faqIndex'),
  choices('Complications', `${CI}.complicationsPostStroke`, COMPLICATIONS, 'variablesPage'),
];

export const DISCHARGE: AuscrColumn[] = [
  date('Date of discharge', `${DI}.hospitalDischargeDate`, 'dataEntryChecklist'),
  choice('Discharge destination', `${DI}.dischargeDestination`, DISCHARGE_DESTINATIONS, 'variablesPage'),
  textColumn(
    'Discharge destination: other (specify)',
    'Free text',
    `${DI}.dischargeDestinationOther`,
    'variablesPage',
  ),
  column(
    'Did the patient die in hospital?',
    'Yes or No',
    `${DI}.patientDeceasedDuringHospitalCare`,
    auscrYesNoUnknown,
    AUSCR_YES_NO,
    'faqAcuteDataEntry',
  ),
  date('Date of death', `${DI}.dateOfDeath`, 'faqAcuteDataEntry'),
  column(
    'Modified Rankin Scale at discharge',
    '0 to 6, or 99 (unknown)',
    `${DI}.dischargemRS`,
    auscrNumber,
    null,
    null,
  ),
  column(
    'NIHSS at discharge',
    '0 to 42, or 99 (not assessable)',
    `${DI}.nihssOnDischarge`,
    auscrNumber,
    null,
    null,
  ),
  textColumn('ICD-10 code 1', 'ICD-10-AM code', `${DI}.icd10Code1`, 'faqAcuteDataEntry'),
  textColumn('ICD-10 code 2', 'ICD-10-AM code', `${DI}.icd10Code2`, 'faqAcuteDataEntry'),
  textColumn('ICD-10 code 3', 'ICD-10-AM code', `${DI}.icd10Code3`, 'faqAcuteDataEntry'),
  textColumn('ICD-10 code 4', 'ICD-10-AM code', `${DI}.icd10Code4`, 'faqAcuteDataEntry'),
  choice(
    'Discharged on antithrombotic medication',
    `${SP}.antithromboticsPrescribedAtDischarge`,
    PRESCRIPTION_ANSWERS,
    null,
  ),
  choice(
    'Discharged on antihypertensive medication',
    `${SP}.antihypertensivesPrescribedAtDischarge`,
    PRESCRIPTION_ANSWERS,
    null,
  ),
  choice(
    'Discharged on lipid-lowering medication',
    `${SP}.lipidLoweringTreatmentPrescribedAtDischarge`,
    PRESCRIPTION_ANSWERS,
    null,
  ),
  yesNoUnknown('Was a care plan provided on discharge?', `${DI}.wasDischargeCarePlanProvided`, null),
  yesNoUnknown(
    'Did the patient or family receive stroke information?',
    `${SP}.didPatientOrFamilyReceiveInformation`,
    null,
  ),
  yesNoUnknown(
    'Is there evidence of patient education about behaviour change?',
    `${SP}.evidenceOfPatientEducationAboutBehaviourChange`,
    null,
  ),
  yesNoUnknown('Was smoking cessation advice given?', `${SP}.didPatientReceiveSmokingCessationAdvice`, null),
];
