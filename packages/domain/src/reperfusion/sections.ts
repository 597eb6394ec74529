import { ATTACHMENTS, HEALTH_TIMELINE, neurologist, PATIENT } from '../stroke/sections.ts';

/**
 * The reperfusion case page's sections (spec 3 §2.11), in order, described as vst/sections.ts
 * does: anchor (`key`, on /vst/reperfusion-case/{id}), `label`, the '{Section}' of "{Section}
 * section has been updated" (`title`) and the case property a save names in `sectionsToUpdate`
 * (`data`). Case Information, Neurologist Information, Health Timeline and Reperfusion Therapy
 * Details show the VST consult the case follows (saved with the consult, data null here); Patient
 * Information saves the triage confirmation; Comments are the case's patient notes
 * (patient-note.schema.ts) and Attachments the shared part, each saved on its own. Imaging
 * Follow-up and Discharge Summary are conditional (register.ts). The page also links to the
 * dashboard (/vst/reperfusion-cases).
 */
export const REPERFUSION_SECTIONS = [
  { key: 'case-information', label: 'Case Information', title: 'Case Information', data: null },
  PATIENT,
  { ...neurologist('Neurologist Information'), data: null },
  HEALTH_TIMELINE,
  {
    key: 'reperfusion-therapy-details',
    label: 'Reperfusion Therapy Details',
    title: 'Reperfusion Therapy Details',
    data: null,
  },
  {
    key: 'imaging-follow-up',
    label: 'Imaging Follow-up',
    title: 'Imaging Follow-up',
    data: 'imagingDetails',
  },
  { key: 'comments', label: 'Comments', title: 'Comments', data: null },
  {
    key: 'discharge-summary',
    label: 'Discharge Summary',
    title: 'Discharge Summary',
    data: 'reperfusionCaseDischargeSummary',
  },
  {
    key: 'director-review',
    label: 'Director Review',
    title: 'Director Review',
    data: 'reperfusionCaseDirectorReview',
  },
  ATTACHMENTS,
] as const;
export type ReperfusionSectionKey = (typeof REPERFUSION_SECTIONS)[number]['key'];

/** What `sectionsToUpdate` may name on a reperfusion case save (§3.7), in page order. */
export const REPERFUSION_SECTION_NAMES = [
  'patientInformation',
  'imagingDetails',
  'reperfusionCaseDischargeSummary',
  'reperfusionCaseDirectorReview',
] as const satisfies readonly NonNullable<(typeof REPERFUSION_SECTIONS)[number]['data']>[];
export type ReperfusionSectionName = (typeof REPERFUSION_SECTION_NAMES)[number];
