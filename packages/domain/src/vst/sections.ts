/**
 * The VST records' sections and record types (spec 3 §2.1, §2.5, §2.6, §3.8).
 *
 * Sections are listed in sidebar order with their route segment (`key`, /vst/consult/{id}/{key}),
 * their sidebar `label`, the '{Section}' of the "{Section} section has been updated" toast
 * (`title`, §8.2) and, for the sections that hold data, the consult's property the save names in
 * `sectionsToUpdate` (`data`, §3.1, §4.1). Health timeline, patient history, attachments and the
 * transfer are views or shared parts saved on their own (data null).
 */
const REFERRER = {
  key: 'referrer',
  label: 'Referrer',
  title: 'Referrer',
  data: 'referrerInformation',
} as const;
const PATIENT = {
  key: 'patient',
  label: 'Patient Information',
  title: 'Patient Information',
  data: 'patientInformation',
} as const;
const neurologist = <const L extends string>(label: L) =>
  ({
    key: 'neurologist-info',
    label,
    title: 'Neurologist Information',
    data: 'neurologistInformation',
  }) as const;
const HEALTH_TIMELINE = {
  key: 'health-timeline',
  label: 'Health Timeline',
  title: 'Health Timeline',
  data: null,
} as const;
/** Hidden when the record is closed (§2.5, §2.6). */
const PATIENT_HISTORY = {
  key: 'patient-history',
  label: 'Patient History',
  title: 'Patient History',
  data: null,
} as const;
const HOSPITAL_AGREEMENT = {
  key: 'hospital-agreement',
  label: 'Hospital Agreement',
  title: 'Hospital Agreement',
  data: 'hospitalAgreementDetails',
} as const;
const ATTACHMENTS = { key: 'attachments', label: 'Attachments', title: 'Attachments', data: null } as const;

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
 */
export const STROKE_RECORD_TYPES = ['Consult', 'Followup', 'VtisConsult', 'VtisFollowup'] as const;
export type StrokeRecordType = (typeof STROKE_RECORD_TYPES)[number];
export const VST_RECORD_TYPES = ['Consult', 'Followup'] as const satisfies readonly StrokeRecordType[];
export type VstRecordType = (typeof VST_RECORD_TYPES)[number];
export const VST_RECORD_TYPE_LABEL: Record<StrokeRecordType, string> = {
  Consult: 'Consult',
  Followup: 'Follow-up',
  VtisConsult: 'VTIS Consult',
  VtisFollowup: 'VTIS Follow-up',
};

/**
 * Study ID prefixes per record type. Spec 3 §9 says they exist but not their values; SCOUT's
 * choice: 'VST' and the consult's number ('VST12'), 'VSTFU' and the follow-up's number ('VSTFU7'),
 * like ECMO's 'ECMO12' and Telehealth's 'TH12' (no padding). The VTIS prefixes are reserved here
 * so that no two record types can ever share one.
 */
export const STUDY_ID_PREFIX: Record<StrokeRecordType, string> = {
  Consult: 'VST',
  Followup: 'VSTFU',
  VtisConsult: 'VTIS',
  VtisFollowup: 'VTISFU',
};
