import { describe, expect, it } from 'vitest';
import { VTIS_MESSAGES as M } from './messages.ts';
import { diagnosis, management, paths, saving, technical } from './test-consults.ts';

const diagnose = (values: Record<string, unknown>) => saving('diagnosisDetails', values);
const manage = (values: Record<string, unknown>) =>
  saving('recommendedManagement', { ...management, ...values });

describe('imaging details (spec 3 §5.5)', () => {
  it('requires the imaging results', () => {
    expect(saving('imagingDetails', { imagingResults: '  ' })).toEqual([
      { path: 'imagingDetails.imagingResults', message: M.required },
    ]);
  });
});

describe('diagnosis details (spec 3 §4.3, §5.5)', () => {
  it('always requires the stroke type', () => {
    expect(diagnose({})).toEqual([{ path: 'diagnosisDetails.strokeType', message: M.required }]);
  });
  it('Ischaemic, Haemorrhagic and TIA require details and whether the cause is known', () => {
    for (const strokeType of ['Ischaemic', 'Haemorrhagic', 'TIA']) {
      expect(paths(diagnose({ strokeType })), strokeType).toEqual([
        'diagnosisDetails.diagnosisDetails',
        'diagnosisDetails.causeOfStrokeKnown',
      ]);
    }
  });
  it('Undetermined requires the details only; NotStroke a not-stroke diagnosis only', () => {
    expect(paths(diagnose({ strokeType: 'Undetermined' }))).toEqual(['diagnosisDetails.diagnosisDetails']);
    expect(diagnose({ strokeType: 'NotStroke' })).toEqual([
      { path: 'diagnosisDetails.notStrokeDiagnosisDetails', message: M.atLeastOneOption },
    ]);
    expect(diagnose({ strokeType: 'NotStroke', notStrokeDiagnosisDetails: ['Migraine'] })).toEqual([]);
  });
  it('NotStroke with Other requires its notes', () => {
    expect(diagnose({ strokeType: 'NotStroke', notStrokeDiagnosisDetails: ['Seizure', 'Other'] })).toEqual([
      { path: 'diagnosisDetails.notStrokeDiagnosisDetailsOtherNotes', message: M.required },
    ]);
  });
  it('cause known Yes requires the cause, cause Other its notes', () => {
    expect(paths(diagnose({ ...diagnosis, causeOfStroke: null }))).toEqual([
      'diagnosisDetails.causeOfStroke',
    ]);
    expect(paths(diagnose({ ...diagnosis, causeOfStroke: 'Other' }))).toEqual([
      'diagnosisDetails.causeOfStrokeOtherNotes',
    ]);
    expect(diagnose({ ...diagnosis, causeOfStroke: 'Other', causeOfStrokeOtherNotes: 'Dissection' })).toEqual(
      [],
    );
    expect(diagnose({ ...diagnosis, causeOfStrokeKnown: 'No', causeOfStroke: null })).toEqual([]);
  });
  it('offers the cause-of-stroke list of §3.4 only', () => {
    expect(paths(diagnose({ ...diagnosis, causeOfStroke: 'Dissection' }))).toEqual([
      'diagnosisDetails.causeOfStroke',
    ]);
    expect(
      diagnose({
        ...diagnosis,
        causeOfStroke: 'A diagnosed metabolic disorder, or intervention/post operative',
      }),
    ).toEqual([]);
  });
  it('does not ask for diagnosisRevised: it is derived, never typed', () => {
    expect(diagnose({ ...diagnosis, diagnosisRevised: null })).toEqual([]);
  });
});

describe('recommended management (spec 3 §5.5)', () => {
  it('requires every question but the comments, and a choice in each group', () => {
    expect(paths(saving('recommendedManagement', {}))).toEqual([
      'recommendedManagement.facilitatedInterHospitalTransfers',
      'recommendedManagement.managementRecommendations',
      'recommendedManagement.followUpInvestigationsArranged',
      'recommendedManagement.followUpReferralsArranged',
      'recommendedManagement.testCancelled',
      'recommendedManagement.estimatedLengthOfStayAdvised',
      'recommendedManagement.recommendedChangesInMedications',
      'recommendedManagement.patientCenteredCounselling',
    ]);
    expect(saving('recommendedManagement', {})[1]?.message).toBe(M.atLeastOneOption);
    expect(manage({ comments: null })).toEqual([]);
  });
  it('requires the investigations text with Pathology, and with Other', () => {
    const text = 'recommendedManagement.followUpInvestigationsArrangedOther';
    expect(paths(manage({ followUpInvestigationsArranged: ['Pathology'] }))).toEqual([text]);
    expect(paths(manage({ followUpInvestigationsArranged: ['CTA', 'Other'] }))).toEqual([text]);
    expect(
      manage({ followUpInvestigationsArranged: ['Pathology'], followUpInvestigationsArrangedOther: 'FBC' }),
    ).toEqual([]);
  });
  it('requires the management and referrals text with Other only', () => {
    expect(paths(manage({ managementRecommendations: ['Other'] }))).toEqual([
      'recommendedManagement.managementRecommendationsOther',
    ]);
    expect(paths(manage({ followUpReferralsArranged: ['Other'] }))).toEqual([
      'recommendedManagement.followUpReferralsArrangedOther',
    ]);
    expect(manage({ followUpReferralsArranged: ['Pathology'] })).toHaveLength(1);
  });
  it('requires the details of a cancelled test and of medication changes', () => {
    expect(paths(manage({ testCancelled: 'Yes', recommendedChangesInMedications: 'Yes' }))).toEqual([
      'recommendedManagement.testCancelledDetails',
      'recommendedManagement.recommendedChangesInMedicationsDetails',
    ]);
  });
  it('keeps "No changes to current management plan" and "Not required" on their own', () => {
    expect(
      manage({
        managementRecommendations: ['Palliation', 'No changes to current management plan'],
        followUpInvestigationsArranged: ['Not required', 'MRI'],
        followUpReferralsArranged: ['Not required'],
      }),
    ).toEqual([
      {
        path: 'recommendedManagement.managementRecommendations',
        message: M.choiceStandsAlone('No changes to current management plan'),
      },
      {
        path: 'recommendedManagement.followUpInvestigationsArranged',
        message: M.choiceStandsAlone('Not required'),
      },
    ]);
  });
  it('refuses a choice twice', () => {
    expect(manage({ followUpInvestigationsArranged: ['MRI', 'MRI'] })).toEqual([
      { path: 'recommendedManagement.followUpInvestigationsArranged', message: M.duplicateChoice },
    ]);
  });
});

describe('technical consultation (spec 3 §3.5, §5.5)', () => {
  it('requires the consult type and technical success, from their lists', () => {
    expect(paths(saving('technicalConsultationInformation', {}))).toEqual([
      'technicalConsultationInformation.consultType',
      'technicalConsultationInformation.technicalSuccess',
    ]);
    expect(saving('technicalConsultationInformation', { ...technical, consultType: 'Phone Only' })).toEqual(
      [],
    );
    expect(
      paths(saving('technicalConsultationInformation', { ...technical, technicalSuccess: 'Partly' })),
    ).toEqual(['technicalConsultationInformation.technicalSuccess']);
  });
});
