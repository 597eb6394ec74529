import { describe, expect, it } from 'vitest';
import {
  destinationHospitalId,
  isEcrRelated,
  isReperfusionCase,
  requiresImagingFollowUp,
  showsDischargeSummary,
  showsImagingFollowUp,
} from './register.ts';

const Y = 'Yes';
const N = 'No';
const ecr = (rec: string | null, acc: string | null, further: string | null, secondary: string | null) => ({
  patientRecommendedForECR: rec,
  patientAcceptedForECR: acc,
  furtherECRReferralUndertaken: further,
  secondaryECRReferralAccepted: secondary,
});

describe('the ECR-related flag (spec 3 §4.6)', () => {
  // recommended, accepted, further referral, secondary accepted -> flag
  const TABLE: [string | null, string | null, string | null, string | null, boolean][] = [
    [Y, Y, null, null, true],
    [Y, Y, N, N, true],
    [Y, N, Y, Y, true],
    [Y, N, null, Y, true],
    [Y, N, N, Y, false],
    [Y, N, Y, N, false],
    [Y, N, Y, null, false],
    [Y, N, null, null, false],
    [Y, null, Y, Y, false],
    [Y, null, null, null, false],
    [N, Y, null, null, false],
    [N, N, Y, Y, false],
    [null, Y, Y, Y, false],
    [null, null, null, null, false],
  ];
  for (const [rec, acc, further, secondary, flag] of TABLE) {
    it(`recommended ${rec}, accepted ${acc}, further ${further}, secondary ${secondary}: ${flag}`, () => {
      expect(isEcrRelated(ecr(rec, acc, further, secondary))).toBe(flag);
    });
  }
  it('is true for exactly 11 of the 81 answer combinations', () => {
    const answers = [Y, N, null];
    let count = 0;
    for (const a of answers)
      for (const b of answers)
        for (const c of answers)
          for (const d of answers) {
            if (isEcrRelated(ecr(a, b, c, d))) count++;
          }
    // Recommended Yes: accepted Yes (9 combinations), or accepted No, further Yes or blank, secondary Yes (2).
    expect(count).toBe(11);
  });
  it('is false without answers', () => {
    expect(isEcrRelated(null)).toBe(false);
    expect(isEcrRelated(undefined)).toBe(false);
  });
});

describe('conditional sections (spec 3 §4.6)', () => {
  it('Discharge Summary with the flag; Imaging Follow-up with tPA and without the flag', () => {
    const thrombolysed = { tpaAdministered: Y, ...ecr(N, null, null, null) };
    const bridging = { tpaAdministered: Y, ...ecr(Y, Y, null, null) };
    const ecrOnly = { tpaAdministered: null, ...ecr(Y, N, Y, Y) };
    expect([showsImagingFollowUp(thrombolysed), showsDischargeSummary(thrombolysed)]).toEqual([true, false]);
    expect([showsImagingFollowUp(bridging), showsDischargeSummary(bridging)]).toEqual([false, true]);
    expect([showsImagingFollowUp(ecrOnly), showsDischargeSummary(ecrOnly)]).toEqual([false, true]);
    expect(requiresImagingFollowUp(thrombolysed)).toBe(true);
    expect(requiresImagingFollowUp(bridging)).toBe(false);
  });
});

describe('which VST consults are reperfusion cases (thrombolysed or ECR-related)', () => {
  const consult = (management: object | null) => ({ reperfusionTherapiesDetails: management });
  it('takes thrombolysed consults and ECR-related ones', () => {
    expect(isReperfusionCase(consult({ tpaAdvised: Y, tpaAdministered: Y }))).toBe(true);
    expect(isReperfusionCase(consult(ecr(Y, Y, null, null)))).toBe(true);
    expect(isReperfusionCase(consult(ecr(Y, N, Y, Y)))).toBe(true);
  });
  it('leaves out consults without a reperfusion therapy', () => {
    expect(
      isReperfusionCase(consult({ tpaAdvised: Y, tpaAdministered: N, ...ecr(N, null, null, null) })),
    ).toBe(false);
    expect(isReperfusionCase(consult({ tpaAdvised: N, ...ecr(Y, N, N, null) }))).toBe(false);
    expect(isReperfusionCase(consult(null))).toBe(false);
    expect(isReperfusionCase(null)).toBe(false);
  });
});

describe('destination hospital (SCOUT: the ECR centre when ECR-related, else the patient hospital)', () => {
  it('reads the accepting hospital or the patient hospital', () => {
    const patientInformation = { patientHospitalId: 3 };
    expect(
      destinationHospitalId({
        patientInformation,
        reperfusionTherapiesDetails: { ...ecr(Y, Y, null, null), acceptingHospitalForECR: 7 },
      }),
    ).toBe(7);
    expect(
      destinationHospitalId({ patientInformation, reperfusionTherapiesDetails: { tpaAdministered: Y } }),
    ).toBe(3);
    expect(destinationHospitalId({})).toBeNull();
  });
});
