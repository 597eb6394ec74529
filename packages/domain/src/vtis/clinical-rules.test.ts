import { describe, expect, it } from 'vitest';
import {
  combinedStandAloneChoice,
  derivedDiagnosisRevised,
  isVtisValidationRequired,
  mandatoryFieldsOffAnswer,
  showsAdverseEventType,
  showsCauseOfStroke,
  showsCauseOfStrokeKnown,
  showsCauseOfStrokeOtherNotes,
  showsDiagnosisDetailsText,
  showsFollowUpInvestigationsOther,
  showsFollowUpReferralsOther,
  showsFollowupDiagnosisDetails,
  showsFollowupNotStrokeDiagnoses,
  showsManagementRecommendationsOther,
  showsMedicationChangeDetails,
  showsNotStrokeDiagnoses,
  showsNotStrokeOtherNotes,
  showsStrokeOnsetDetails,
  showsStrokeOnsetTime,
  showsTestCancelledDetails,
  showsThrombolysisDetails,
} from './clinical-rules.ts';

describe('required-rule toggle (spec 3 §4.3, §5.5)', () => {
  it('is on unless the prompt was answered Yes', () => {
    expect(isVtisValidationRequired(null)).toBe(true);
    expect(isVtisValidationRequired({})).toBe(true);
    expect(isVtisValidationRequired({ mandatoryFieldsOff: null })).toBe(true);
    expect(isVtisValidationRequired({ mandatoryFieldsOff: 'No' })).toBe(true);
    expect(isVtisValidationRequired({ mandatoryFieldsOff: 'Yes' })).toBe(false);
  });
  it('Yes turns it off, No turns it on', () => {
    expect(mandatoryFieldsOffAnswer(false)).toBe('Yes');
    expect(mandatoryFieldsOffAnswer(true)).toBe('No');
    expect(isVtisValidationRequired({ mandatoryFieldsOff: mandatoryFieldsOffAnswer(false) })).toBe(false);
    expect(isVtisValidationRequired({ mandatoryFieldsOff: mandatoryFieldsOffAnswer(true) })).toBe(true);
  });
});

describe('onset chain (spec 3 §4.3)', () => {
  it('onset known Yes shows the date and accuracy', () => {
    expect(showsStrokeOnsetDetails('Yes')).toBe(true);
    expect(showsStrokeOnsetDetails('No')).toBe(false);
    expect(showsStrokeOnsetDetails(null)).toBe(false);
  });
  it('the onset time is hidden for "Time unknown" only', () => {
    expect(showsStrokeOnsetTime('Yes', 'Unknown')).toBe(false);
    expect(showsStrokeOnsetTime('Yes', 'Known')).toBe(true);
    expect(showsStrokeOnsetTime('Yes', 'Uncertain')).toBe(true);
    expect(showsStrokeOnsetTime('Yes', 'WakeUp')).toBe(true);
    expect(showsStrokeOnsetTime('Yes', null)).toBe(true);
    expect(showsStrokeOnsetTime('No', 'Known')).toBe(false);
  });
});

describe('thrombolysis chain (spec 3 §4.3)', () => {
  it('Yes shows the date, time and adverse-event question; the event Yes shows its type', () => {
    expect(showsThrombolysisDetails('Yes')).toBe(true);
    expect(showsThrombolysisDetails('No')).toBe(false);
    expect(showsAdverseEventType('Yes', 'Yes')).toBe(true);
    expect(showsAdverseEventType('Yes', 'No')).toBe(false);
    expect(showsAdverseEventType('No', 'Yes')).toBe(false);
    expect(showsAdverseEventType(null, 'Yes')).toBe(false);
  });
});

describe('diagnosis chains (spec 3 §4.3)', () => {
  it('cause known shows for Ischaemic, Haemorrhagic and TIA only', () => {
    for (const type of ['Ischaemic', 'Haemorrhagic', 'TIA'])
      expect(showsCauseOfStrokeKnown(type), type).toBe(true);
    for (const type of ['NotStroke', 'Undetermined', null])
      expect(showsCauseOfStrokeKnown(type), `${type}`).toBe(false);
  });
  it('cause known Yes shows the cause; cause Other shows its notes', () => {
    expect(showsCauseOfStroke('TIA', 'Yes')).toBe(true);
    expect(showsCauseOfStroke('TIA', 'No')).toBe(false);
    expect(showsCauseOfStroke('Undetermined', 'Yes')).toBe(false);
    expect(showsCauseOfStrokeOtherNotes('Ischaemic', 'Yes', 'Other')).toBe(true);
    expect(showsCauseOfStrokeOtherNotes('Ischaemic', 'Yes', 'Cardio-embolism')).toBe(false);
    expect(showsCauseOfStrokeOtherNotes('Ischaemic', 'No', 'Other')).toBe(false);
  });
  it('NotStroke shows the not-stroke diagnoses, Other among them the notes', () => {
    expect(showsNotStrokeDiagnoses('NotStroke')).toBe(true);
    expect(showsNotStrokeDiagnoses('Undetermined')).toBe(false);
    expect(showsNotStrokeOtherNotes('NotStroke', ['Migraine', 'Other'])).toBe(true);
    expect(showsNotStrokeOtherNotes('NotStroke', ['Migraine'])).toBe(false);
    expect(showsNotStrokeOtherNotes('TIA', ['Other'])).toBe(false);
  });
  it('Ischaemic, Haemorrhagic, TIA and Undetermined show the diagnosis details text', () => {
    for (const type of ['Ischaemic', 'Haemorrhagic', 'TIA', 'Undetermined']) {
      expect(showsDiagnosisDetailsText(type), type).toBe(true);
    }
    expect(showsDiagnosisDetailsText('NotStroke')).toBe(false);
    expect(showsDiagnosisDetailsText(null)).toBe(false);
  });
});

describe('diagnosisRevised, set automatically (spec 3 §4.3)', () => {
  it('is Yes when the stroke type differs from the working diagnosis', () => {
    expect(derivedDiagnosisRevised('Haemorrhagic', 'Ischaemic')).toBe('Yes');
    expect(derivedDiagnosisRevised('NotStroke', 'TIA')).toBe('Yes');
    expect(derivedDiagnosisRevised('Undetermined', 'Ischaemic')).toBe('Yes');
  });
  it('is No when they are the same', () => {
    for (const type of ['Ischaemic', 'Haemorrhagic', 'TIA', 'Undetermined']) {
      expect(derivedDiagnosisRevised(type, type), type).toBe('No');
    }
  });
  it('is unknown (null) while either side is missing', () => {
    expect(derivedDiagnosisRevised(null, 'Ischaemic')).toBeNull();
    expect(derivedDiagnosisRevised('Ischaemic', null)).toBeNull();
    expect(derivedDiagnosisRevised('', 'Ischaemic')).toBeNull();
    expect(derivedDiagnosisRevised('Ischaemic', 'NotStroke')).toBeNull();
  });
});

describe('recommended management (spec 3 §5.5)', () => {
  it('investigations show their text with Pathology or Other', () => {
    expect(showsFollowUpInvestigationsOther(['Pathology'])).toBe(true);
    expect(showsFollowUpInvestigationsOther(['MRI', 'Other'])).toBe(true);
    expect(showsFollowUpInvestigationsOther(['MRI'])).toBe(false);
    expect(showsFollowUpInvestigationsOther(null)).toBe(false);
  });
  it('management and referrals show their text with Other only', () => {
    expect(showsManagementRecommendationsOther(['Other'])).toBe(true);
    expect(showsManagementRecommendationsOther(['Palliation'])).toBe(false);
    expect(showsFollowUpReferralsOther(['Cardiology', 'Other'])).toBe(true);
    expect(showsFollowUpReferralsOther(['Pathology'])).toBe(false);
  });
  it('a cancelled test and medication changes show their details with Yes', () => {
    expect(showsTestCancelledDetails('Yes')).toBe(true);
    expect(showsTestCancelledDetails('No')).toBe(false);
    expect(showsMedicationChangeDetails('Yes')).toBe(true);
    expect(showsMedicationChangeDetails(null)).toBe(false);
  });
  it('finds a stand-alone choice combined with others', () => {
    expect(combinedStandAloneChoice(['Not required'], 'Not required')).toBeNull();
    expect(combinedStandAloneChoice(['MRI', 'Not required'], 'Not required')).toBe('Not required');
    expect(combinedStandAloneChoice(['MRI', 'CTA'], 'Not required')).toBeNull();
  });
});

describe('follow-up diagnosis (spec 3 §4.3)', () => {
  it('NotStroke shows the not-stroke options, otherwise the diagnosis details', () => {
    expect(showsFollowupNotStrokeDiagnoses('NotStroke')).toBe(true);
    expect(showsFollowupDiagnosisDetails('NotStroke')).toBe(false);
    for (const type of ['Ischaemic', 'Haemorrhagic', 'TIA', 'Undetermined', null]) {
      expect(showsFollowupNotStrokeDiagnoses(type), `${type}`).toBe(false);
      expect(showsFollowupDiagnosisDetails(type), `${type}`).toBe(true);
    }
  });
});
