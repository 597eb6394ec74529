/** ECMO case-level option lists of spec 2 §2.1 and §9 (the notes and transfer lists: cases/case-options.ts). */

/** ECMO hospital units (spec 2 §9). Stored data may hold any of them. */
export const ECMO_HOSPITAL_UNITS = [
  'ICU',
  'Theatre',
  'ED',
  'Angio/Cathlab',
  'Other',
  'HDU',
  'CCU',
  'Ward',
  'Outpatient clinic',
] as const;
export type EcmoHospitalUnit = (typeof ECMO_HOSPITAL_UNITS)[number];
/** What the referrer and patient-hospital forms offer: the first five. */
export const DEFAULT_HOSPITAL_UNITS = ECMO_HOSPITAL_UNITS.slice(0, 5) as readonly EcmoHospitalUnit[];

/** ECMO referrer positions (spec 2 §9). Stored data may hold any of them. */
export const REFERRER_POSITIONS = [
  'ECMO Consultant',
  'VECMOS Coordinator',
  'ICU Cons',
  'ED Cons',
  'Surgeon',
  'Anaesthetist',
  'Cardiothoracic',
  'ICU Reg',
  'ED Reg',
  'Med Reg',
  'Surg Reg',
  'CMO',
  'HMO',
  'SMO',
  'GP',
  'Registrar',
  'Consultant',
  'Nurse',
  'ARV Consultant',
  'Paramedic',
  'Other',
] as const;
export type ReferrerPosition = (typeof REFERRER_POSITIONS)[number];
/** What the referrer form offers: ECMO Consultant to GP. */
export const DEFAULT_REFERRER_POSITIONS = REFERRER_POSITIONS.slice(
  0,
  REFERRER_POSITIONS.indexOf('GP') + 1,
) as readonly ReferrerPosition[];

/** ECMO case ids are shown with this prefix (spec 2 §3.1, §9). */
export const ECMO_CASE_ID_PREFIX = 'ECMO';

/** The case id people read: 'ECMO' and the number (no padding: the spec shows none). */
export function formatEcmoCaseId(id: number): string {
  return `${ECMO_CASE_ID_PREFIX}${id}`;
}

/** True for a case id with the ECMO prefix (the delete dialog applies only to these, spec 2 §5.6). */
export function isEcmoCaseId(caseId: string | null | undefined): boolean {
  return !!caseId && caseId.startsWith(ECMO_CASE_ID_PREFIX);
}

/**
 * Case detail sections in side-menu order, with their route segment (spec 2 §2.1). The base path
 * shows the referrer section.
 */
export const ECMO_CASE_SECTIONS = [
  { key: 'referrer', label: 'Referrer' },
  { key: 'patient', label: 'Patient' },
  { key: 'clinicaldetails', label: 'Clinical Details' },
  { key: 'ecmodetails', label: 'ECMO Details' },
  { key: 'transfer', label: 'Transfer' },
  { key: 'notes', label: 'Notes' },
  { key: 'attachments', label: 'Attachments' },
  { key: 'conclusion', label: 'Conclusion' },
] as const;
export type EcmoCaseSection = (typeof ECMO_CASE_SECTIONS)[number]['key'];

/** Save and Next moves referrer to patient and patient to clinical details; null elsewhere (spec 2 §4.6). */
export function nextSectionAfterSave(section: EcmoCaseSection): EcmoCaseSection | null {
  if (section === 'referrer') return 'patient';
  if (section === 'patient') return 'clinicaldetails';
  return null;
}
