import { HEART_RHYTHMS } from '../cases/clinical-options.ts';
import { type Option, optionValues } from '../cases/option.ts';

/** Option lists of the clinical details (spec 2 §3.2, §4.4, §9); GCS, ETT grades: cases/clinical-options.ts. */

export const BLOOD_GAS_TYPES = ['Circuit', 'Venous', 'Mix Venous', 'Arterial'] as const;
export type BloodGasType = (typeof BLOOD_GAS_TYPES)[number];

/** The spec writes the first type in lower case ('standard'); it is kept as the value. */
export const OBSERVATION_TYPES = [
  { value: 'standard', label: 'Standard' },
  { value: 'Pre-ECMO', label: 'Pre-ECMO' },
  { value: 'Post-ECMO 4hrs', label: 'Post-ECMO 4hrs' },
  { value: 'Post-ECMO 24hrs', label: 'Post-ECMO 24hrs' },
] as const satisfies readonly Option[];
export const OBSERVATION_TYPE_VALUES = optionValues(OBSERVATION_TYPES);
export type ObservationType = (typeof OBSERVATION_TYPE_VALUES)[number];

export const VENTILATION_MODES = [
  'SIMVV',
  'SIMVP',
  'PRVC',
  'APRV',
  'PSV',
  'VSV',
  'HFO',
  'BIPAP',
  'CPAP',
  'PAV',
  'NAVA',
  'Other',
] as const;
export type VentilationMode = (typeof VENTILATION_MODES)[number];

export const HAND_BAG_VALVE_OPTIONS = ['Yes', 'No', 'Unknown'] as const;
export type HandBagValve = (typeof HAND_BAG_VALVE_OPTIONS)[number];

export const INHALED_PULMONARY_VASODILATORS = ['Nitric Oxide', 'None', 'Other'] as const;
export type InhaledPulmonaryVasodilator = (typeof INHALED_PULMONARY_VASODILATORS)[number];

/**
 * Suggestions for the observation's heart rhythm (the rhythm list of spec 2 §3.6). ECMO stores the
 * rhythm as free text (it has no other-rhythm field), so the web offers these as an autocomplete.
 */
export const RHYTHM_SUGGESTIONS = HEART_RHYTHMS;

// The lists below are SCOUT's choice pending the service's confirmation: spec 2 §9 says they exist
// but shows no values. Each is a multi-select; 'None' cannot be combined with another choice and
// 'Other' reveals a free-text field where the spec has one.

/** Vasoactive agents (SCOUT's list, pending the service's confirmation). */
export const VASOACTIVE_AGENTS = [
  'Epinephrine',
  'Norepinephrine',
  'Vasopressin',
  'Dopamine',
  'Dobutamine',
  'Milrinone',
  'Levosimendan',
  'Isoprenaline',
  'Metaraminol',
  'Phenylephrine',
  'None',
] as const;
export type VasoactiveAgent = (typeof VASOACTIVE_AGENTS)[number];

/** Anticoagulants (SCOUT's list, pending the service's confirmation). */
export const ANTICOAGULANTS = [
  'Unfractionated heparin',
  'Bivalirudin',
  'Argatroban',
  'Low molecular weight heparin',
  'Epoprostenol',
  'None',
  'Other',
] as const;
export type Anticoagulant = (typeof ANTICOAGULANTS)[number];

/** Coagulant interventions (SCOUT's list, pending the service's confirmation). */
export const COAGULANT_INTERVENTIONS = [
  'Packed red blood cells',
  'Fresh frozen plasma',
  'Cryoprecipitate',
  'Platelets',
  'Fibrinogen concentrate',
  'Prothrombin complex concentrate',
  'Tranexamic acid',
  'Vitamin K',
  'Antithrombin',
  'Recombinant factor VIIa',
  'None',
] as const;
export type CoagulantIntervention = (typeof COAGULANT_INTERVENTIONS)[number];

/** Mechanical circulatory support besides ECMO (SCOUT's list, pending the service's confirmation). */
export const MECHANICAL_SUPPORTS = [
  'Intra-aortic balloon pump',
  'Impella',
  'Left ventricular assist device',
  'Right ventricular assist device',
  'Biventricular assist device',
  'Temporary pacing',
  'None',
  'Other',
] as const;
export type MechanicalSupport = (typeof MECHANICAL_SUPPORTS)[number];
