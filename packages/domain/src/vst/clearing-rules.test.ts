import { describe, expect, it } from 'vitest';
import {
  clearedClinicalPresentation,
  clearedDiagnosisDetails,
  clearedFollowupConsultation,
  clearedImagingDetails,
  clearedNeurologistInformation,
  clearedPatientInformation,
  clearedTechnicalConsultation,
  clearedVstConsult,
} from './clearing-rules.ts';
import { adviceValues, ecrChain, ichChain, tpaChain } from './test-consults.ts';

const ISCHAEMIC = { strokeType: 'Ischaemic Stroke' };
const _HAEMORRHAGIC = { strokeType: 'Haemorrhagic Stroke' };

describe('patient information clearing (spec 3 §4.2)', () => {
  const off = {
    mandatoryFields: 'Off',
    reasonMandatoryFieldsNotRequired: 'Other',
    otherReasonMandatoryFieldsNotRequired: 'Transferred before the call',
  };
  it('keeps the off-reason and its text while mandatory fields is Off with Other', () => {
    expect(clearedPatientInformation(off)).toEqual(off);
  });
  it('mandatory fields On clears the reason and its text', () => {
    expect(clearedPatientInformation({ ...off, mandatoryFields: 'On' })).toEqual({
      mandatoryFields: 'On',
      reasonMandatoryFieldsNotRequired: null,
      otherReasonMandatoryFieldsNotRequired: null,
    });
  });
  it('a reason other than Other clears the text', () => {
    expect(
      clearedPatientInformation({ ...off, reasonMandatoryFieldsNotRequired: 'Inappropriate referral' }),
    ).toMatchObject({
      reasonMandatoryFieldsNotRequired: 'Inappropriate referral',
      otherReasonMandatoryFieldsNotRequired: null,
    });
  });
});

describe('neurologist clearing', () => {
  it('the other-delay text goes with a delay reason other than Other', () => {
    expect(
      clearedNeurologistInformation({ delayReason: 'Other', otherDelayReason: 'x' }).otherDelayReason,
    ).toBe('x');
    expect(
      clearedNeurologistInformation({ delayReason: 'Concurrent case', otherDelayReason: 'x' })
        .otherDelayReason,
    ).toBeNull();
    expect(
      clearedNeurologistInformation({ delayReason: null, otherDelayReason: 'x' }).otherDelayReason,
    ).toBeNull();
  });
});

describe('clinical presentation clearing', () => {
  it('the Other notes go with their Other', () => {
    const v = {
      siteHospitalPreliminaryDiagnosis: 'Other',
      preliminaryDiagnosisOtherNotes: 'Vertigo',
      currentComorbidities: ['AF', 'Other'],
      otherComorbidities: 'Gout',
    };
    expect(clearedClinicalPresentation(v)).toEqual(v);
    expect(
      clearedClinicalPresentation({
        ...v,
        siteHospitalPreliminaryDiagnosis: 'TIA',
        currentComorbidities: ['AF'],
      }),
    ).toEqual({
      siteHospitalPreliminaryDiagnosis: 'TIA',
      preliminaryDiagnosisOtherNotes: null,
      currentComorbidities: ['AF'],
      otherComorbidities: null,
    });
  });
});

describe('imaging clearing (spec 3 §4.2: haemorrhage, vessel occlusion, CTA/CTP, local PACS)', () => {
  const full = {
    haemorrhage: 'Yes',
    haemorrhageVolume: 12,
    ctaPerformed: 'Yes',
    vesselOcclusion: 'Yes',
    occlusionLocationVessels: ['Left MCA-M1'],
    ctpPerformed: 'Yes',
    ctpCoreVolume: 10,
    ctpPenumbralVolume: 80,
    ctpMismatchRatio: 8,
    perfusionMapsAvailable: 'Yes',
    localPACSAccessed: 'Yes',
    reasonsForAccessingLocalPACS: ['CTP maps not available', 'Other'],
    reasonForAccessingLocalPACSOther: 'Viewer down',
    didImpactTreatmentDecision: 'No',
  };
  it('keeps everything its parents show', () => {
    expect(clearedImagingDetails(full)).toEqual(full);
  });
  it('haemorrhage not Yes clears the volume', () => {
    expect(clearedImagingDetails({ ...full, haemorrhage: 'No' }).haemorrhageVolume).toBeNull();
  });
  it('CTA not Yes clears vessel occlusion and the vessels', () => {
    const v = clearedImagingDetails({ ...full, ctaPerformed: 'No' });
    expect(v.vesselOcclusion).toBeNull();
    expect(v.occlusionLocationVessels).toEqual([]);
  });
  it('vessel occlusion not Yes clears the vessels', () => {
    const v = clearedImagingDetails({ ...full, vesselOcclusion: 'No' });
    expect(v.vesselOcclusion).toBe('No');
    expect(v.occlusionLocationVessels).toEqual([]);
  });
  it('CTP not Yes clears the volumes, ratio and maps', () => {
    expect(clearedImagingDetails({ ...full, ctpPerformed: null })).toMatchObject({
      ctpCoreVolume: null,
      ctpPenumbralVolume: null,
      ctpMismatchRatio: null,
      perfusionMapsAvailable: null,
    });
  });
  it('local PACS not Yes clears the reasons, their text and the impact', () => {
    expect(clearedImagingDetails({ ...full, localPACSAccessed: 'No' })).toMatchObject({
      reasonsForAccessingLocalPACS: [],
      reasonForAccessingLocalPACSOther: null,
      didImpactTreatmentDecision: null,
    });
  });
  it('reasons without Other clear the Other text', () => {
    const v = clearedImagingDetails({ ...full, reasonsForAccessingLocalPACS: ['CTP maps not available'] });
    expect(v.reasonForAccessingLocalPACSOther).toBeNull();
    expect(v.didImpactTreatmentDecision).toBe('No');
  });
});

describe('diagnosis clearing (spec 3 §4.2: changing stroke type)', () => {
  const notStroke = {
    strokeType: 'Not Stroke',
    diagnosisDetails: 'Left MCA infarct',
    notStokeDiagnosisDetails: ['Migraine', 'Other'],
    notStokeDiagnosisDetailsOtherNotes: 'Hemiplegic',
  };
  it('Not Stroke clears the details text and keeps the not-stroke diagnoses', () => {
    expect(clearedDiagnosisDetails(notStroke)).toEqual({ ...notStroke, diagnosisDetails: null });
  });
  it('any other type clears the not-stroke diagnoses and their notes', () => {
    for (const strokeType of [
      'Ischaemic Stroke',
      'Haemorrhagic Stroke',
      'TIA',
      'Other',
      'Undetermined',
      null,
    ]) {
      expect(clearedDiagnosisDetails({ ...notStroke, strokeType })).toEqual({
        strokeType,
        diagnosisDetails: 'Left MCA infarct',
        notStokeDiagnosisDetails: [],
        notStokeDiagnosisDetailsOtherNotes: null,
      });
    }
  });
  it('not-stroke diagnoses without Other clear the notes', () => {
    expect(
      clearedDiagnosisDetails({ ...notStroke, notStokeDiagnosisDetails: ['Seizure'] })
        .notStokeDiagnosisDetailsOtherNotes,
    ).toBeNull();
  });
});

describe('technical consultation clearing (spec 3 §4.2: consult type, internet type)', () => {
  const video = {
    consultType: 'Video Conference and Phone',
    reasonNoVideoConsultation: 'Technical issue',
    internetType: 'Other',
    otherInternetTypeNotes: 'Satellite',
    technicalSuccess: 'Impeded',
    technicalIssues: ['VC audio', 'Other'],
    technicalIssuesOtherNotes: 'Echo',
  };
  it('video keeps the internet type and clears the no-video reason', () => {
    expect(clearedTechnicalConsultation(video)).toEqual({ ...video, reasonNoVideoConsultation: null });
  });
  it('phone only keeps the no-video reason and clears the internet type and its notes', () => {
    expect(clearedTechnicalConsultation({ ...video, consultType: 'Phone Only' })).toMatchObject({
      reasonNoVideoConsultation: 'Technical issue',
      internetType: null,
      otherInternetTypeNotes: null,
    });
  });
  it('an internet type other than Other clears its notes', () => {
    expect(
      clearedTechnicalConsultation({ ...video, internetType: 'Home' }).otherInternetTypeNotes,
    ).toBeNull();
  });
  it('successful clears the issues and their notes; issues without Other clear the notes', () => {
    expect(clearedTechnicalConsultation({ ...video, technicalSuccess: 'Successful' })).toMatchObject({
      technicalIssues: [],
      technicalIssuesOtherNotes: null,
    });
    expect(
      clearedTechnicalConsultation({ ...video, technicalIssues: ['VC audio'] }).technicalIssuesOtherNotes,
    ).toBeNull();
  });
});

describe('follow-up clearing (spec 3 §5.3)', () => {
  const event = {
    seriousAdverseEvent: 'Yes',
    seriousAdverseEventType: 'Other',
    seriousAdverseEventTypeOtherExplanation: 'Rash',
    seriousAdverseEventDateTime: '2026-03-10T12:00:00+11:00',
  };
  it('keeps the chain for event Yes and type Other', () => {
    expect(clearedFollowupConsultation(event)).toEqual(event);
  });
  it('event not Yes clears type, explanation and time', () => {
    for (const answer of ['No', 'N/A', 'Unknown', null]) {
      expect(clearedFollowupConsultation({ ...event, seriousAdverseEvent: answer })).toEqual({
        seriousAdverseEvent: answer,
        seriousAdverseEventType: null,
        seriousAdverseEventTypeOtherExplanation: null,
        seriousAdverseEventDateTime: null,
      });
    }
  });
  it('a type other than Other clears the explanation', () => {
    expect(
      clearedFollowupConsultation({ ...event, seriousAdverseEventType: 'Angioedema' })
        .seriousAdverseEventTypeOtherExplanation,
    ).toBeNull();
  });
});

describe('the whole consult (spec 3 §4.2)', () => {
  it('clears every section, with the stroke type reaching into Recommended Management', () => {
    const consult = {
      callDateTime: '2026-03-10T10:00:00+11:00',
      patient: { age: 30, addressState: 'SA' },
      patientInformation: { mandatoryFields: 'On', reasonMandatoryFieldsNotRequired: 'Other' },
      neurologistInformation: { delayReason: 'Concurrent case', otherDelayReason: 'x' },
      clinicalPresentationInformation: {
        siteHospitalPreliminaryDiagnosis: 'TIA',
        preliminaryDiagnosisOtherNotes: 'x',
      },
      imagingDetails: { haemorrhage: 'No', haemorrhageVolume: 3 },
      diagnosisDetails: { strokeType: 'Haemorrhagic Stroke', notStokeDiagnosisDetails: ['Migraine'] },
      reperfusionTherapiesDetails: { ...tpaChain, ...ichChain, ...adviceValues },
      technicalConsultationInformation: { consultType: 'Phone Only', internetType: 'Home' },
      hospitalAgreementDetails: { appropriateReferralToVST: 'Yes' },
    };
    const v = clearedVstConsult(consult);
    expect(v.patientInformation?.reasonMandatoryFieldsNotRequired).toBeNull();
    expect(v.neurologistInformation?.otherDelayReason).toBeNull();
    expect(v.clinicalPresentationInformation?.preliminaryDiagnosisOtherNotes).toBeNull();
    expect(v.imagingDetails?.haemorrhageVolume).toBeNull();
    expect(v.diagnosisDetails?.notStokeDiagnosisDetails).toEqual([]);
    expect(v.reperfusionTherapiesDetails?.tpaAdvised).toBeNull();
    expect(v.reperfusionTherapiesDetails?.ichPathwayAcceptingClinician).toBe('Dr E');
    expect(v.reperfusionTherapiesDetails?.otherAcuteTreatmentManagementAdviceProvided).toEqual([
      'MRI',
      'Young Stroke Service 18-55',
    ]);
    expect(v.technicalConsultationInformation?.internetType).toBeNull();
    expect(v.hospitalAgreementDetails).toEqual({ appropriateReferralToVST: 'Yes' });
  });
  it('leaves absent sections absent and takes the door-out flag', () => {
    const v = clearedVstConsult(
      {
        diagnosisDetails: ISCHAEMIC,
        reperfusionTherapiesDetails: { ...ecrChain, patientAcceptedForECR: 'Yes' },
        imagingDetails: null,
      },
      { doorOutTimeEnabled: false },
    );
    expect(v.imagingDetails).toBeNull();
    expect(v.reperfusionTherapiesDetails?.doorOutTime).toBeNull();
    expect(v.reperfusionTherapiesDetails?.acceptingHospitalForECR).toBe(7);
  });
});
