import { HEALTH_TIMELINE, PATIENT, REFERRER } from '../stroke/sections.ts';

/**
 * The clinic form's sections (spec 3 §2.10), in sidebar order, described as vst/sections.ts does:
 * route segment (`key`, /vst/clinic/{id}/{key}; a bare path redirects to referrer), sidebar
 * `label`, the '{Section}' of "{Section} section has been updated" (`title`, §8.2) and the clinic's
 * property a save names in `sectionsToUpdate` (`data`; null for the health timeline view and the
 * Close Clinic step, which saves every section and closes, §4.4). 'futher-followup' is spelt so
 * (§2.10). The sidebar's last entry, Dashboard, links to /vst/clinics.
 */
export const CLINIC_SECTIONS = [
  REFERRER,
  PATIENT,
  HEALTH_TIMELINE,
  {
    key: 'clinical-assessment-details',
    label: 'Clinical Details',
    title: 'Clinical Details',
    data: 'clinicalAssessmentDetails',
  },
  { key: 'futher-followup', label: 'Further Follow up', title: 'Further Follow up', data: 'furtherFollowup' },
  { key: 'close-clinic', label: 'Close Clinic', title: 'Close Clinic', data: null },
] as const;
export type ClinicSectionKey = (typeof CLINIC_SECTIONS)[number]['key'];

/** What `sectionsToUpdate` may name on a clinic save, in form order. */
export const CLINIC_SECTION_NAMES = [
  'referrerInformation',
  'patientInformation',
  'clinicalAssessmentDetails',
  'furtherFollowup',
] as const satisfies readonly NonNullable<(typeof CLINIC_SECTIONS)[number]['data']>[];
export type ClinicSectionName = (typeof CLINIC_SECTION_NAMES)[number];

/** The row click of the clinic list opens the patient section (§2.10). */
export const CLINIC_LIST_ROW_SECTION: ClinicSectionKey = 'patient';
/** A bare clinic path redirects here (§2.10). */
export const CLINIC_DEFAULT_SECTION: ClinicSectionKey = 'referrer';
