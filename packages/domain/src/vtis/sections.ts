import {
  ATTACHMENTS,
  HEALTH_TIMELINE,
  neurologist,
  PATIENT,
  PATIENT_HISTORY,
  REFERRER,
} from '../stroke/sections.ts';

/**
 * The VTIS records' panels (spec 3 §2.7, §2.8), in form order, described as vst/sections.ts
 * describes VST's: route segment (`key`, /vst/vtisconsult/{id}/{key}), panel `label`, the
 * '{Section}' of "{Section} section has been updated" (`title`, §8.2) and the record property a
 * save names in `sectionsToUpdate` (`data`; null for views and shared parts saved on their own).
 */

/**
 * The consult's patient-history panel holds the §3.4 patientHistory section (onset, thrombolysis,
 * working diagnosis); the table of the patient's past records is shown in it too, while the
 * consult is open and editable (`showsPastRecords`, rules.ts), as on the follow-up.
 */
const CONSULT_PATIENT_HISTORY = {
  key: 'patient-history',
  label: 'Patient History',
  title: 'Patient History',
  data: 'patientHistory',
} as const;

export const VTIS_CONSULT_SECTIONS = [
  REFERRER,
  PATIENT,
  neurologist('Neurologist Info.'),
  HEALTH_TIMELINE,
  CONSULT_PATIENT_HISTORY,
  { key: 'imaging-details', label: 'Imaging Details', title: 'Imaging Details', data: 'imagingDetails' },
  {
    key: 'vtis-diagnosis-details',
    label: 'VTIS Diagnosis Details',
    title: 'VTIS Diagnosis Details',
    data: 'diagnosisDetails',
  },
  {
    key: 'recommended-management',
    label: 'Recommended Management',
    title: 'Recommended Management',
    data: 'recommendedManagement',
  },
  /** Its Save and Close closes the consult (§4.1). */
  {
    key: 'technical-consultation-info',
    label: 'Technical Consultation Info.',
    title: 'Technical Consultation Information',
    data: 'technicalConsultationInformation',
  },
  ATTACHMENTS,
] as const;
export type VtisConsultSectionKey = (typeof VTIS_CONSULT_SECTIONS)[number]['key'];

/** A bare VTIS consult path redirects to the referrer (§2.7). */
export const VTIS_CONSULT_FIRST_SECTION: VtisConsultSectionKey = 'referrer';

/** What `sectionsToUpdate` may name on a consult save, in form order. */
export const VTIS_CONSULT_SECTION_NAMES = [
  'referrerInformation',
  'patientInformation',
  'neurologistInformation',
  'patientHistory',
  'imagingDetails',
  'diagnosisDetails',
  'recommendedManagement',
  'technicalConsultationInformation',
] as const satisfies readonly NonNullable<(typeof VTIS_CONSULT_SECTIONS)[number]['data']>[];
export type VtisConsultSectionName = (typeof VTIS_CONSULT_SECTION_NAMES)[number];

/** The section whose Save and Close closes the consult (§4.1). */
export const VTIS_CONSULT_CLOSING_SECTION: VtisConsultSectionName = 'technicalConsultationInformation';

/** The follow-up's panels (§2.8): the patient panel is always read-only; patient history is the past-records table. */
export const VTIS_FOLLOWUP_SECTIONS = [
  REFERRER,
  PATIENT,
  neurologist('Neurologist Info.'),
  HEALTH_TIMELINE,
  /** Only while the follow-up is open and the user may edit it (§2.8). */
  PATIENT_HISTORY,
  /** Its Save and Close closes the follow-up (§4.1). */
  {
    key: 'followup-consultation',
    label: 'Follow up Consultation',
    title: 'Follow up Consultation',
    data: 'followupConsultationInformation',
  },
  ATTACHMENTS,
] as const;
export type VtisFollowupSectionKey = (typeof VTIS_FOLLOWUP_SECTIONS)[number]['key'];

/**
 * What `sectionsToUpdate` may name on a follow-up save: not the patient information, which the
 * follow-up shows read-only from its consult (§2.8).
 */
export const VTIS_FOLLOWUP_SECTION_NAMES = [
  'referrerInformation',
  'neurologistInformation',
  'followupConsultationInformation',
] as const;
export type VtisFollowupSectionName = (typeof VTIS_FOLLOWUP_SECTION_NAMES)[number];
