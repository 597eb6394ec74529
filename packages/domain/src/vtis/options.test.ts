import { describe, expect, it } from 'vitest';
import { optionLabel } from '../cases/option.ts';
import { NOT_STROKE_DIAGNOSIS_VALUES as VST_NOT_STROKE } from '../vst/management-options.ts';
import { CONSULT_TYPES as VST_CONSULT_TYPES } from '../vst/options.ts';
import {
  ADVERSE_EVENT_TYPE_VALUES,
  ATSI_OPTIONS,
  ATSI_VALUES,
  CAUSE_OF_STROKE_VALUES,
  CONSULT_TYPES,
  DECLINE_REASON_VALUES,
  FOLLOW_UP_INVESTIGATION_VALUES,
  FOLLOW_UP_REFERRAL_VALUES,
  MANAGEMENT_RECOMMENDATION_VALUES,
  NOK_RELATIONSHIP_VALUES,
  NOT_STROKE_DIAGNOSIS_VALUES,
  PREVIOUS_STROKE_VALUES,
  TECHNICAL_SUCCESS_OPTIONS,
  TIME_ACCURACY_OPTIONS,
  TITLE_VALUES,
  VTIS_DASHBOARD_TYPE_LABEL,
  VTIS_DASHBOARD_TYPES,
  VTIS_STATUS_VALUES,
  VTIS_STROKE_TYPE_VALUES,
  VTIS_STROKE_TYPES,
  WORKING_DIAGNOSIS_VALUES,
} from './options.ts';

describe('VTIS patient lists (spec 3 §3.4)', () => {
  it('titles, ATSI and next-of-kin relationships as given', () => {
    expect(TITLE_VALUES).toEqual(['Mr', 'Mrs', 'Ms', 'Miss', 'Dr']);
    expect(ATSI_VALUES).toEqual(['Aboriginal', 'Torres Strait Islander', 'Both', 'Neither']);
    expect(optionLabel(ATSI_OPTIONS, 'Aboriginal')).toBe('Aboriginal but not Torres Strait Islander origin');
    expect(NOK_RELATIONSHIP_VALUES).toHaveLength(13);
    expect(NOK_RELATIONSHIP_VALUES.slice(0, 3)).toEqual(['Spouse', 'Partner', 'Son']);
    expect(NOK_RELATIONSHIP_VALUES.at(-1)).toBe('Other');
  });
});

describe('VTIS history and diagnosis lists (spec 3 §3.4)', () => {
  it('time accuracy: four codes with the spec wording', () => {
    expect(TIME_ACCURACY_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ['Known', 'Time of onset known'],
      ['Uncertain', 'If uncertain time of stroke, then time last seen well'],
      ['WakeUp', 'If wake up stroke, then time last seen well'],
      ['Unknown', 'Time unknown'],
    ]);
  });
  it('previous stroke, adverse events, working diagnosis and stroke types', () => {
    expect(PREVIOUS_STROKE_VALUES).toEqual(['Yes', 'No', 'Not documented']);
    expect(ADVERSE_EVENT_TYPE_VALUES).toEqual([
      'Intracranial Haemorrhage',
      'Extracranial Haemorrhage',
      'Angioedema',
      'Other',
    ]);
    expect(WORKING_DIAGNOSIS_VALUES).toEqual(['Ischaemic', 'Haemorrhagic', 'TIA', 'Undetermined']);
    expect(VTIS_STROKE_TYPE_VALUES).toEqual([
      'Ischaemic',
      'Haemorrhagic',
      'TIA',
      'NotStroke',
      'Undetermined',
    ]);
    expect(optionLabel(VTIS_STROKE_TYPES, 'NotStroke')).toBe('Not Stroke');
  });
  it('cause of stroke: the six items of §3.4, Other last', () => {
    expect(CAUSE_OF_STROKE_VALUES).toEqual([
      'Large artery atherosclerosis',
      'Cardio-embolism',
      'Small artery occlusion (lacune)',
      'Stroke of other determined etiology such as illicit drug use',
      'A diagnosed metabolic disorder, or intervention/post operative',
      'Other',
    ]);
  });
  it('shares the not-stroke diagnoses, consult types and technical success with VST', () => {
    expect(NOT_STROKE_DIAGNOSIS_VALUES).toBe(VST_NOT_STROKE);
    expect(NOT_STROKE_DIAGNOSIS_VALUES).toHaveLength(14);
    expect(CONSULT_TYPES).toBe(VST_CONSULT_TYPES);
    expect(CONSULT_TYPES.map((o) => o.label)).toEqual([
      'Video Conference and Phone',
      'Phone Only (No video consultation)',
    ]);
    expect(TECHNICAL_SUCCESS_OPTIONS.map((o) => o.label)).toEqual([
      'Consultation completed without technical interference',
      'Consultation impeded by technical issues',
    ]);
  });
});

describe('VTIS recommended management lists (spec 3 §3.4)', () => {
  it('management recommendations: 11 items with Other and "No changes"', () => {
    expect(MANAGEMENT_RECOMMENDATION_VALUES).toHaveLength(11);
    expect(MANAGEMENT_RECOMMENDATION_VALUES).toContain('CCU/Cardiac monitoring');
    expect(MANAGEMENT_RECOMMENDATION_VALUES.slice(-2)).toEqual([
      'Other',
      'No changes to current management plan',
    ]);
  });
  it('investigations: 12 items ending Pathology, Other, Not required', () => {
    expect(FOLLOW_UP_INVESTIGATION_VALUES).toHaveLength(12);
    expect(FOLLOW_UP_INVESTIGATION_VALUES.slice(-3)).toEqual(['Pathology', 'Other', 'Not required']);
  });
  it('referrals: 9 items ending Other, Not required', () => {
    expect(FOLLOW_UP_REFERRAL_VALUES).toHaveLength(9);
    expect(FOLLOW_UP_REFERRAL_VALUES).toContain('National Disability Insurance Scheme (NDIS)');
    expect(FOLLOW_UP_REFERRAL_VALUES.slice(-2)).toEqual(['Other', 'Not required']);
  });
});

describe('decline reasons and the dashboard (spec 3 §2.3, §3.9)', () => {
  it('decline reasons as given, Other last', () => {
    expect(DECLINE_REASON_VALUES).toEqual([
      'End of life care/Patient deceased',
      'Patient transferred to another hospital',
      'Patient discharged home',
      'Other',
    ]);
  });
  it('five type labels and four statuses', () => {
    expect(VTIS_DASHBOARD_TYPES.map((t) => t.label)).toEqual([
      'Consult',
      'Follow-up',
      'VTIS Consult',
      'VTIS Follow-up',
      'Hospital Documentation',
    ]);
    expect(VTIS_DASHBOARD_TYPE_LABEL.HospitalDocumentation).toBe('Hospital Documentation');
    expect(VTIS_STATUS_VALUES).toEqual(['PENDING', 'INPATIENT', 'DECLINED', 'CLOSED']);
  });
});
