/**
 * The sections every stroke record's form opens with (spec 3 §2.5 to §2.8), as vst/sections.ts
 * describes them: route segment (`key`), sidebar or panel `label`, the '{Section}' of "{Section}
 * section has been updated" (`title`, §8.2) and the record property a save names in
 * `sectionsToUpdate` (`data`; null for views and shared parts saved on their own).
 */
export const REFERRER = {
  key: 'referrer',
  label: 'Referrer',
  title: 'Referrer',
  data: 'referrerInformation',
  /** Who the fields are about: an export column whose label another section repeats carries it. */
  subject: 'Referrer',
} as const;
export const PATIENT = {
  key: 'patient',
  label: 'Patient Information',
  title: 'Patient Information',
  data: 'patientInformation',
  subject: 'Patient',
} as const;
export const neurologist = <const L extends string>(label: L) =>
  ({
    key: 'neurologist-info',
    label,
    title: 'Neurologist Information',
    data: 'neurologistInformation',
  }) as const;
export const HEALTH_TIMELINE = {
  key: 'health-timeline',
  label: 'Health Timeline',
  title: 'Health Timeline',
  data: null,
} as const;
/** The past records of the patient; hidden when the record is closed (§2.5, §2.6, §2.8). */
export const PATIENT_HISTORY = {
  key: 'patient-history',
  label: 'Patient History',
  title: 'Patient History',
  data: null,
} as const;
export const ATTACHMENTS = {
  key: 'attachments',
  label: 'Attachments',
  title: 'Attachments',
  data: null,
} as const;
