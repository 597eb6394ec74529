import {
  choiceField,
  choicesField,
  type FieldDeclaration,
  PATIENT_HOSPITAL_FIELDS,
  REFERRER_FIELDS,
  textField,
  yesNoField,
} from '../stroke/field-kit.ts';
import { CLINIC_HOSPITAL_UNITS, CLINIC_REPERFUSION_THERAPIES, INVESTIGATIONS } from './options.ts';
import type { ClinicSectionName } from './sections.ts';

/**
 * Every field of the clinic once (GUIDE §7 "one field definition, many uses"), in form order: its
 * name in the section, the label people read, the kind of value and, for choices, the option
 * list. The form, the PDF and any export derive from these; a test keeps them in step with the
 * section schemas. Builders and the referrer and hospital declarations are stroke/field-kit.ts';
 * the clinic's unit lists offer Outpatient Clinic (§3.9).
 */
export type ClinicFieldKind =
  | 'text'
  | 'dateTime'
  /** A calendar date, YYYY-MM-DD. */
  | 'date'
  | 'choice'
  | 'choices'
  /** An id from GET /hospitals, shown by its name. */
  | 'hospital';
export type ClinicField = FieldDeclaration<ClinicFieldKind>;

/** The stroke declaration of a hospital unit field, with the clinic's list. */
const withClinicUnits = (field: FieldDeclaration): FieldDeclaration =>
  field.name.endsWith('HospitalUnit') ? choiceField(field.name, field.label, CLINIC_HOSPITAL_UNITS) : field;

export const CLINIC_FIELDS = {
  referrerInformation: [
    ...REFERRER_FIELDS.map(withClinicUnits),
    textField('referrerDoctorProviderNumber', 'Referring Doctor Provider Number'),
  ],
  patientInformation: [
    ...PATIENT_HOSPITAL_FIELDS.map(withClinicUnits),
    textField('medicareNumber', 'Medicare Number'),
    textField('patientCurrentLocation', 'Patient Current Location'),
  ],
  clinicalAssessmentDetails: [
    { name: 'dateOfReferral', label: 'Date of Referral', kind: 'date' },
    yesNoField('initialVSTConsultationReceived', 'Initial VST Consultation Received'),
    textField('initialDiagnosisDetails', 'Initial Diagnosis Details'),
    yesNoField('reperfusionTherapyReceived', 'Reperfusion Therapy Received'),
    choicesField('reperfusionTherapy', 'Reperfusion Therapy', CLINIC_REPERFUSION_THERAPIES),
    textField('brainImagingFromInitialPresentation', 'Brain Imaging from Initial Presentation'),
    choicesField('investigationsPerformed', 'Investigations Performed', INVESTIGATIONS),
    textField('investigationsPerformedOther', 'Other Investigations Performed'),
    textField('clinicNotes', 'Clinic Notes'),
    textField('furtherAdviceAndOrTreatment', 'Further Advice and/or Treatment'),
  ],
  furtherFollowup: [
    yesNoField('furtherClinicReviewRequired', 'Further Clinic Review Required'),
    textField('nextClinicReviewTiming', 'Next Clinic Review Timing'),
  ],
} as const satisfies Record<ClinicSectionName, readonly FieldDeclaration[]>;
