import type { Option } from '../cases/option.ts';
import { STROKE_HOSPITAL_UNITS, STROKE_POSITIONS, YES_NO_OPTIONS } from './options.ts';

/**
 * Builders of the stroke records' field declarations (GUIDE §7 "one field definition, many uses":
 * a field's name in its section, the label people read, the kind of value and, for choices, the
 * option list; forms, PDFs and export columns derive from them), and the declarations VST and VTIS
 * share (referrer, patient's hospital, specialist).
 */
export interface FieldDeclaration<K extends string = string> {
  readonly name: string;
  readonly label: string;
  readonly kind: K;
  readonly options?: readonly Option<string>[];
  /** false: a form control, not clinical data (the mandatory-fields toggle): left out of the PDFs. */
  readonly printed?: false;
}

export const textField = (name: string, label: string) => ({ name, label, kind: 'text' as const });
export const numberField = (name: string, label: string) => ({ name, label, kind: 'number' as const });
export const dateTimeField = (name: string, label: string) => ({ name, label, kind: 'dateTime' as const });
export const choiceField = (name: string, label: string, options: readonly Option<string>[]) => ({
  name,
  label,
  kind: 'choice' as const,
  options,
});
export const choicesField = (name: string, label: string, options: readonly Option<string>[]) => ({
  name,
  label,
  kind: 'choices' as const,
  options,
});
export const yesNoField = (name: string, label: string) => choiceField(name, label, YES_NO_OPTIONS);

export const REFERRER_FIELDS = [
  textField('referrerFirstName', 'First Name'),
  textField('referrerLastName', 'Last Name'),
  choiceField('referrerPosition', 'Position', STROKE_POSITIONS),
  textField('referrerContactNumber', 'Contact Number'),
  { name: 'referrerHospitalId', label: 'Hospital', kind: 'hospital' },
  choiceField('referrerHospitalUnit', 'Hospital Unit', STROKE_HOSPITAL_UNITS),
  textField('referrerHospitalAddress', 'Hospital Address'),
  textField('referrerEmailAddress', 'Email Address'),
  dateTimeField('referralDateTime', 'Referral Date/Time'),
] as const;

export const PATIENT_HOSPITAL_FIELDS = [
  { name: 'patientHospitalId', label: 'Hospital', kind: 'hospital' },
  choiceField('patientHospitalUnit', 'Hospital Unit', STROKE_HOSPITAL_UNITS),
  textField('patientHospitalUrn', 'URN/THCI'),
  textField('patientHospitalAddress', 'Hospital Address'),
] as const;

/** The specialist and the contact time, first in every neurologist section. */
export const SPECIALIST_FIELDS = [
  { name: 'specialistId', label: 'Neurologist/Stroke Specialist', kind: 'user' },
  dateTimeField('specialistDateAndTime', 'Date/Time Specialist Contacted'),
] as const;
/** The handover history, last in every neurologist section. */
export const HANDOVER_HISTORY_FIELD = {
  name: 'specialists',
  label: 'Handover History',
  kind: 'specialists',
} as const;
