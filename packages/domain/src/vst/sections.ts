import type { StrokeRecordType } from '../stroke/record-types.ts';
import {
  ATTACHMENTS,
  HEALTH_TIMELINE,
  neurologist,
  PATIENT,
  PATIENT_HISTORY,
  REFERRER,
} from '../stroke/sections.ts';

/**
 * The VST records' sections and record types (spec 3 §2.1, §2.5, §2.6, §3.8).
 *
 * Sections are listed in sidebar order with their route segment (`key`, /vst/consult/{id}/{key}),
 * their sidebar `label`, the '{Section}' of the "{Section} section has been updated" toast
 * (`title`, §8.2) and, for the sections that hold data, the consult's property the save names in
 * `sectionsToUpdate` (`data`, §3.1, §4.1). Health timeline, patient history, attachments and the
 * transfer are views or shared parts saved on their own (data null). The sections VST shares with
 * VTIS are stroke/sections.ts'.
 */
const HOSPITAL_AGREEMENT = {
  key: 'hospital-agreement',
  label: 'Hospital Agreement',
  title: 'Hospital Agreement',
  data: 'hospitalAgreementDetails',
} as const;

export const VST_CONSULT_SECTIONS = [
  REFERRER,
  PATIENT,
  neurologist('Neurologist Info.'),
  HEALTH_TIMELINE,
  PATIENT_HISTORY,
  {
    key: 'clinical-details',
    label: 'Clinical Presentation Info.',
    title: 'Clinical Presentation Information',
    data: 'clinicalPresentationInformation',
  },
  { key: 'imaging-details', label: 'Imaging Details', title: 'Imaging Details', data: 'imagingDetails' },
  {
    key: 'diagnosis-details',
    label: 'VST Diagnosis Details',
    title: 'VST Diagnosis Details',
    data: 'diagnosisDetails',
  },
  {
    key: 'reperfusion-therapies',
    label: 'Recommended Management',
    title: 'Recommended Management',
    data: 'reperfusionTherapiesDetails',
  },
  {
    key: 'technical-consultation-info',
    label: 'Technical Consultation Info.',
    title: 'Technical Consultation Information',
    data: 'technicalConsultationInformation',
  },
  HOSPITAL_AGREEMENT,
  ATTACHMENTS,
  /** Shown only with ?transferRequest=true (§2.5). */
  { key: 'transfer', label: 'Refer ARV', title: 'Refer ARV', data: null },
] as const;
export type VstConsultSectionKey = (typeof VST_CONSULT_SECTIONS)[number]['key'];

/** What `sectionsToUpdate` may name on a consult save, in form order. */
export const VST_CONSULT_SECTION_NAMES = [
  'referrerInformation',
  'patientInformation',
  'neurologistInformation',
  'clinicalPresentationInformation',
  'imagingDetails',
  'diagnosisDetails',
  'reperfusionTherapiesDetails',
  'technicalConsultationInformation',
  'hospitalAgreementDetails',
] as const satisfies readonly NonNullable<(typeof VST_CONSULT_SECTIONS)[number]['data']>[];
export type VstConsultSectionName = (typeof VST_CONSULT_SECTION_NAMES)[number];

/** The follow-up form's sections (§2.6), as above. */
export const VST_FOLLOWUP_SECTIONS = [
  REFERRER,
  PATIENT,
  neurologist('Neurologist Info'),
  HEALTH_TIMELINE,
  PATIENT_HISTORY,
  {
    key: 'followup-consultation',
    label: 'Follow up Consultation',
    title: 'Follow up Consultation',
    data: 'followupConsultationInformation',
  },
  HOSPITAL_AGREEMENT,
  ATTACHMENTS,
] as const;
export type VstFollowupSectionKey = (typeof VST_FOLLOWUP_SECTIONS)[number]['key'];

export const VST_FOLLOWUP_SECTION_NAMES = [
  'referrerInformation',
  'patientInformation',
  'neurologistInformation',
  'followupConsultationInformation',
  'hospitalAgreementDetails',
] as const satisfies readonly NonNullable<(typeof VST_FOLLOWUP_SECTIONS)[number]['data']>[];
export type VstFollowupSectionName = (typeof VST_FOLLOWUP_SECTION_NAMES)[number];

/**
 * Record types of the stroke services (§3.8 search record `recordType`), and the type segment of
 * GET /form/generate/{type} and the `serviceType` of POST /form/send/fax|box (§7.1) for VST's two.
 * The stroke-wide list, labels and study ID prefixes are stroke/record-types.ts' (re-exported).
 */
export {
  STROKE_RECORD_TYPE_LABEL as VST_RECORD_TYPE_LABEL,
  STROKE_RECORD_TYPES,
  STUDY_ID_PREFIX,
  type StrokeRecordType,
} from '../stroke/record-types.ts';
export const VST_RECORD_TYPES = ['Consult', 'Followup'] as const satisfies readonly StrokeRecordType[];
export type VstRecordType = (typeof VST_RECORD_TYPES)[number];
