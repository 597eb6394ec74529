import { describe, expect, it } from 'vitest';
import { clearedReperfusionTherapies } from './management-clearing.ts';
import { adviceValues, ecrChain, ichChain, tpaChain } from './test-consults.ts';

const ISCHAEMIC = { strokeType: 'Ischaemic Stroke' };
const HAEMORRHAGIC = { strokeType: 'Haemorrhagic Stroke' };

describe('recommended management clearing (spec 3 §4.2: stroke type, tPA, ECR and ICH chains)', () => {
  const all = { ...tpaChain, ...ecrChain, ...ichChain, ...adviceValues };
  const ischaemic = { strokeType: ISCHAEMIC.strokeType };
  it('an ischaemic stroke keeps the tPA and ECR chains and clears the ICH chain', () => {
    expect(clearedReperfusionTherapies(all, ischaemic)).toEqual({
      ...all,
      haemorrhageICHWasTransferRecommended: null,
      ichPathwayUsed: null,
      ichPathwayAcceptingClinician: null,
      ichAcceptingHospitalIfPathwayNotUsed: null,
      reasonsICHTransferNotRecommended: [],
    });
  });
  it('a haemorrhagic stroke keeps the ICH chain and clears tPA, ECR and door-out time', () => {
    const v = clearedReperfusionTherapies(all, { strokeType: HAEMORRHAGIC.strokeType });
    for (const field of [...Object.keys(tpaChain), ...Object.keys(ecrChain)].filter(
      (f) => f !== 'reasonsForTPAExclusion',
    )) {
      expect(v[field as keyof typeof v], field).toBeNull();
    }
    expect(v.reasonsForTPAExclusion).toEqual([]);
    expect(v).toMatchObject(ichChain);
  });
  it('other stroke types clear every chain but keep the advice', () => {
    for (const strokeType of ['TIA', 'Other', 'Not Stroke', 'Undetermined', null]) {
      const v = clearedReperfusionTherapies(all, { strokeType });
      expect(v.tpaAdvised).toBeNull();
      expect(v.patientRecommendedForECR).toBeNull();
      expect(v.haemorrhageICHWasTransferRecommended).toBeNull();
      expect(v.otherAcuteTreatmentManagementAdviceProvided).toEqual(['MRI']);
    }
  });
  it('tPA advised No clears the decision, administration, drug and start, and keeps the exclusions', () => {
    const v = clearedReperfusionTherapies(
      { ...all, tpaAdvised: 'No', reasonsForTPAExclusion: ['Rapidly improving symptoms'] },
      ischaemic,
    );
    expect(v).toMatchObject({
      timeOfDecisionToThrombolyse: null,
      tpaAdministered: null,
      drugUsed: null,
      tpaCommenceDateAndTime: null,
      reasonsForTPAExclusion: ['Rapidly improving symptoms'],
    });
  });
  it('tPA advised Yes clears the exclusions; not administered clears drug and start', () => {
    const v = clearedReperfusionTherapies(
      { ...all, tpaAdministered: 'No', reasonsForTPAExclusion: ['Rapidly improving symptoms'] },
      ischaemic,
    );
    expect(v).toMatchObject({
      timeOfDecisionToThrombolyse: tpaChain.timeOfDecisionToThrombolyse,
      drugUsed: null,
      tpaCommenceDateAndTime: null,
      reasonsForTPAExclusion: [],
    });
  });
  it('ECR not recommended clears the whole ECR chain and the door-out time', () => {
    const v = clearedReperfusionTherapies({ ...all, patientRecommendedForECR: 'No' }, ischaemic);
    expect(v.patientRecommendedForECR).toBe('No');
    for (const field of Object.keys(ecrChain).filter((f) => f !== 'patientRecommendedForECR')) {
      expect(v[field as keyof typeof v], field).toBeNull();
    }
  });
  it('accepted Yes clears the refusal and the further referral, and keeps hospital and door-out time', () => {
    const v = clearedReperfusionTherapies({ ...all, patientAcceptedForECR: 'Yes' }, ischaemic);
    expect(v).toMatchObject({
      reasonForECRRefusal: null,
      furtherECRReferralUndertaken: null,
      secondaryECRReferralClinicianContacted: null,
      secondaryECRReferralAccepted: null,
      acceptingHospitalForECR: 7,
      doorOutTime: ecrChain.doorOutTime,
    });
  });
  it('further referral not Yes clears its clinician and acceptance, and with them the hospital and door-out time', () => {
    const v = clearedReperfusionTherapies({ ...all, furtherECRReferralUndertaken: 'No' }, ischaemic);
    expect(v).toMatchObject({
      reasonForECRRefusal: 'No beds',
      secondaryECRReferralClinicianContacted: null,
      secondaryECRReferralAccepted: null,
      acceptingHospitalForECR: null,
      doorOutTime: null,
    });
  });
  it('secondary acceptance No keeps its reason and clears hospital and door-out time; Yes clears the reason', () => {
    const refused = clearedReperfusionTherapies(
      { ...all, secondaryECRReferralAccepted: 'No', reasonForSecondaryECRRefusal: 'Out of window' },
      ischaemic,
    );
    expect(refused).toMatchObject({
      reasonForSecondaryECRRefusal: 'Out of window',
      acceptingHospitalForECR: null,
      doorOutTime: null,
    });
    const acceptedAgain = clearedReperfusionTherapies(
      { ...all, reasonForSecondaryECRRefusal: 'x' },
      ischaemic,
    );
    expect(acceptedAgain.reasonForSecondaryECRRefusal).toBeNull();
  });
  it('door-out time goes when its flag is off', () => {
    expect(
      clearedReperfusionTherapies(all, { ...ischaemic, doorOutTimeEnabled: false }).doorOutTime,
    ).toBeNull();
    expect(clearedReperfusionTherapies(all, { ...ischaemic, doorOutTimeEnabled: true }).doorOutTime).toBe(
      ecrChain.doorOutTime,
    );
  });
  it('ICH transfer not recommended clears the pathway answers; recommended clears the reasons', () => {
    const haem = { strokeType: HAEMORRHAGIC.strokeType };
    const no = clearedReperfusionTherapies(
      {
        ...all,
        haemorrhageICHWasTransferRecommended: 'No',
        reasonsICHTransferNotRecommended: ['Advanced care directive'],
      },
      haem,
    );
    expect(no).toMatchObject({
      ichPathwayUsed: null,
      ichPathwayAcceptingClinician: null,
      ichAcceptingHospitalIfPathwayNotUsed: null,
      reasonsICHTransferNotRecommended: ['Advanced care directive'],
    });
    const yes = clearedReperfusionTherapies(
      { ...all, reasonsICHTransferNotRecommended: ['Advanced care directive'] },
      haem,
    );
    expect(yes.reasonsICHTransferNotRecommended).toEqual([]);
  });
  it('pathway used Yes keeps the clinician and clears the hospital; No the other way round', () => {
    const haem = { strokeType: HAEMORRHAGIC.strokeType };
    expect(
      clearedReperfusionTherapies({ ...all, ichAcceptingHospitalIfPathwayNotUsed: 3 }, haem),
    ).toMatchObject({ ichPathwayAcceptingClinician: 'Dr E', ichAcceptingHospitalIfPathwayNotUsed: null });
    expect(
      clearedReperfusionTherapies(
        { ...all, ichPathwayUsed: 'No', ichAcceptingHospitalIfPathwayNotUsed: 3 },
        haem,
      ),
    ).toMatchObject({ ichPathwayAcceptingClinician: null, ichAcceptingHospitalIfPathwayNotUsed: 3 });
  });
  it('Bubble study goes without Echocardiogram; the notes go without Other', () => {
    const v = clearedReperfusionTherapies(
      {
        ...all,
        otherAcuteTreatmentManagementAdviceProvided: ['Bubble study', 'MRI'],
        otherAcuteTreatmentManagementAdviceProvidedNotes: 'x',
      },
      ischaemic,
    );
    expect(v.otherAcuteTreatmentManagementAdviceProvided).toEqual(['MRI']);
    expect(v.otherAcuteTreatmentManagementAdviceProvidedNotes).toBeNull();
    const kept = clearedReperfusionTherapies(
      {
        ...all,
        otherAcuteTreatmentManagementAdviceProvided: ['Echocardiogram', 'Bubble study', 'Other'],
        otherAcuteTreatmentManagementAdviceProvidedNotes: 'x',
      },
      ischaemic,
    );
    expect(kept.otherAcuteTreatmentManagementAdviceProvided).toEqual([
      'Echocardiogram',
      'Bubble study',
      'Other',
    ]);
    expect(kept.otherAcuteTreatmentManagementAdviceProvidedNotes).toBe('x');
  });
  it('Young Stroke Service is ticked and removed by the patient and stroke type, only when the patient is known', () => {
    const young = { age: 40, addressState: 'Victoria' };
    const call = '2026-03-10T10:00:00+11:00';
    expect(
      clearedReperfusionTherapies(all, { ...ischaemic, patient: young, callDateTime: call })
        .otherAcuteTreatmentManagementAdviceProvided,
    ).toEqual(['MRI', 'Young Stroke Service 18-55']);
    const ticked = { ...all, otherAcuteTreatmentManagementAdviceProvided: ['Young Stroke Service 18-55'] };
    expect(
      clearedReperfusionTherapies(ticked, { strokeType: 'TIA', patient: young, callDateTime: call })
        .otherAcuteTreatmentManagementAdviceProvided,
    ).toEqual([]);
    expect(
      clearedReperfusionTherapies(ticked, { strokeType: 'TIA' }).otherAcuteTreatmentManagementAdviceProvided,
    ).toEqual(['Young Stroke Service 18-55']);
  });
});
