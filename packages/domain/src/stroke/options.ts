import { CONSULT_REFERRER_POSITIONS, YES_NO, YES_NO_UNKNOWN } from '../cases/case-options.ts';
import { asOptions, type Option, optionValues } from '../cases/option.ts';

/**
 * Option lists the two stroke services (VST and VTIS) share (spec 3 §3.1, §3.2, §3.4, §3.5,
 * §3.9). Conventions as vst/options.ts: a `*_VALUES` tuple for `z.enum`, its options and value
 * type beside it; where the spec gives only the text, the text is the value. vst/options.ts
 * re-exports them under their VST names.
 */

/** The answers the rules compare with. */
export const YES = 'Yes';
export const NO = 'No';
export const OTHER = 'Other';
export const YES_NO_OPTIONS = asOptions(YES_NO);
export const YES_NO_UNKNOWN_OPTIONS = asOptions(YES_NO_UNKNOWN);

/** Referrer positions (§3.9): the consult list Telehealth also uses. */
export const STROKE_POSITION_VALUES = CONSULT_REFERRER_POSITIONS;
export const STROKE_POSITIONS = asOptions(STROKE_POSITION_VALUES);
export type StrokePosition = (typeof STROKE_POSITION_VALUES)[number];

/** Hospital units of a consult (§3.9): ED to Other; the clinic lists also offer Outpatient Clinic. */
export const STROKE_HOSPITAL_UNIT_VALUES = ['ED', 'HDU', 'ICU', 'CCU', 'Ward', 'Other'] as const;
export const STROKE_HOSPITAL_UNITS = asOptions(STROKE_HOSPITAL_UNIT_VALUES);
export type StrokeHospitalUnit = (typeof STROKE_HOSPITAL_UNIT_VALUES)[number];

/** Consult type (§3.9); the labels are the VTIS form's (§3.5). */
export const CONSULT_TYPE = { Video: 'Video Conference and Phone', PhoneOnly: 'Phone Only' } as const;
export const CONSULT_TYPES = [
  { value: CONSULT_TYPE.Video, label: 'Video Conference and Phone' },
  { value: CONSULT_TYPE.PhoneOnly, label: 'Phone Only (No video consultation)' },
] as const satisfies readonly Option[];
export const CONSULT_TYPE_VALUES = optionValues(CONSULT_TYPES);
export type ConsultType = (typeof CONSULT_TYPE_VALUES)[number];

/** Technical success (§3.9); codes and labels as the VTIS form has them (§3.5). */
export const TECHNICAL_SUCCESS = { Successful: 'Successful', Impeded: 'Impeded' } as const;
export const TECHNICAL_SUCCESS_OPTIONS = [
  { value: TECHNICAL_SUCCESS.Successful, label: 'Consultation completed without technical interference' },
  { value: TECHNICAL_SUCCESS.Impeded, label: 'Consultation impeded by technical issues' },
] as const satisfies readonly Option[];
export const TECHNICAL_SUCCESS_VALUES = optionValues(TECHNICAL_SUCCESS_OPTIONS);
export type TechnicalSuccess = (typeof TECHNICAL_SUCCESS_VALUES)[number];

/**
 * Adverse event type: the VST follow-up's serious adverse event (§3.2) and the VTIS consult's
 * thrombolysis-related adverse event (§3.4, where the spec writes "Angiodema": the same list,
 * SCOUT stores one spelling); Other needs an explanation on the VST follow-up (§5.3).
 */
export const SERIOUS_ADVERSE_EVENT_TYPE_VALUES = [
  'Intracranial Haemorrhage',
  'Extracranial Haemorrhage',
  'Angioedema',
  'Other',
] as const;
export const SERIOUS_ADVERSE_EVENT_TYPES = asOptions(SERIOUS_ADVERSE_EVENT_TYPE_VALUES);
export type SeriousAdverseEventType = (typeof SERIOUS_ADVERSE_EVENT_TYPE_VALUES)[number];

/**
 * Not-stroke diagnoses (§3.9: 14 items, examples Migraine, Seizure, Sepsis, Other), used by the
 * VST consult and by the VTIS consult and follow-up (§3.4, §3.5: "multi-select including Other").
 * Completed with the common stroke mimics of the Stroke Foundation's Living Clinical Guidelines
 * for Stroke Management (Chapter 2, early assessment: differential diagnosis); Other reveals the
 * notes.
 */
export const NOT_STROKE_DIAGNOSIS_VALUES = [
  'Migraine',
  'Seizure',
  'Sepsis',
  'Syncope',
  'Hypoglycaemia',
  'Functional/Conversion disorder',
  "Bell's palsy",
  'Brain tumour',
  'Delirium/Encephalopathy',
  'Peripheral vestibular disorder',
  'Subdural haematoma',
  'Drug or alcohol toxicity',
  'Demyelination',
  'Other',
] as const;
export const NOT_STROKE_DIAGNOSES = asOptions(NOT_STROKE_DIAGNOSIS_VALUES);
export type NotStrokeDiagnosis = (typeof NOT_STROKE_DIAGNOSIS_VALUES)[number];
