import { describe, expect, it } from 'vitest';
import { VST_MESSAGES as M } from './messages.ts';
import { CALL, clinical, imaging, paths, saving } from './test-consults.ts';

describe('clinical presentation (spec 3 §5.2)', () => {
  const nihss = (value: unknown) =>
    saving('clinicalPresentationInformation', { ...clinical, clinicalPresentationNIHSS: value });
  const mrs = (value: unknown) =>
    saving('clinicalPresentationInformation', { ...clinical, preStrokemRS: value });
  const nihssIssue = [
    { path: 'clinicalPresentationInformation.clinicalPresentationNIHSS', message: M.nihssRange },
  ];
  const mrsIssue = [{ path: 'clinicalPresentationInformation.preStrokemRS', message: M.mrsRange }];
  it('NIHSS takes 0 to 42 or 99 and refuses -1, 43 and fractions with the spec message', () => {
    expect(M.nihssRange).toBe('Please enter a value between 1 to 42 or 99');
    expect(nihss(0)).toEqual([]);
    expect(nihss(42)).toEqual([]);
    expect(nihss(99)).toEqual([]);
    expect(nihss(-1)).toEqual(nihssIssue);
    expect(nihss(43)).toEqual(nihssIssue);
    expect(nihss(98)).toEqual(nihssIssue);
    expect(nihss(4.5)).toEqual(nihssIssue);
  });
  it('pre-stroke mRS takes 0 to 5 or 99 and refuses 6 and -1 with the spec message', () => {
    expect(M.mrsRange).toBe('Please enter a value between 1 to 5 or 99');
    expect(mrs(0)).toEqual([]);
    expect(mrs(5)).toEqual([]);
    expect(mrs(99)).toEqual([]);
    expect(mrs(6)).toEqual(mrsIssue);
    expect(mrs(-1)).toEqual(mrsIssue);
  });
  it('a number typed as text is refused, not read', () => {
    expect(nihss('8')).toEqual([
      { path: 'clinicalPresentationInformation.clinicalPresentationNIHSS', message: M.enterNumber },
    ]);
  });
  it('requires the presentation fields and at least one comorbidity while the toggle is on', () => {
    expect(saving('clinicalPresentationInformation', {})).toEqual([
      ...[
        'siteHospitalPreliminaryDiagnosis',
        'wakeUpStroke',
        'lastKnownWellDateAndTime',
        'clinicalPresentationNIHSS',
        'nihssPerformedBy',
        'preStrokemRS',
      ].map((f) => ({ path: `clinicalPresentationInformation.${f}`, message: M.required })),
      { path: 'clinicalPresentationInformation.currentComorbidities', message: M.atLeastOneOption },
    ]);
  });
  it('needs the Other notes with Other', () => {
    expect(
      paths(
        saving('clinicalPresentationInformation', {
          ...clinical,
          siteHospitalPreliminaryDiagnosis: 'Other',
          currentComorbidities: ['Other'],
        }),
      ),
    ).toEqual([
      'clinicalPresentationInformation.preliminaryDiagnosisOtherNotes',
      'clinicalPresentationInformation.otherComorbidities',
    ]);
  });
  it('refuses last known well and symptom onset after the call', () => {
    expect(
      saving('clinicalPresentationInformation', {
        ...clinical,
        lastKnownWellDateAndTime: '2026-03-10T10:01:00+11:00',
        symptomOnsetDateAndTime: '2026-03-10T10:30:00+11:00',
      }),
    ).toEqual([
      {
        path: 'clinicalPresentationInformation.lastKnownWellDateAndTime',
        message: 'Time Last Known Well cannot be after Call Date and Time',
      },
      {
        path: 'clinicalPresentationInformation.symptomOnsetDateAndTime',
        message: 'Estimated Time of Symptom Onset cannot be after Call Date and Time',
      },
    ]);
    expect(saving('clinicalPresentationInformation', { ...clinical, symptomOnsetDateAndTime: CALL })).toEqual(
      [],
    );
  });
});

describe('imaging (spec 3 §4.2)', () => {
  it('requires each chain down to what its answers show', () => {
    expect(
      paths(
        saving('imagingDetails', {
          ...imaging,
          haemorrhage: 'Yes',
          ctaPerformed: 'Yes',
          vesselOcclusion: 'Yes',
          ctpPerformed: 'Yes',
          localPACSAccessed: 'Yes',
        }),
      ),
    ).toEqual(
      [
        'haemorrhageVolume',
        'occlusionLocationVessels',
        'ctpCoreVolume',
        'ctpPenumbralVolume',
        'reasonsForAccessingLocalPACS',
        'didImpactTreatmentDecision',
      ].map((f) => `imagingDetails.${f}`),
    );
    expect(paths(saving('imagingDetails', { ...imaging, ctaPerformed: 'Yes' }))).toEqual([
      'imagingDetails.vesselOcclusion',
    ]);
  });
  it('needs the local PACS Other text even with the toggle off', () => {
    const off = { patientInformation: { mandatoryFields: 'Off', moreThanTwentyFourHrs: 'Yes' } };
    expect(saving('imagingDetails', { reasonsForAccessingLocalPACS: ['Other'] }, off)).toEqual([
      { path: 'imagingDetails.reasonForAccessingLocalPACSOther', message: M.required },
    ]);
    expect(saving('imagingDetails', {}, off)).toEqual([]);
  });
  it('refuses negative volumes and an unknown vessel', () => {
    expect(saving('imagingDetails', { ...imaging, haemorrhage: 'Yes', haemorrhageVolume: -2 })).toEqual([
      { path: 'imagingDetails.haemorrhageVolume', message: 'Must be at least 0' },
    ]);
    expect(paths(saving('imagingDetails', { ...imaging, occlusionLocationVessels: ['Left BA'] }))).toEqual([
      'imagingDetails.occlusionLocationVessels.0',
    ]);
  });
});

describe('diagnosis (spec 3 §5.2)', () => {
  it('always requires the stroke type', () => {
    const off = { patientInformation: { mandatoryFields: 'Off', moreThanTwentyFourHrs: 'Yes' } };
    expect(saving('diagnosisDetails', {}, off)).toEqual([
      { path: 'diagnosisDetails.strokeType', message: M.required },
    ]);
  });
  it('Not Stroke needs at least one diagnosis, and Other its notes', () => {
    expect(saving('diagnosisDetails', { strokeType: 'Not Stroke' })).toEqual([
      { path: 'diagnosisDetails.notStokeDiagnosisDetails', message: M.atLeastOneOption },
    ]);
    expect(
      saving('diagnosisDetails', { strokeType: 'Not Stroke', notStokeDiagnosisDetails: ['Other'] }),
    ).toEqual([{ path: 'diagnosisDetails.notStokeDiagnosisDetailsOtherNotes', message: M.required }]);
    expect(
      saving('diagnosisDetails', { strokeType: 'Not Stroke', notStokeDiagnosisDetails: ['Migraine'] }),
    ).toEqual([]);
  });
  it('the other stroke types need the diagnosis details', () => {
    for (const strokeType of ['Ischaemic Stroke', 'Haemorrhagic Stroke', 'TIA', 'Other', 'Undetermined']) {
      expect(saving('diagnosisDetails', { strokeType })).toEqual([
        { path: 'diagnosisDetails.diagnosisDetails', message: M.required },
      ]);
    }
  });
});

describe('technical consultation and hospital agreement (spec 3 §5.2)', () => {
  const off = { patientInformation: { mandatoryFields: 'Off', moreThanTwentyFourHrs: 'Yes' } };
  it('always requires the consult type and technical success', () => {
    expect(paths(saving('technicalConsultationInformation', {}, off))).toEqual([
      'technicalConsultationInformation.consultType',
      'technicalConsultationInformation.technicalSuccess',
    ]);
  });
  it('asks phone-only for the reason, video for the internet type, impeded for the issues, with Other texts', () => {
    expect(
      paths(
        saving('technicalConsultationInformation', {
          consultType: 'Phone Only',
          technicalSuccess: 'Impeded',
        }),
      ),
    ).toEqual([
      'technicalConsultationInformation.reasonNoVideoConsultation',
      'technicalConsultationInformation.technicalIssues',
    ]);
    expect(
      paths(
        saving('technicalConsultationInformation', {
          consultType: 'Video Conference and Phone',
          internetType: 'Other',
          technicalSuccess: 'Impeded',
          technicalIssues: ['Other'],
        }),
      ),
    ).toEqual([
      'technicalConsultationInformation.otherInternetTypeNotes',
      'technicalConsultationInformation.technicalIssuesOtherNotes',
    ]);
    expect(
      paths(
        saving('technicalConsultationInformation', {
          consultType: 'Video Conference and Phone',
          technicalSuccess: 'Successful',
        }),
      ),
    ).toEqual(['technicalConsultationInformation.internetType']);
  });
  it('always requires an appropriate referral; the agreement with the toggle on', () => {
    expect(paths(saving('hospitalAgreementDetails', {}))).toEqual([
      'hospitalAgreementDetails.appropriateReferralToVST',
      'hospitalAgreementDetails.agreementFromHospitalToDeliverTreatmentPlan',
    ]);
    expect(paths(saving('hospitalAgreementDetails', {}, off))).toEqual([
      'hospitalAgreementDetails.appropriateReferralToVST',
    ]);
  });
});
