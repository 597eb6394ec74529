import type { Option } from './option.ts';

/** Clinical option lists shared by the case modules (spec 2 §3.6, §9). */

/** Laryngoscopic (Cormack-Lehane) grade 1 to 4 (spec 2 §9). */
export const LARYNGOSCOPIC_GRADES = [1, 2, 3, 4] as const;
export type LaryngoscopicGrade = (typeof LARYNGOSCOPIC_GRADES)[number];

export const INTUBATION_DIFFICULTIES = ['Routine', 'Mild', 'Moderate', 'Severe'] as const;
export type IntubationDifficulty = (typeof INTUBATION_DIFFICULTIES)[number];

/** Glasgow Coma Scale components (labels as spec 2 §3.6 gives them). */
export const GCS_EYES = [
  { value: 1, label: 'Nil' },
  { value: 2, label: 'To Pain' },
  { value: 3, label: 'To Command' },
  { value: 4, label: 'Spontaneous' },
] as const satisfies readonly Option<number>[];
export type GcsEyes = (typeof GCS_EYES)[number]['value'];
export const GCS_VERBAL = [
  { value: 1, label: 'Nil' },
  { value: 2, label: 'Incomprehensible' },
  { value: 3, label: 'Inappropriate' },
  { value: 4, label: 'Confused' },
  { value: 5, label: 'Oriented' },
] as const satisfies readonly Option<number>[];
export type GcsVerbal = (typeof GCS_VERBAL)[number]['value'];
export const GCS_MOTOR = [
  { value: 1, label: 'Nil' },
  { value: 2, label: 'Extension' },
  { value: 3, label: 'Flex ABN' },
  { value: 4, label: 'Flex withdraw' },
  { value: 5, label: 'Localises' },
  { value: 6, label: 'Obeys' },
] as const satisfies readonly Option<number>[];
export type GcsMotor = (typeof GCS_MOTOR)[number]['value'];

/** The heart rhythms of spec 2 §3.6 (Telehealth adds 'Other' with a free text). */
export const HEART_RHYTHMS = [
  'Sinus Rhythm',
  'Atrial Fibrillation',
  'Atrial Flutter',
  'Supraventricular Tachycardia',
  'Atrioventricular Block',
  'Ventricular Tachycardia',
  'Premature Atrial Contraction',
  'Premature Ventricular Contraction',
] as const;
export type HeartRhythm = (typeof HEART_RHYTHMS)[number];
