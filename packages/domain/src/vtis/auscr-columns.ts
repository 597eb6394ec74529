import {
  AUSCR_GENDER,
  AUSCR_INDIGENOUS_STATUS,
  AUSCR_TIME_ACCURACY,
  AUSCR_YES_NO,
  AUSCR_YES_NO_UNKNOWN,
  auscrFullName,
  auscrGender,
  auscrIndigenousStatus,
  auscrNumber,
  auscrReferenceCode,
  auscrStreetAddress,
  auscrText,
  auscrTimeAccuracy,
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
import { LIFESTYLE_RISK_FACTORS, MEDICAL_RISK_FACTORS } from './hospital-documentation-options.ts';
import { NOK_RELATIONSHIPS, TITLES } from './options.ts';

/**
 * The AUSCR_Report.csv columns of the hospital, the patient, the admission and the pre-stroke
 * history, in the registry's order (auscr.ts).
 */

export const STUDY_ID: AuscrColumn = {
  variable: 'SCOUT Study ID',
  number: null,
  label: 'SCOUT’s study ID of the VTIS consult (not a registry variable)',
  source: ['studyId'],
  from: (r) => r.studyId,
  codes: null,
  confirmedIn: null,
};

export const HOSPITAL_AND_PATIENT: AuscrColumn[] = [
  {
    variable: 'Hospital name',
    number: null,
    label: 'The patient’s hospital',
    source: ['patientInformation.patientHospitalId'],
    from: (r) => auscrText(r.hospitalName),
    codes: null,
    confirmedIn: 'dd42',
  },
  choice('Title', 'patientInformation.title', TITLES, 'dd42'),
  textColumn('First name', 'As in the patient profile', 'patient.firstName', 'dd42'),
  textColumn('Last name', 'As in the patient profile', 'patient.lastName', 'dd42'),
  date('Date of birth', 'patient.dateOfBirth', 'dd42'),
  column('Age', 'Whole years, as in the patient profile', 'patient.age', auscrNumber, null, 'vicVst31'),
  textColumn('Medicare number', 'As recorded', 'patientInformation.medicareNumber', 'dd42'),
  textColumn(
    'Hospital Medical Record Number (MRN)',
    'URN/THCI',
    'patientInformation.patientHospitalUrn',
    'dd42',
  ),
  column('Gender', 'Unspecified is written Not stated', 'patient.gender', auscrGender, AUSCR_GENDER, 'dd42'),
  column(
    'Country of birth',
    'SACC code',
    'patientInformation.countryOfBirthCode',
    auscrReferenceCode,
    null,
    'dd42',
  ),
  column(
    'Language spoken',
    'ASCL code',
    'patientInformation.spokenLanguageCode',
    auscrReferenceCode,
    null,
    'dd42',
  ),
  column(
    'Interpreter needed',
    'Yes or No',
    'patientInformation.interpreterRequired',
    auscrYesNoUnknown,
    AUSCR_YES_NO,
    'dd42',
  ),
  column(
    'Is the patient of Aboriginal/Torres Strait Islander origin?',
    'The national standard’s wording (METeOR 291036)',
    'patientInformation.atsi',
    auscrIndigenousStatus,
    AUSCR_INDIGENOUS_STATUS,
    'dd42',
  ),
  textColumn('Mobile number', 'As recorded', 'patientInformation.mobileNumber', 'dd42'),
  {
    variable: 'Street address',
    number: null,
    label: 'Unit/number and street',
    source: ['patient.addressUnitOrRoomNumber', 'patient.addressStreetNumber', 'patient.addressStreetName'],
    from: (r) => auscrStreetAddress(r.patient),
    codes: null,
    confirmedIn: 'dd42',
  },
  textColumn('Suburb', 'As in the patient profile', 'patient.addressSuburb', 'dd42'),
  textColumn('Postcode', 'As in the patient profile', 'patient.addressPostcode', 'dd42'),
  textColumn('State', 'VIC, NSW, ... as in the patient profile', 'patient.addressState', 'dd42'),
  column('Country', 'SACC code', 'patient.addressCountryCode', auscrReferenceCode, null, 'dd42'),
  {
    variable: 'Emergency contact details: name',
    number: null,
    label: 'The next of kin’s first name and surname',
    source: ['patientInformation.nokFirstName', 'patientInformation.nokSurname'],
    from: (r) => auscrFullName(r.patientInformation?.nokFirstName, r.patientInformation?.nokSurname),
    codes: null,
    confirmedIn: 'dd42',
  },
  textColumn(
    'Emergency contact details: phone number',
    'As recorded',
    'patientInformation.nokContactNumber',
    'dd42',
  ),
  choice(
    'Emergency contact relationship to participant',
    'patientInformation.nokRelationship',
    NOK_RELATIONSHIPS,
    'dd42',
  ),
];

export const ADMISSION: AuscrColumn[] = [
  date('Onset date', 'clinicalInformation.dateOfStroke', 'dd42'),
  time('Onset time', 'clinicalInformation.timeOfStroke', 'dd42'),
  column(
    'Onset time accuracy',
    'The accuracy’s wording',
    'clinicalInformation.timeOfStrokeAccuracy',
    auscrTimeAccuracy,
    AUSCR_TIME_ACCURACY,
    null,
  ),
  yesNoUnknown(
    'Did the stroke occur while the patient was in hospital?',
    'clinicalInformation.didStrokeOccurWhilePatientInHospital',
    'dd42',
  ),
  date('Date of arrival to Emergency Department', 'patientHistory.edPresentationDate', 'dd42'),
  time('Time of arrival to Emergency Department', 'patientHistory.edPresentationTime', 'dd42'),
  yesNoUnknown(
    'Did the patient arrive by ambulance?',
    'clinicalInformation.didPatientArriveByAmbulance',
    'dd42',
  ),
  yesNoUnknown(
    'Was the patient transferred from another hospital?',
    'clinicalInformation.wasPatientTransferredFromAnotherHospital',
    'dd42',
  ),
  date('Date of transfer', 'clinicalInformation.transferDate', null),
  time('Time of transfer', 'clinicalInformation.transferTime', null),
  date('Date of admission to hospital', 'admissionDetails.hospitalAdmissionDate', 'dd42'),
  time('Time of admission to hospital', 'admissionDetails.hospitalAdmissionTime', 'dd42'),
  yesNoUnknown(
    'Was the patient treated in a Stroke Unit at any time during their stay?',
    'clinicalInformation.wasPatientProvidedStrokeUnitCareWhileAdmitted',
    'dd42',
  ),
  yesNoUnknown(
    'Was the patient able to walk independently on admission?',
    'clinicalInformation.wasPatientAbleToWalkIndependentlyOnAdmission',
    'vicVst31',
  ),
];

export const PRE_STROKE_HISTORY: AuscrColumn[] = [
  column(
    'Previous stroke',
    'Yes, No, or Unknown for "Not documented"',
    'patientHistory.previousStroke',
    auscrYesNoUnknown,
    AUSCR_YES_NO_UNKNOWN,
    'dd42',
  ),
  column(
    'Pre-stroke modified Rankin Scale',
    '0 to 5, or 99 (unknown)',
    'clinicalInformation.preStrokemRS',
    auscrNumber,
    null,
    null,
  ),
  choices(
    'History of known risk factors',
    'clinicalInformation.medicalRiskFactors',
    MEDICAL_RISK_FACTORS,
    'dd70',
  ),
  textColumn(
    'History of known risk factors: other (specify)',
    'Free text',
    'clinicalInformation.additionalMedicalRiskFactors',
    null,
  ),
  choices('Lifestyle risk factors', 'clinicalInformation.lifestyleRiskFactors', LIFESTYLE_RISK_FACTORS, null),
  textColumn(
    'Lifestyle risk factors: other (specify)',
    'Free text',
    'clinicalInformation.additionalLifestyleRiskFactors',
    null,
  ),
];
