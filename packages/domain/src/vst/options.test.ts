import { describe, expect, it } from 'vitest';
import {
  ACUTE_TREATMENT_ADVICE_VALUES,
  ICH_TRANSFER_NOT_RECOMMENDED_VALUES,
  NOT_STROKE_DIAGNOSIS_VALUES,
  THROMBOLYTIC_DRUG_VALUES,
  TPA_EXCLUSION_REASON_VALUES,
} from './management-options.ts';
import {
  COMORBIDITY_VALUES,
  CONSULT_TYPES,
  DECLINE_REASON_VALUES,
  DELAY_REASON_VALUES,
  FOLLOWUP_CONSULTATION_TYPE_VALUES,
  FOLLOWUP_REASON_VALUES,
  IMAGES_AVAILABLE_VALUES,
  INTERNET_TYPE_VALUES,
  LOCAL_PACS_REASON_VALUES,
  MANDATORY_FIELDS_OFF_REASON_VALUES,
  NIHSS_PERFORMED_BY_VALUES,
  OCCLUSION_VESSEL_VALUES,
  PRE_STROKE_ACTIVITY_VALUES,
  REASON_NO_VIDEO_VALUES,
  SERIOUS_ADVERSE_EVENT_TYPE_VALUES,
  SERIOUS_ADVERSE_EVENT_VALUES,
  STROKE_TYPE_VALUES,
  TECHNICAL_ISSUE_VALUES,
  TECHNICAL_SUCCESS_OPTIONS,
  VST_CLINIC_HOSPITAL_UNIT_VALUES,
  VST_HOSPITAL_UNIT_VALUES,
  VST_POSITION_VALUES,
} from './options.ts';
import {
  STROKE_RECORD_TYPES,
  STUDY_ID_PREFIX,
  VST_CONSULT_SECTION_NAMES,
  VST_CONSULT_SECTIONS,
  VST_FOLLOWUP_SECTION_NAMES,
  VST_FOLLOWUP_SECTIONS,
} from './sections.ts';

describe('the enumerations spec 3 §3.9 gives in full', () => {
  it('stroke types, comorbidities, activities, NIHSS performers', () => {
    expect(STROKE_TYPE_VALUES).toEqual([
      'Ischaemic Stroke',
      'Haemorrhagic Stroke',
      'TIA',
      'Other',
      'Not Stroke',
      'Undetermined',
    ]);
    expect(COMORBIDITY_VALUES).toEqual([
      'Diabetes',
      'HTN',
      'AF',
      'Ischaemic heart disease',
      'Myocardial infarction',
      'Dyslipdaemia',
      'Peripheral vascular disease',
      'Carotid disease',
      'Prothrombotic disorders',
      'Cardiomyopathy',
      'Obstructive sleep apnoea',
      'Chronic kidney disease',
      'Other',
    ]);
    expect(PRE_STROKE_ACTIVITY_VALUES).toEqual(['Driving', 'Shopping', 'Banking']);
    expect(NIHSS_PERFORMED_BY_VALUES).toEqual([
      'Hospital staff',
      'VST Neurologist by verbal description',
      'VST Neurologist by audio visual exam',
    ]);
  });
  it('occlusion vessels: left and right of each paired vessel, the basilar artery, Other', () => {
    expect(OCCLUSION_VESSEL_VALUES).toEqual([
      'Left ICA-EC',
      'Right ICA-EC',
      'Left ICA-IC',
      'Right ICA-IC',
      'Left MCA-M1',
      'Right MCA-M1',
      'Left MCA-M2',
      'Right MCA-M2',
      'Left MCA-M3',
      'Right MCA-M3',
      'Left ACA',
      'Right ACA',
      'Left PCA',
      'Right PCA',
      'BA',
      'Left VA',
      'Right VA',
      'Other',
    ]);
  });
  it('imaging, delay and technical lists', () => {
    expect(LOCAL_PACS_REASON_VALUES).toEqual([
      'No images available in Visage',
      'Slow transfer of images to Visage',
      'CTP maps not available',
      'To review previous images',
      'Other',
    ]);
    expect(IMAGES_AVAILABLE_VALUES).toEqual(['Yes', 'No', 'Delayed', 'Incomplete']);
    expect(DELAY_REASON_VALUES).toEqual([
      'Concurrent case',
      'Overflow not available',
      'Referrer unavailable/uncontactable',
      'Scans yet to be completed',
      'VST Neurologist/Stroke Specialist unavailable/uncontactable',
      'Other',
    ]);
    expect(CONSULT_TYPES.map((o) => o.value)).toEqual(['Video Conference and Phone', 'Phone Only']);
    expect(REASON_NO_VIDEO_VALUES).toEqual([
      'Not clinically required',
      'Concurrent VST call',
      'Technical issue',
      'Video consultation declined by referring site',
    ]);
    expect(INTERNET_TYPE_VALUES).toEqual(['Hospital or other institution', 'Home', 'Mobile (4G)', 'Other']);
    expect(TECHNICAL_SUCCESS_OPTIONS.map((o) => o.label)).toEqual([
      'Consultation completed without technical interference',
      'Consultation impeded by technical issues',
    ]);
    expect(TECHNICAL_ISSUE_VALUES).toEqual([
      'Phone audio quality',
      'VC unable to login',
      'VC audio',
      'VC vision lag',
      'VC vision drop out',
      'Unable to connect to cart',
      'PACS unable to login',
      'PACS image quality not suitable',
      'Other',
      'Error Message',
    ]);
  });
  it('management, referral and follow-up lists', () => {
    expect(THROMBOLYTIC_DRUG_VALUES).toEqual(['Alteplase', 'Tenecteplase']);
    expect(ICH_TRANSFER_NOT_RECOMMENDED_VALUES).toEqual([
      'Not clinically indicated',
      'Declined by patient/family/NoK',
      'Advanced care directive',
    ]);
    expect(MANDATORY_FIELDS_OFF_REASON_VALUES).toEqual([
      'Symptom onset greater than 24hrs',
      'Inappropriate referral',
      'Other',
    ]);
    expect(VST_HOSPITAL_UNIT_VALUES).toEqual(['ED', 'HDU', 'ICU', 'CCU', 'Ward', 'Other']);
    expect(VST_CLINIC_HOSPITAL_UNIT_VALUES).toEqual([...VST_HOSPITAL_UNIT_VALUES, 'Outpatient Clinic']);
    expect(VST_POSITION_VALUES).toEqual([
      'HMO',
      'Registrar',
      'Consultant',
      'Nurse',
      'GP',
      'ARV Consultant',
      'Paramedic',
      'Other',
    ]);
    expect(FOLLOWUP_REASON_VALUES).toEqual(['tPA', 'ECR', 'Other']);
    expect(FOLLOWUP_CONSULTATION_TYPE_VALUES).toEqual(['Video conference and phone', 'Phone only']);
    expect(SERIOUS_ADVERSE_EVENT_VALUES).toEqual(['Yes', 'No', 'N/A', 'Unknown']);
    expect(SERIOUS_ADVERSE_EVENT_TYPE_VALUES).toEqual([
      'Intracranial Haemorrhage',
      'Extracranial Haemorrhage',
      'Angioedema',
      'Other',
    ]);
    expect(DECLINE_REASON_VALUES).toEqual([
      'End of life care/Patient deceased',
      'Patient transferred to another hospital',
      'Patient discharged home',
      'Other',
    ]);
  });
});

describe('the lists spec 3 §3.9 only counts, completed from Australian guidelines', () => {
  const unique = (list: readonly string[]) => new Set(list).size === list.length;
  it('15 tPA exclusion reasons, with the examples and the 72 h, 48 h, 21 day and 14 day windows', () => {
    expect(TPA_EXCLUSION_REASON_VALUES).toHaveLength(15);
    expect(unique(TPA_EXCLUSION_REASON_VALUES)).toBe(true);
    const text = TPA_EXCLUSION_REASON_VALUES.join(' | ');
    for (const part of [
      'Rapidly improving symptoms',
      'Oral anticoagulants',
      'Uncontrolled hypertension',
      'Major surgery',
      'Inadequate imaging for time window',
    ]) {
      expect(text).toContain(part);
    }
    for (const window of ['72 hours', '48 hours', '21 days', '14 days']) expect(text).toContain(window);
  });
  it('21 acute treatment advice items, with the examples', () => {
    expect(ACUTE_TREATMENT_ADVICE_VALUES).toHaveLength(21);
    expect(unique(ACUTE_TREATMENT_ADVICE_VALUES)).toBe(true);
    for (const item of [
      'Antithrombotic Therapy',
      'Contact ARV',
      'Palliation',
      'MRI',
      'Stroke Unit',
      'Young Stroke Service 18-55',
      'Bubble study',
      'Echocardiogram',
    ]) {
      expect(ACUTE_TREATMENT_ADVICE_VALUES).toContain(item);
    }
  });
  it('14 not-stroke diagnoses, with the examples', () => {
    expect(NOT_STROKE_DIAGNOSIS_VALUES).toHaveLength(14);
    expect(unique(NOT_STROKE_DIAGNOSIS_VALUES)).toBe(true);
    for (const item of ['Migraine', 'Seizure', 'Sepsis', 'Other'])
      expect(NOT_STROKE_DIAGNOSIS_VALUES).toContain(item);
  });
});

describe('sections and study IDs (spec 3 §2.5, §2.6, §9)', () => {
  it('lists the consult sections in sidebar order, Refer ARV last', () => {
    expect(VST_CONSULT_SECTIONS.map((s) => s.label)).toEqual([
      'Referrer',
      'Patient Information',
      'Neurologist Info.',
      'Health Timeline',
      'Patient History',
      'Clinical Presentation Info.',
      'Imaging Details',
      'VST Diagnosis Details',
      'Recommended Management',
      'Technical Consultation Info.',
      'Hospital Agreement',
      'Attachments',
      'Refer ARV',
    ]);
    expect(VST_CONSULT_SECTIONS.flatMap((s) => (s.data ? [s.data] : []))).toEqual([
      ...VST_CONSULT_SECTION_NAMES,
    ]);
  });
  it('lists the follow-up sections', () => {
    expect(VST_FOLLOWUP_SECTIONS.map((s) => s.label)).toEqual([
      'Referrer',
      'Patient Information',
      'Neurologist Info',
      'Health Timeline',
      'Patient History',
      'Follow up Consultation',
      'Hospital Agreement',
      'Attachments',
    ]);
    expect(VST_FOLLOWUP_SECTIONS.flatMap((s) => (s.data ? [s.data] : []))).toEqual([
      ...VST_FOLLOWUP_SECTION_NAMES,
    ]);
  });
  it('gives every record type its own study ID prefix', () => {
    expect(STUDY_ID_PREFIX).toEqual({
      Consult: 'VST',
      Followup: 'VSTFU',
      VtisConsult: 'VTIS',
      VtisFollowup: 'VTISFU',
    });
    expect(new Set(STROKE_RECORD_TYPES.map((t) => STUDY_ID_PREFIX[t])).size).toBe(STROKE_RECORD_TYPES.length);
  });
});
