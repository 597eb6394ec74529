import { asOptions } from '../cases/option.ts';
import { VST_CLINIC_HOSPITAL_UNIT_VALUES } from '../vst/options.ts';

/**
 * Option lists of the TIA / Minor Stroke outpatient clinic (spec 3 §3.3, §3.9). Conventions as
 * vst/options.ts: a `*_VALUES` tuple for `z.enum`, its options beside it; where the spec gives
 * only the text, the text is the value. The yes/no answers are stroke/options.ts'.
 */
export { NO, OTHER, YES, YES_NO, YES_NO_OPTIONS } from '../vst/options.ts';

/** Hospital units of a clinic (§3.9: "clinic lists also offer Outpatient Clinic"): ED to Other, Outpatient Clinic. */
export const CLINIC_HOSPITAL_UNIT_VALUES = VST_CLINIC_HOSPITAL_UNIT_VALUES;
export const CLINIC_HOSPITAL_UNITS = asOptions(CLINIC_HOSPITAL_UNIT_VALUES);
export type ClinicHospitalUnit = (typeof CLINIC_HOSPITAL_UNIT_VALUES)[number];

/** The reperfusion therapy received at the initial presentation (§3.3, given in full). */
export const CLINIC_REPERFUSION_THERAPY_VALUES = ['Alteplase', 'Tenecteplase', 'ECR'] as const;
export const CLINIC_REPERFUSION_THERAPIES = asOptions(CLINIC_REPERFUSION_THERAPY_VALUES);
export type ClinicReperfusionTherapy = (typeof CLINIC_REPERFUSION_THERAPY_VALUES)[number];

/** Investigations performed (§3.3, given in full); Other reveals investigationsPerformedOther (§4.4, §5.4). */
export const INVESTIGATION_VALUES = [
  'Carotid Doppler',
  'Outpatient MRI Brain',
  'TTE',
  'TOE',
  'Holter Monitor',
  'Bloods lipid profile',
  'Bloods glucose and Hba1c',
  '24 hour ambulatory blood pressure',
  'Other',
] as const;
export const INVESTIGATIONS = asOptions(INVESTIGATION_VALUES);
export type Investigation = (typeof INVESTIGATION_VALUES)[number];
