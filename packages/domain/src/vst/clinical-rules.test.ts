import { describe, expect, it } from 'vitest';
import {
  anticoagulantQuestion,
  defaultMandatoryFields,
  FACE_MASK_FIO2,
  fio2FromFlow,
  haemorrhageVolume,
  handoverNeurologist,
  isDelayReasonRequired,
  isEcrAccepted,
  isValidationRequired,
  isYoungStrokeServiceEligible,
  livesInVicOrSa,
  minutesFromCallToContact,
  NASAL_CANNULA_FIO2,
  OXYGEN_FLOW_OPTIONS,
  offersBubbleStudy,
  patientAgeOn,
  ROOM_AIR_FIO2,
  readManualFio2,
  showsDoorOutTime,
  withYoungStrokeService,
} from './clinical-rules.ts';

const CALL = '2026-03-10T10:00:00+11:00';

describe('delay reason (spec 3 §5.2, §9: 10 minutes or more after the call)', () => {
  it('is not required at 9:59 after the call', () => {
    expect(isDelayReasonRequired(CALL, '2026-03-10T10:09:59+11:00')).toBe(false);
    expect(isDelayReasonRequired(CALL, '2026-03-10T10:09:00+11:00')).toBe(false);
  });
  it('is required at 10:00 and after', () => {
    expect(isDelayReasonRequired(CALL, '2026-03-10T10:10:00+11:00')).toBe(true);
    expect(isDelayReasonRequired(CALL, '2026-03-10T11:30:00+11:00')).toBe(true);
  });
  it('compares at minute precision (seconds dropped from both times)', () => {
    expect(minutesFromCallToContact('2026-03-10T10:00:59+11:00', '2026-03-10T10:10:00+11:00')).toBe(10);
    expect(isDelayReasonRequired('2026-03-10T10:00:59+11:00', '2026-03-10T10:10:00+11:00')).toBe(true);
    expect(isDelayReasonRequired('2026-03-10T10:00:00+11:00', '2026-03-10T10:09:59.999+11:00')).toBe(false);
  });
  it('reads any offset (the same instant in UTC)', () => {
    expect(isDelayReasonRequired(CALL, '2026-03-09T23:10:00Z')).toBe(true);
    expect(isDelayReasonRequired(CALL, '2026-03-09T23:09:00Z')).toBe(false);
  });
  it('is not required after a handover (a prior specialist), nor without both times', () => {
    expect(isDelayReasonRequired(CALL, '2026-03-10T11:00:00+11:00', true)).toBe(false);
    expect(isDelayReasonRequired(null, '2026-03-10T11:00:00+11:00')).toBe(false);
    expect(isDelayReasonRequired(CALL, null)).toBe(false);
    expect(isDelayReasonRequired(CALL, 'not a date')).toBe(false);
  });
});

describe('haemorrhage volume (spec 3 §5.12: (A*B*C)/2)', () => {
  it('halves the product of the three diameters', () => {
    expect(haemorrhageVolume(4, 3, 2)).toBe(12);
    expect(haemorrhageVolume(3.5, 2.5, 3)).toBe(13.13);
    expect(haemorrhageVolume(0, 3, 2)).toBe(0);
  });
  it('has no value without all three non-negative diameters', () => {
    expect(haemorrhageVolume(null, 3, 2)).toBeNull();
    expect(haemorrhageVolume(4, undefined, 2)).toBeNull();
    expect(haemorrhageVolume(4, 3, -1)).toBeNull();
    expect(haemorrhageVolume(4, 3, Number.NaN)).toBeNull();
  });
});

describe('completeness toggle (spec 3 §3.1, §4.2)', () => {
  it('mandatory fields default Off only when symptom onset is over 24 hours', () => {
    expect(defaultMandatoryFields('Yes')).toBe('Off');
    expect(defaultMandatoryFields('No')).toBe('On');
    expect(defaultMandatoryFields('Unknown')).toBe('On');
    expect(defaultMandatoryFields(null)).toBe('On');
  });
  it('is off when mandatory fields is Off and over 24 hours is not No', () => {
    expect(isValidationRequired({ mandatoryFields: 'Off', moreThanTwentyFourHrs: 'Yes' })).toBe(false);
    expect(isValidationRequired({ mandatoryFields: 'Off', moreThanTwentyFourHrs: 'Unknown' })).toBe(false);
    expect(isValidationRequired({ mandatoryFields: 'Off', moreThanTwentyFourHrs: null })).toBe(false);
  });
  it('is on otherwise', () => {
    expect(isValidationRequired({ mandatoryFields: 'Off', moreThanTwentyFourHrs: 'No' })).toBe(true);
    expect(isValidationRequired({ mandatoryFields: 'On', moreThanTwentyFourHrs: 'Yes' })).toBe(true);
    expect(isValidationRequired({})).toBe(true);
    expect(isValidationRequired(null)).toBe(true);
  });
});

describe('anticoagulant question by schemaVersion (spec 3 §3.1)', () => {
  it('asks acutePresentation before version 1 and the anticoagulant question from 1', () => {
    expect(anticoagulantQuestion(null)).toBe('acutePresentation');
    expect(anticoagulantQuestion(undefined)).toBe('acutePresentation');
    expect(anticoagulantQuestion(0)).toBe('acutePresentation');
    expect(anticoagulantQuestion(1)).toBe('isPatientCurrentlyTakingAntiCoagulants');
    expect(anticoagulantQuestion(2)).toBe('isPatientCurrentlyTakingAntiCoagulants');
  });
});

describe('Young Stroke Service (spec 3 §4.2, §9)', () => {
  const vic = (age: number) => ({ age, addressState: 'VIC' });
  const ischaemic = 'Ischaemic Stroke';
  it('takes ages 18 to 55 only', () => {
    expect(isYoungStrokeServiceEligible(vic(17), ischaemic, CALL)).toBe(false);
    expect(isYoungStrokeServiceEligible(vic(18), ischaemic, CALL)).toBe(true);
    expect(isYoungStrokeServiceEligible(vic(55), ischaemic, CALL)).toBe(true);
    expect(isYoungStrokeServiceEligible(vic(56), ischaemic, CALL)).toBe(false);
  });
  it('counts the age from the date of birth on the call day', () => {
    const turns18OnCallDay = { dateOfBirth: '2008-03-10', addressState: 'VIC' };
    const turns18NextDay = { dateOfBirth: '2008-03-11', addressState: 'VIC' };
    const turns56OnCallDay = { dateOfBirth: '1970-03-10', addressState: 'SA' };
    const turns56NextDay = { dateOfBirth: '1970-03-11', addressState: 'SA' };
    expect(isYoungStrokeServiceEligible(turns18OnCallDay, ischaemic, CALL)).toBe(true);
    expect(isYoungStrokeServiceEligible(turns18NextDay, ischaemic, CALL)).toBe(false);
    expect(isYoungStrokeServiceEligible(turns56OnCallDay, ischaemic, CALL)).toBe(false);
    expect(isYoungStrokeServiceEligible(turns56NextDay, ischaemic, CALL)).toBe(true);
    // The call at 00:30 in Melbourne is still the previous day in UTC: the service's day counts.
    expect(isYoungStrokeServiceEligible(turns18OnCallDay, ischaemic, '2026-03-09T13:30:00Z')).toBe(true);
    expect(patientAgeOn({ dateOfBirth: '2000-06-01', age: 99 }, '2026-03-10')).toBe(25);
    expect(patientAgeOn({ age: 40 }, '2026-03-10')).toBe(40);
    expect(patientAgeOn({}, '2026-03-10')).toBeNull();
  });
  it('accepts every spelling of Victoria and South Australia', () => {
    for (const state of [
      'VIC',
      'Vic',
      'vic',
      'Vic.',
      'Victoria',
      'VICTORIA',
      ' victoria ',
      'SA',
      'sa',
      'S.A.',
    ]) {
      expect(livesInVicOrSa({ addressState: state })).toBe(true);
    }
    for (const state of ['South Australia', 'SOUTH AUSTRALIA', 'south  australia']) {
      expect(livesInVicOrSa({ addressState: state })).toBe(true);
    }
  });
  it('refuses the other states, no state and an overseas address', () => {
    for (const state of [
      'NSW',
      'QLD',
      'WA',
      'Western Australia',
      'Tasmania',
      'OTH',
      'Victoria Park',
      '',
      null,
    ]) {
      expect(livesInVicOrSa({ addressState: state })).toBe(false);
    }
    expect(livesInVicOrSa({ addressState: 'VIC', livesOverseas: true })).toBe(false);
    expect(isYoungStrokeServiceEligible({ age: 30, addressState: 'NSW' }, ischaemic, CALL)).toBe(false);
  });
  it('needs an ischaemic or haemorrhagic stroke', () => {
    expect(isYoungStrokeServiceEligible(vic(30), 'Haemorrhagic Stroke', CALL)).toBe(true);
    for (const type of ['TIA', 'Other', 'Not Stroke', 'Undetermined', null]) {
      expect(isYoungStrokeServiceEligible(vic(30), type, CALL)).toBe(false);
    }
    expect(isYoungStrokeServiceEligible(null, ischaemic, CALL)).toBe(false);
  });
  it('ticks the advice item when eligible and removes it otherwise, once', () => {
    expect(withYoungStrokeService(['MRI'], true)).toEqual(['MRI', 'Young Stroke Service 18-55']);
    expect(withYoungStrokeService(['Young Stroke Service 18-55', 'MRI'], true)).toEqual([
      'MRI',
      'Young Stroke Service 18-55',
    ]);
    expect(withYoungStrokeService(['MRI', 'Young Stroke Service 18-55'], false)).toEqual(['MRI']);
    expect(withYoungStrokeService(null, false)).toEqual([]);
  });
});

describe('bubble study (spec 3 §4.2)', () => {
  it('is offered only with Echocardiogram', () => {
    expect(offersBubbleStudy(['Echocardiogram'])).toBe(true);
    expect(offersBubbleStudy(['MRI', 'Bubble study'])).toBe(false);
    expect(offersBubbleStudy([])).toBe(false);
    expect(offersBubbleStudy(null)).toBe(false);
  });
});

describe('door-out time (spec 3 §4.2)', () => {
  const accepted = { patientRecommendedForECR: 'Yes', patientAcceptedForECR: 'Yes' };
  const furtherAccepted = {
    patientRecommendedForECR: 'Yes',
    patientAcceptedForECR: 'No',
    furtherECRReferralUndertaken: 'Yes',
    secondaryECRReferralAccepted: 'Yes',
  };
  it('shows with the flag, an ischaemic stroke and ECR accepted first or on further referral', () => {
    expect(showsDoorOutTime(true, 'Ischaemic Stroke', accepted)).toBe(true);
    expect(showsDoorOutTime(true, 'Ischaemic Stroke', furtherAccepted)).toBe(true);
  });
  it('hides without the flag, for another stroke type, or without an acceptance', () => {
    expect(showsDoorOutTime(false, 'Ischaemic Stroke', accepted)).toBe(false);
    expect(showsDoorOutTime(true, 'Haemorrhagic Stroke', accepted)).toBe(false);
    expect(showsDoorOutTime(true, null, accepted)).toBe(false);
    expect(showsDoorOutTime(true, 'Ischaemic Stroke', { ...accepted, patientRecommendedForECR: 'No' })).toBe(
      false,
    );
    expect(
      showsDoorOutTime(true, 'Ischaemic Stroke', { ...furtherAccepted, secondaryECRReferralAccepted: 'No' }),
    ).toBe(false);
    expect(
      showsDoorOutTime(true, 'Ischaemic Stroke', { ...furtherAccepted, furtherECRReferralUndertaken: 'No' }),
    ).toBe(false);
    expect(showsDoorOutTime(true, 'Ischaemic Stroke', null)).toBe(false);
  });
  it('reads ECR accepted as §4.6 does (further referral not No)', () => {
    expect(isEcrAccepted({ ...furtherAccepted, furtherECRReferralUndertaken: null })).toBe(true);
    expect(isEcrAccepted({ patientRecommendedForECR: 'Yes', patientAcceptedForECR: null })).toBe(false);
  });
});

describe('neurologist handover (spec 3 §4.2)', () => {
  const info = {
    specialistId: 4,
    specialist: 'Dr A',
    specialistDateAndTime: '2026-03-10T10:05:00+11:00',
    delayReason: null,
    otherDelayReason: null,
    handoverUpdate: false,
    specialists: [{ serialNo: 1, specialistId: 2, specialist: 'Dr B', specialistDateAndTime: CALL }],
  };
  it('keeps the current specialist in the history and clears the fields', () => {
    expect(handoverNeurologist(info)).toEqual({
      ...info,
      specialistId: null,
      specialist: null,
      specialistDateAndTime: null,
      handoverUpdate: true,
      specialists: [
        ...info.specialists,
        {
          serialNo: 2,
          specialistId: 4,
          specialist: 'Dr A',
          specialistDateAndTime: '2026-03-10T10:05:00+11:00',
        },
      ],
    });
  });
  it('hands nothing over without a specialist', () => {
    const none = { ...info, specialistId: null };
    expect(handoverNeurologist(none)).toBe(none);
  });
});

describe('FiO2 tables (spec 3 §5.12)', () => {
  it('room air is 21', () => {
    expect(ROOM_AIR_FIO2).toBe(21);
    expect(fio2FromFlow('Room Air', null)).toBe(21);
  });
  it('face mask flows 5, 6, 7, 8, 9, 10, 15 give 30, 35, 40, 45, 50, 55, 70', () => {
    expect(FACE_MASK_FIO2).toEqual({ 5: 30, 6: 35, 7: 40, 8: 45, 9: 50, 10: 55, 15: 70 });
    expect(OXYGEN_FLOW_OPTIONS['Face Mask']).toEqual([5, 6, 7, 8, 9, 10, 15]);
    expect([5, 6, 7, 8, 9, 10, 15].map((f) => fio2FromFlow('Face Mask', f))).toEqual([
      30, 35, 40, 45, 50, 55, 70,
    ]);
    expect(fio2FromFlow('Face Mask', 4)).toBeNull();
    expect(fio2FromFlow('Face Mask', 11)).toBeNull();
  });
  it('nasal cannula flows 1 to 6 give 24, 28, 32, 36, 40, 44', () => {
    expect(NASAL_CANNULA_FIO2).toEqual({ 1: 24, 2: 28, 3: 32, 4: 36, 5: 40, 6: 44 });
    expect(OXYGEN_FLOW_OPTIONS['Nasal Cannula/Prongs']).toEqual([1, 2, 3, 4, 5, 6]);
    expect([1, 2, 3, 4, 5, 6].map((f) => fio2FromFlow('Nasal Cannula/Prongs', f))).toEqual([
      24, 28, 32, 36, 40, 44,
    ]);
    expect(fio2FromFlow('Nasal Cannula/Prongs', 0)).toBeNull();
    expect(fio2FromFlow('Nasal Cannula/Prongs', 7)).toBeNull();
  });
  it('manual FiO2: digits only, negative or non-number 0, above 100 divided by ten until at most 100', () => {
    const read = (t: string) => readManualFio2(t).value;
    expect(read('45')).toBe(45);
    expect(read('100')).toBe(100);
    expect(read('101')).toBe(10);
    expect(read('450')).toBe(45);
    expect(read('1000')).toBe(100);
    expect(read('-3')).toBe(0);
    expect(read('abc')).toBe(0);
    expect(read('')).toBeNull();
    expect(readManualFio2('450').note).toMatch(/^450 was read as 45/);
  });
});
