import { describe, expect, it } from 'vitest';
import { parsed } from '../cases/test-issues.ts';
import {
  clearedFollowupConsultation,
  clearedPatientHistory,
  clearedRecommendedManagement,
  clearedVtisConsult,
  clearedVtisDiagnosisDetails,
  clearedVtisFollowup,
  clearedVtisPatientInformation,
} from './clearing-rules.ts';
import {
  completeConsult,
  consultSave,
  diagnosis,
  followupConsultation,
  management,
  patientHistory,
} from './test-consults.ts';

describe('patient history clearing (spec 3 §4.3)', () => {
  it('onset known No clears the date, accuracy and time', () => {
    expect(clearedPatientHistory({ ...patientHistory, strokeOnsetKnown: 'No' })).toMatchObject({
      strokeOnsetDate: null,
      timeAccuracy: null,
      strokeOnsetTime: null,
    });
  });
  it('accuracy "Time unknown" clears the onset time and keeps the date', () => {
    expect(clearedPatientHistory({ ...patientHistory, timeAccuracy: 'Unknown' })).toMatchObject({
      strokeOnsetDate: '2026-03-09',
      timeAccuracy: 'Unknown',
      strokeOnsetTime: null,
    });
    expect(clearedPatientHistory({ ...patientHistory, timeAccuracy: 'WakeUp' }).strokeOnsetTime).toBe(
      '07:30',
    );
  });
  it('thrombolysis No clears its date, time, adverse event and type', () => {
    const thrombolysed = {
      ...patientHistory,
      thrombolysisRelatedAdverseEvent: 'Yes',
      adverseEventType: 'Angioedema',
    };
    expect(clearedPatientHistory(thrombolysed).adverseEventType).toBe('Angioedema');
    expect(clearedPatientHistory({ ...thrombolysed, intravenousThrombolysisReceived: 'No' })).toMatchObject({
      dateOfThrombolysis: null,
      timeOfThrombolysis: null,
      thrombolysisRelatedAdverseEvent: null,
      adverseEventType: null,
    });
  });
  it('adverse event No clears the type only', () => {
    const v = clearedPatientHistory({
      ...patientHistory,
      thrombolysisRelatedAdverseEvent: 'No',
      adverseEventType: 'Other',
    });
    expect(v).toMatchObject({
      dateOfThrombolysis: '2026-03-09',
      thrombolysisRelatedAdverseEvent: 'No',
      adverseEventType: null,
    });
  });
  it('keeps every value the form shows', () => {
    expect(clearedPatientHistory(patientHistory)).toEqual({ ...patientHistory, adverseEventType: null });
  });
});

describe('diagnosis clearing and diagnosisRevised (spec 3 §4.3)', () => {
  it('NotStroke clears the details and the cause chain', () => {
    const v = clearedVtisDiagnosisDetails(
      {
        ...diagnosis,
        strokeType: 'NotStroke',
        notStrokeDiagnosisDetails: ['Migraine'],
        causeOfStrokeOtherNotes: 'x',
      },
      'Ischaemic',
    );
    expect(v).toMatchObject({
      diagnosisDetails: null,
      causeOfStrokeKnown: null,
      causeOfStroke: null,
      causeOfStrokeOtherNotes: null,
      notStrokeDiagnosisDetails: ['Migraine'],
      diagnosisRevised: 'Yes',
    });
  });
  it('a stroke type clears the not-stroke diagnoses and their notes', () => {
    const v = clearedVtisDiagnosisDetails(
      { ...diagnosis, notStrokeDiagnosisDetails: ['Other'], notStrokeDiagnosisDetailsOtherNotes: 'x' },
      'Ischaemic',
    );
    expect(v).toMatchObject({ notStrokeDiagnosisDetails: [], notStrokeDiagnosisDetailsOtherNotes: null });
  });
  it('Undetermined keeps the details and clears the cause chain', () => {
    expect(
      clearedVtisDiagnosisDetails({ ...diagnosis, strokeType: 'Undetermined' }, 'Ischaemic'),
    ).toMatchObject({
      diagnosisDetails: 'Left MCA syndrome',
      causeOfStrokeKnown: null,
      causeOfStroke: null,
    });
  });
  it('cause known No clears the cause; a cause other than Other clears its notes', () => {
    expect(
      clearedVtisDiagnosisDetails({ ...diagnosis, causeOfStrokeKnown: 'No' }, 'Ischaemic').causeOfStroke,
    ).toBeNull();
    expect(
      clearedVtisDiagnosisDetails({ ...diagnosis, causeOfStrokeOtherNotes: 'stale' }, 'Ischaemic')
        .causeOfStrokeOtherNotes,
    ).toBeNull();
  });
  it('sets diagnosisRevised Yes when the stroke type differs from the working diagnosis, No when the same', () => {
    expect(
      clearedVtisDiagnosisDetails({ ...diagnosis, diagnosisRevised: 'No' }, 'Haemorrhagic').diagnosisRevised,
    ).toBe('Yes');
    expect(
      clearedVtisDiagnosisDetails({ ...diagnosis, diagnosisRevised: 'Yes' }, 'Ischaemic').diagnosisRevised,
    ).toBe('No');
    expect(
      clearedVtisDiagnosisDetails({ ...diagnosis, diagnosisRevised: 'Yes' }, null).diagnosisRevised,
    ).toBeNull();
  });
});

describe('recommended management clearing (spec 3 §5.5)', () => {
  const texts = {
    managementRecommendationsOther: 'a',
    followUpInvestigationsArrangedOther: 'b',
    followUpReferralsArrangedOther: 'c',
    testCancelledDetails: 'd',
    recommendedChangesInMedicationsDetails: 'e',
  };
  it('clears each text whose answer no longer shows it', () => {
    expect(clearedRecommendedManagement({ ...management, ...texts })).toMatchObject({
      managementRecommendationsOther: null,
      followUpInvestigationsArrangedOther: null,
      followUpReferralsArrangedOther: null,
      testCancelledDetails: null,
      recommendedChangesInMedicationsDetails: null,
    });
  });
  it('keeps them with Other, Pathology and Yes', () => {
    const shown = {
      ...management,
      ...texts,
      managementRecommendations: ['Other'],
      followUpInvestigationsArranged: ['Pathology'],
      followUpReferralsArranged: ['Other'],
      testCancelled: 'Yes',
      recommendedChangesInMedications: 'Yes',
    };
    expect(clearedRecommendedManagement(shown)).toEqual(shown);
  });
});

describe('patient information: the names of the picked country and language', () => {
  it('are the reference lists names of the codes', () => {
    expect(
      clearedVtisPatientInformation({
        countryOfBirthCode: 1101,
        countryOfBirth: 'typed',
        spokenLanguageCode: '2401',
      }),
    ).toMatchObject({ countryOfBirth: 'Australia', spokenLanguage: 'Italian' });
    expect(
      clearedVtisPatientInformation({ countryOfBirthCode: null, countryOfBirth: 'Australia' }),
    ).toMatchObject({
      countryOfBirth: null,
      spokenLanguage: null,
    });
  });
});

describe('clearedVtisConsult', () => {
  it('derives diagnosisRevised both ways from the patient history, whichever section was saved', () => {
    const revised = clearedVtisConsult({
      ...completeConsult,
      patientHistory: { ...patientHistory, workingDiagnosisBeforeConsult: 'TIA' },
    });
    expect(revised.diagnosisDetails?.diagnosisRevised).toBe('Yes');
    const confirmed = clearedVtisConsult({
      ...completeConsult,
      diagnosisDetails: { ...diagnosis, diagnosisRevised: 'Yes' },
    });
    expect(confirmed.diagnosisDetails?.diagnosisRevised).toBe('No');
  });
  it('keeps absent sections absent and runs on a parsed save body', () => {
    const body = parsed(consultSave, {
      ...completeConsult,
      sectionsToUpdate: ['imagingDetails'],
      patientHistory: null,
    });
    const v = clearedVtisConsult(body);
    expect(v.patientHistory).toBeNull();
    expect(v.diagnosisDetails?.diagnosisRevised).toBeNull();
    expect(v.patientInformation?.countryOfBirth).toBe('Australia');
  });
});

describe('follow-up clearing (spec 3 §4.3)', () => {
  it('a diagnosis other than NotStroke clears its not-stroke options; NotStroke clears the details', () => {
    const stale = {
      ...followupConsultation,
      workingDiagnosisAfterFollowupVtisConsultNotStrokeDiagnosis: ['Other'],
      workingDiagnosisAfterFollowupVtisConsultNotStrokeDiagnosisOtherDetails: 'x',
    };
    expect(clearedFollowupConsultation(stale)).toMatchObject({
      workingDiagnosisAfterFollowupVtisConsultDetails: 'Left MCA infarct, cardioembolic',
      workingDiagnosisAfterFollowupVtisConsultNotStrokeDiagnosis: [],
      workingDiagnosisAfterFollowupVtisConsultNotStrokeDiagnosisOtherDetails: null,
    });
    expect(
      clearedFollowupConsultation({ ...stale, workingDiagnosisAfterFollowupVtisConsult: 'NotStroke' }),
    ).toMatchObject({
      workingDiagnosisAfterFollowupVtisConsultDetails: null,
      workingDiagnosisAfterFollowupVtisConsultNotStrokeDiagnosis: ['Other'],
      workingDiagnosisAfterFollowupVtisConsultNotStrokeDiagnosisOtherDetails: 'x',
    });
  });
  it('clears the Other details when Other is no longer chosen', () => {
    const v = clearedVtisFollowup({
      followupConsultationInformation: {
        workingDiagnosisFromInitialVtisConsult: 'NotStroke',
        workingDiagnosisFromInitialVtisConsultNotStrokeDiagnosis: ['Sepsis'],
        workingDiagnosisFromInitialVtisConsultNotStrokeDiagnosisOtherDetails: 'stale',
      },
    });
    expect(v.followupConsultationInformation).toMatchObject({
      workingDiagnosisFromInitialVtisConsultNotStrokeDiagnosis: ['Sepsis'],
      workingDiagnosisFromInitialVtisConsultNotStrokeDiagnosisOtherDetails: null,
    });
  });
});
