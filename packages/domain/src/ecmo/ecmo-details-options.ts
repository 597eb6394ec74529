import { type Option, optionValues } from '../cases/option.ts';

/** Option lists of ECMO details, cannulation, cardiac arrest, weaning and decannulation (spec 2 §9). */

export const MEMBRANE_LUNGS = ['Single Membrane', 'No Membrane', 'Two Membranes'] as const;
export type MembraneLung = (typeof MEMBRANE_LUNGS)[number];

/** Legacy codes of older records: '-' a single membrane, 'x' no membrane (pure peripheral cardiac support). */
export const MEMBRANE_LUNG_LEGACY_CODES: Readonly<Record<string, MembraneLung>> = {
  '-': 'Single Membrane',
  x: 'No Membrane',
};

/** A stored membrane-lung value (current text or legacy code) as today's value; null if unknown. */
export function membraneLungFromCode(code: string | null | undefined): MembraneLung | null {
  if (code === null || code === undefined) return null;
  const legacy = MEMBRANE_LUNG_LEGACY_CODES[code.trim()];
  if (legacy) return legacy;
  return (MEMBRANE_LUNGS as readonly string[]).includes(code) ? (code as MembraneLung) : null;
}

export const ECMO_DEVICES = ['Cardiohelp', 'Rotaflow', 'Other'] as const;
export type EcmoDevice = (typeof ECMO_DEVICES)[number];

/** ECMO modes. 'Other' reveals the other-mode text; 'OtherUnknown' (older records) does not. */
export const ECMO_MODES = [
  { value: 'VA', label: 'VA' },
  { value: 'VV', label: 'VV' },
  { value: 'Other', label: 'Other' },
  { value: 'V-VA', label: 'V-VA' },
  { value: 'V-VCO2R', label: 'V-VCO2R' },
  { value: 'OtherUnknown', label: 'Other/Unknown' },
] as const satisfies readonly Option[];
export const ECMO_MODE_VALUES = optionValues(ECMO_MODES);
export type EcmoMode = (typeof ECMO_MODE_VALUES)[number];

export const CIRCUITS = ['HLS', 'PLS', 'Other'] as const;
export type Circuit = (typeof CIRCUITS)[number];

/** ECMO start and decannulation locations. 'OtherHospital' asks which hospital; 'OT' offers OT options. */
export const ECMO_LOCATIONS = [
  { value: 'ICU', label: 'ICU' },
  { value: 'OT', label: 'OT' },
  { value: 'ED', label: 'ED' },
  { value: 'Angio/Cathlab', label: 'Angio/Cathlab' },
  { value: 'Ward', label: 'Ward' },
  { value: 'Other', label: 'Other' },
  { value: 'OtherHospital', label: 'Other Hospital' },
  { value: 'AtScene', label: 'At Scene' },
] as const satisfies readonly Option[];
export const ECMO_LOCATION_VALUES = optionValues(ECMO_LOCATIONS);
export type EcmoLocation = (typeof ECMO_LOCATION_VALUES)[number];

export const OT_OPTIONS = ['Initiation', 'Transplant', 'Bypass'] as const;
export type OtOption = (typeof OT_OPTIONS)[number];

/** Arrest locations; the labels are SCOUT's reading of the spec's codes. */
export const ARREST_LOCATIONS = [
  { value: 'InECPR', label: 'In-hospital ECPR' },
  { value: 'OutECPR', label: 'Out-of-hospital ECPR' },
  { value: 'PreECPR', label: 'Pre-hospital ECPR' },
] as const satisfies readonly Option[];
export const ARREST_LOCATION_VALUES = optionValues(ARREST_LOCATIONS);
export type ArrestLocation = (typeof ARREST_LOCATION_VALUES)[number];

export const INITIAL_RHYTHMS = ['PEA', 'Asystole', 'VF/VT'] as const;
export type InitialRhythm = (typeof INITIAL_RHYTHMS)[number];

export const WEANING_RESULTS = ['Failed', 'Borderline', 'Passed'] as const;
export type WeaningResult = (typeof WEANING_RESULTS)[number];

export const DECANNULATION_REASONS = ['ECMO Discontinuation', 'Circuit change', 'Reconfiguration'] as const;
export type DecannulationReason = (typeof DECANNULATION_REASONS)[number];
export const DECANNULATION_REASON_DISCONTINUATION: DecannulationReason = 'ECMO Discontinuation';

/** ECMO discontinuation reasons (SCOUT's list, pending the service's confirmation; multi-select). */
export const DISCONTINUATION_REASONS = [
  'Recovery of organ function',
  'Bridged to transplant',
  'Bridged to ventricular assist device',
  'Poor prognosis / futility',
  'Complication of ECMO',
  'Patient or family wishes',
  'Death on ECMO',
] as const;
export type DiscontinuationReason = (typeof DISCONTINUATION_REASONS)[number];

export const CANNULA_REPAIR_SITES = [
  'Common carotid artery',
  'Internal jugular vein',
  'Femoral artery',
  'Femoral vein',
  'Other',
] as const;
export type CannulaRepairSite = (typeof CANNULA_REPAIR_SITES)[number];

export const CANNULA_CODES = [
  { value: 'V', label: 'Venous' },
  { value: 'A', label: 'Arterial' },
] as const satisfies readonly Option[];
export const CANNULA_CODE_VALUES = optionValues(CANNULA_CODES);
export type CannulaCode = (typeof CANNULA_CODE_VALUES)[number];
/** The primary drainage cannula is always venous (spec 2 §4.4). */
export const PRIMARY_DRAINAGE_CODE: CannulaCode = 'V';

export const ADDITIONAL_CANNULA_TYPES = ['Second Drainage', 'Minor Flow', 'Second Return'] as const;
export type AdditionalCannulaType = (typeof ADDITIONAL_CANNULA_TYPES)[number];
export const ADDITIONAL_CANNULA_MINOR_FLOW: AdditionalCannulaType = 'Minor Flow';

/**
 * Minor flow types, codes and labels verbatim from spec 2 §9 ('Cardiac Warning' is the spec's text
 * for 'vnt'; it probably means cardiac venting: to confirm with the service).
 */
export const MINOR_FLOW_TYPES = [
  { value: 'v', label: 'Venous' },
  { value: 'a', label: 'Arterial' },
  { value: 'cep', label: 'Cephalad Drainage' },
  { value: 'd', label: 'Distal Perfusion of Cannulated Leg' },
  { value: 'P', label: 'Pulmonary Artery' },
  { value: 'vnt', label: 'Cardiac Warning' },
] as const satisfies readonly Option[];
export const MINOR_FLOW_TYPE_VALUES = optionValues(MINOR_FLOW_TYPES);
export type MinorFlowType = (typeof MINOR_FLOW_TYPE_VALUES)[number];

/** Cannulation sites (SCOUT's list, pending the service's confirmation). */
export const CANNULATION_SITES = [
  'Right internal jugular vein',
  'Left internal jugular vein',
  'Right femoral vein',
  'Left femoral vein',
  'Right subclavian vein',
  'Left subclavian vein',
  'Right femoral artery',
  'Left femoral artery',
  'Right axillary/subclavian artery',
  'Left axillary/subclavian artery',
  'Right common carotid artery',
  'Left common carotid artery',
  'Right atrium (central)',
  'Left atrium (central)',
  'Left ventricle (central)',
  'Pulmonary artery (central)',
  'Ascending aorta (central)',
] as const;
export type CannulationSite = (typeof CANNULATION_SITES)[number];

/** Cannula tip positions (SCOUT's list, pending the service's confirmation). */
export const TIP_POSITIONS = [
  'Inferior vena cava',
  'IVC/right atrium junction',
  'Right atrium',
  'SVC/right atrium junction',
  'Superior vena cava',
  'Pulmonary artery',
  'Left atrium',
  'Left ventricle',
  'Ascending aorta',
  'Aortic arch',
  'Descending aorta',
  'Common iliac artery',
  'External iliac artery',
  'Femoral artery',
  'Superficial femoral artery',
  'Axillary/subclavian artery',
  'Carotid artery',
] as const;
export type TipPosition = (typeof TIP_POSITIONS)[number];

/** How a cannula went in (the spec names the field percutaneousOrOpen; values are SCOUT's). */
export const INSERTION_TECHNIQUES = ['Percutaneous', 'Open'] as const;
export type InsertionTechnique = (typeof INSERTION_TECHNIQUES)[number];
