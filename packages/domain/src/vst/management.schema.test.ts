import { describe, expect, it } from 'vitest';
import { VST_MESSAGES as M } from './messages.ts';
import { CALL, management, paths, saving } from './test-consults.ts';

describe('recommended management (spec 3 §4.2, §5.2)', () => {
  const haemorrhagic = { diagnosisDetails: { strokeType: 'Haemorrhagic Stroke', diagnosisDetails: 'ICH' } };
  it('asks an ischaemic stroke for the tPA and ECR questions and at least one advice item', () => {
    expect(saving('reperfusionTherapiesDetails', {})).toEqual([
      { path: 'reperfusionTherapiesDetails.tpaAdvised', message: M.required },
      { path: 'reperfusionTherapiesDetails.patientRecommendedForECR', message: M.required },
      {
        path: 'reperfusionTherapiesDetails.otherAcuteTreatmentManagementAdviceProvided',
        message: M.atLeastOneOption,
      },
    ]);
  });
  it('follows the tPA chain', () => {
    expect(
      paths(
        saving('reperfusionTherapiesDetails', {
          ...management,
          tpaAdvised: 'No',
          reasonsForTPAExclusion: [],
        }),
      ),
    ).toEqual(['reperfusionTherapiesDetails.reasonsForTPAExclusion']);
    expect(paths(saving('reperfusionTherapiesDetails', { ...management, tpaAdvised: 'Yes' }))).toEqual([
      'reperfusionTherapiesDetails.timeOfDecisionToThrombolyse',
      'reperfusionTherapiesDetails.tpaAdministered',
    ]);
    expect(
      paths(
        saving('reperfusionTherapiesDetails', {
          ...management,
          tpaAdvised: 'Yes',
          timeOfDecisionToThrombolyse: CALL,
          tpaAdministered: 'Yes',
        }),
      ),
    ).toEqual(['reperfusionTherapiesDetails.drugUsed', 'reperfusionTherapiesDetails.tpaCommenceDateAndTime']);
  });
  it('follows the ECR chain to the accepting hospital', () => {
    const ecr = (extra: Record<string, unknown>) =>
      paths(
        saving('reperfusionTherapiesDetails', {
          ...management,
          patientRecommendedForECR: 'Yes',
          ecrClinicianContacted: 'Dr C',
          ...extra,
        }),
      );
    expect(ecr({})).toEqual(['reperfusionTherapiesDetails.patientAcceptedForECR']);
    expect(ecr({ patientAcceptedForECR: 'Yes' })).toEqual([
      'reperfusionTherapiesDetails.acceptingHospitalForECR',
    ]);
    expect(ecr({ patientAcceptedForECR: 'No' })).toEqual([
      'reperfusionTherapiesDetails.reasonForECRRefusal',
      'reperfusionTherapiesDetails.furtherECRReferralUndertaken',
    ]);
    const refused = {
      patientAcceptedForECR: 'No',
      reasonForECRRefusal: 'x',
      furtherECRReferralUndertaken: 'Yes',
    };
    expect(ecr(refused)).toEqual([
      'reperfusionTherapiesDetails.secondaryECRReferralClinicianContacted',
      'reperfusionTherapiesDetails.secondaryECRReferralAccepted',
    ]);
    const further = { ...refused, secondaryECRReferralClinicianContacted: 'Dr D' };
    expect(ecr({ ...further, secondaryECRReferralAccepted: 'No' })).toEqual([
      'reperfusionTherapiesDetails.reasonForSecondaryECRRefusal',
    ]);
    expect(ecr({ ...further, secondaryECRReferralAccepted: 'Yes' })).toEqual([
      'reperfusionTherapiesDetails.acceptingHospitalForECR',
    ]);
  });
  it('asks a haemorrhagic stroke for the ICH chain instead', () => {
    const ich = (extra: Record<string, unknown>) =>
      paths(
        saving(
          'reperfusionTherapiesDetails',
          { otherAcuteTreatmentManagementAdviceProvided: ['Palliation'], ...extra },
          haemorrhagic,
        ),
      );
    expect(ich({})).toEqual(['reperfusionTherapiesDetails.haemorrhageICHWasTransferRecommended']);
    expect(ich({ haemorrhageICHWasTransferRecommended: 'No' })).toEqual([
      'reperfusionTherapiesDetails.reasonsICHTransferNotRecommended',
    ]);
    expect(ich({ haemorrhageICHWasTransferRecommended: 'Yes' })).toEqual([
      'reperfusionTherapiesDetails.ichPathwayUsed',
    ]);
    expect(ich({ haemorrhageICHWasTransferRecommended: 'Yes', ichPathwayUsed: 'Yes' })).toEqual([
      'reperfusionTherapiesDetails.ichPathwayAcceptingClinician',
    ]);
    expect(ich({ haemorrhageICHWasTransferRecommended: 'Yes', ichPathwayUsed: 'No' })).toEqual([
      'reperfusionTherapiesDetails.ichAcceptingHospitalIfPathwayNotUsed',
    ]);
  });
  it('refuses Bubble study without Echocardiogram and wants the Other notes', () => {
    expect(
      saving('reperfusionTherapiesDetails', {
        ...management,
        otherAcuteTreatmentManagementAdviceProvided: ['Bubble study'],
      }),
    ).toEqual([
      {
        path: 'reperfusionTherapiesDetails.otherAcuteTreatmentManagementAdviceProvided',
        message: M.bubbleStudyNeedsEchocardiogram,
      },
    ]);
    expect(
      saving('reperfusionTherapiesDetails', {
        ...management,
        otherAcuteTreatmentManagementAdviceProvided: ['Echocardiogram', 'Bubble study'],
      }),
    ).toEqual([]);
    expect(
      saving('reperfusionTherapiesDetails', {
        ...management,
        otherAcuteTreatmentManagementAdviceProvided: ['Other'],
      }),
    ).toEqual([
      {
        path: 'reperfusionTherapiesDetails.otherAcuteTreatmentManagementAdviceProvidedNotes',
        message: M.required,
      },
    ]);
  });
  it('keeps the decision to thrombolyse in the past and the tPA start between it and now', () => {
    const given = {
      ...management,
      tpaAdvised: 'Yes',
      reasonsForTPAExclusion: [],
      tpaAdministered: 'Yes',
      drugUsed: 'Alteplase',
    };
    const times = (decision: string, start: string) =>
      saving('reperfusionTherapiesDetails', {
        ...given,
        timeOfDecisionToThrombolyse: decision,
        tpaCommenceDateAndTime: start,
      });
    expect(times('2026-03-10T10:20:00+11:00', '2026-03-10T10:20:00+11:00')).toEqual([]);
    expect(times('2026-03-10T10:20:00+11:00', '2026-03-10T10:19:00+11:00')).toEqual([
      { path: 'reperfusionTherapiesDetails.tpaCommenceDateAndTime', message: M.tpaStartBeforeDecision },
    ]);
    expect(times('2026-03-10T11:05:00+11:00', '2026-03-10T11:10:00+11:00')).toEqual([
      { path: 'reperfusionTherapiesDetails.timeOfDecisionToThrombolyse', message: M.notInFuture },
      { path: 'reperfusionTherapiesDetails.tpaCommenceDateAndTime', message: M.notInFuture },
    ]);
  });
  it('takes only the listed tPA exclusion reasons and thrombolytic drugs', () => {
    expect(
      paths(saving('reperfusionTherapiesDetails', { ...management, reasonsForTPAExclusion: ['Age'] })),
    ).toEqual(['reperfusionTherapiesDetails.reasonsForTPAExclusion.0']);
    expect(paths(saving('reperfusionTherapiesDetails', { ...management, drugUsed: 'Urokinase' }))).toEqual([
      'reperfusionTherapiesDetails.drugUsed',
    ]);
  });
});
