/**
 * Option lists of the shared case parts: notes, transfers (spec 2 §3.4, §4.7, §4.8, §9), and the
 * lists several areas' referrer and question fields share (spec 2 §9, spec 3 §3.9).
 */

/** The answers of a yes/no question. */
export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];
/** The answers of a yes/no question that may not be known. */
export const YES_NO_UNKNOWN = ['Yes', 'No', 'Unknown'] as const;
export type YesNoUnknown = (typeof YES_NO_UNKNOWN)[number];

/**
 * Referring hospital units (spec 2 §9, spec 3 §3.9): ED to Other on every consult; the
 * Telehealth and clinic lists also offer Outpatient Clinic.
 */
export const REFERRAL_HOSPITAL_UNITS = [
  'ED',
  'HDU',
  'ICU',
  'CCU',
  'Ward',
  'Other',
  'Outpatient Clinic',
] as const;
export type ReferralHospitalUnit = (typeof REFERRAL_HOSPITAL_UNITS)[number];

/** Referrer positions of the Telehealth and stroke consults (spec 2 §9, spec 3 §3.9). */
export const CONSULT_REFERRER_POSITIONS = [
  'HMO',
  'Registrar',
  'Consultant',
  'Nurse',
  'GP',
  'ARV Consultant',
  'Paramedic',
  'Other',
] as const;
export type ConsultReferrerPosition = (typeof CONSULT_REFERRER_POSITIONS)[number];

/** What the transfer form offers (spec 2 §9). */
export const TRANSFER_HOSPITAL_UNITS = ['ICU', 'Other'] as const;
export type TransferHospitalUnit = (typeof TRANSFER_HOSPITAL_UNITS)[number];

/** Insurance statuses (spec 2 §9). */
export const INSURANCE_STATUSES = [
  'DVA Gold',
  'Full Private',
  'Partial private',
  'TAC',
  'Uninsured',
  'Unknown',
  'Workcover',
] as const;
export type InsuranceStatus = (typeof INSURANCE_STATUSES)[number];

/** Referrer positions of the transfer form (spec 2 §9). */
export const TRANSFER_POSITIONS = ['ECMO Consultant', 'VECMOS Coordinator', 'Other'] as const;
export type TransferPosition = (typeof TRANSFER_POSITIONS)[number];

/** Case note types (spec 2 §4.8). */
export const NOTE_TYPES = ['Progress', 'Conversation', 'Vround'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];

/** Vround changes (spec 2 §4.8), optional on a Vround note. */
export const VROUND_CHANGES = ['Change of configuration', 'Change of mode', 'Change of circuit'] as const;
export type VroundChange = (typeof VROUND_CHANGES)[number];

/** Transfer request statuses (spec 2 §4.7), in their order of progress. */
export const TRANSFER_STATUSES = ['saved', 'requested', 'accepted', 'rejected', 'completed'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
