import { describe, expect, it } from 'vitest';
import {
  breathingRequiredFields,
  canAddConsultation,
  canCloseCase,
  clearedForNoEtt,
  clearedForNoInotropes,
  clearedRhythmOther,
  consultationsNewestFirst,
  daysSinceBowelMovement,
  derivedBreathing,
  fio2ForO2MaskFlow,
  fio2SourceOfSupport,
  GCS_3,
  GCS_15,
  gcsTotal,
  isConsultationEditable,
  isConsultationsComplete,
  isIntensivistComplete,
  isOutcomeComplete,
  isPatientHistoryComplete,
  isPatientInformationComplete,
  isReferrerComplete,
  isTelehealthCaseReadOnly,
  isTransferComplete,
  lengthOfStayDays,
  needsInotropesClearConfirm,
  outcomeAfterTransfer,
  ROOM_AIR_FIO2,
} from './rules.ts';

describe('O2 mask flow to FiO2 (spec 2 §4.10, §9)', () => {
  it('maps every flow of the table', () => {
    const table: [number, number][] = [
      [5, 30],
      [6, 35],
      [7, 40],
      [8, 45],
      [9, 50],
      [10, 55],
      [15, 70],
    ];
    for (const [flow, fio2] of table) expect(fio2ForO2MaskFlow(flow)).toBe(fio2);
  });
  it('has no FiO2 for a flow the table does not have, or no flow', () => {
    for (const flow of [0, 4, 11, 12, 14, 16, 5.5, -5]) expect(fio2ForO2MaskFlow(flow)).toBeNull();
    expect(fio2ForO2MaskFlow(null)).toBeNull();
    expect(fio2ForO2MaskFlow(undefined)).toBeNull();
  });
});

describe('where a support type takes its FiO2 from (the shared switching rule)', () => {
  it('room air 21, the O2 mask its flow, every other type typed, none without a type', () => {
    expect(fio2SourceOfSupport(0)).toBe('room-air');
    expect(fio2SourceOfSupport(1)).toBe('flow');
    for (const type of [2, 3, 4]) expect(fio2SourceOfSupport(type)).toBe('manual');
    expect(fio2SourceOfSupport(null)).toBe('none');
  });
});

describe('derived breathing values (spec 2 §4.10)', () => {
  it('room air fixes FiO2 at 21 and has no flow', () => {
    expect(ROOM_AIR_FIO2).toBe(21);
    expect(derivedBreathing({ respiratorySupportType: 0, flowRate: 8, estimatedFiO2: 60 })).toEqual({
      respiratorySupportType: 0,
      flowRate: null,
      estimatedFiO2: 21,
    });
  });
  it('the O2 mask takes FiO2 from its flow', () => {
    expect(
      derivedBreathing({ respiratorySupportType: 1, flowRate: 15, estimatedFiO2: null }).estimatedFiO2,
    ).toBe(70);
    expect(
      derivedBreathing({ respiratorySupportType: 1, flowRate: 11, estimatedFiO2: 50 }).estimatedFiO2,
    ).toBeNull();
  });
  it('other support types keep flow and FiO2 as typed', () => {
    for (const type of [2, 3, 4, null]) {
      const b = { respiratorySupportType: type, flowRate: 40, estimatedFiO2: 45 };
      expect(derivedBreathing(b)).toEqual(b);
    }
  });
});

describe('breathing required fields (spec 2 §4.10)', () => {
  const niv = [
    'respiratoryRate',
    'oxygenSaturation',
    'estimatedFiO2',
    'pressureSupport',
    'positiveEndExpiratoryPressure',
    'tidalVolume',
  ];
  it('non-invasive ventilation requires six fields', () => {
    expect([...breathingRequiredFields(4)].sort()).toEqual([...niv].sort());
  });
  it('invasive ventilation adds mode, peak inspiratory and plateau pressure', () => {
    expect([...breathingRequiredFields(3)].sort()).toEqual(
      [...niv, 'mode', 'peakInspiratoryPressure', 'plateauPressure'].sort(),
    );
  });
  it('room air, O2 mask, high flow and no choice require none of them', () => {
    for (const type of [0, 1, 2, null, undefined]) expect(breathingRequiredFields(type)).toEqual([]);
  });
});

describe('GCS (spec 2 §4.10, §9)', () => {
  it('is 3 for the GCS 3 button and 15 for the GCS 15 button', () => {
    expect(gcsTotal(GCS_3.eyes, GCS_3.verbal, GCS_3.motor)).toBe(3);
    expect(gcsTotal(GCS_15.eyes, GCS_15.verbal, GCS_15.motor)).toBe(15);
    expect(GCS_15).toEqual({ eyes: 4, verbal: 5, motor: 6 });
  });
  it('adds the three parts', () => {
    expect(gcsTotal(3, 4, 5)).toBe(12);
  });
  it('is blank (null) when any part is missing', () => {
    expect(gcsTotal(null, 5, 6)).toBeNull();
    expect(gcsTotal(4, undefined, 6)).toBeNull();
    expect(gcsTotal(4, 5, null)).toBeNull();
    expect(gcsTotal(null, null, null)).toBeNull();
  });
  it('is blank for a part out of its range', () => {
    expect(gcsTotal(5, 5, 6)).toBeNull();
    expect(gcsTotal(4, 6, 6)).toBeNull();
    expect(gcsTotal(4, 5, 7)).toBeNull();
    expect(gcsTotal(0, 5, 6)).toBeNull();
  });
});

describe('length of stay in whole days (spec 2 §4.10), Australia/Melbourne', () => {
  it('is 0 on the admission day and does not count midnight alone', () => {
    expect(lengthOfStayDays('2026-03-09T23:30:00+11:00', '2026-03-10T00:30:00+11:00')).toBe(0);
    expect(lengthOfStayDays('2026-03-09T23:30:00+11:00', '2026-03-10T23:29:00+11:00')).toBe(0);
  });
  it('counts a day when the admission time comes round again', () => {
    expect(lengthOfStayDays('2026-03-09T23:30:00+11:00', '2026-03-10T23:30:00+11:00')).toBe(1);
    expect(lengthOfStayDays('2026-03-01T08:00:00+11:00', '2026-03-10T07:59:00+11:00')).toBe(8);
    expect(lengthOfStayDays('2026-03-01T08:00:00+11:00', '2026-03-10T08:00:00+11:00')).toBe(9);
  });
  it('counts the 23-hour day when daylight saving starts (4 October 2026) as one day', () => {
    // 10:00 AEST on the 3rd to 10:00 AEDT on the 4th is 23 hours.
    expect(lengthOfStayDays('2026-10-03T10:00:00+10:00', '2026-10-04T10:00:00+11:00')).toBe(1);
    expect(lengthOfStayDays('2026-10-03T10:00:00+10:00', '2026-10-04T09:59:00+11:00')).toBe(0);
  });
  it('counts the 25-hour day when daylight saving ends (5 April 2026) as one day', () => {
    // 10:00 AEDT on the 4th to 10:00 AEST on the 5th is 25 hours; 09:59 is 24 h 59 min but not a day.
    expect(lengthOfStayDays('2026-04-04T10:00:00+11:00', '2026-04-05T10:00:00+10:00')).toBe(1);
    expect(lengthOfStayDays('2026-04-04T10:00:00+11:00', '2026-04-05T09:59:00+10:00')).toBe(0);
  });
  it('takes UTC instants and a Date for now', () => {
    // 2026-03-09T12:30Z is 23:30 in Melbourne.
    expect(lengthOfStayDays('2026-03-09T12:30:00Z', new Date('2026-03-11T12:30:00Z'))).toBe(2);
  });
  it('is null without an admission and 0 when the end is before it', () => {
    expect(lengthOfStayDays(null, '2026-03-10T00:00:00Z')).toBeNull();
    expect(lengthOfStayDays('not a date', '2026-03-10T00:00:00Z')).toBeNull();
    expect(lengthOfStayDays('2026-03-10T00:00:00Z', '2026-03-01T00:00:00Z')).toBe(0);
  });
});

describe('days since the last bowel movement (spec 2 §4.10)', () => {
  it('counts calendar days to the consultation creation day in Melbourne', () => {
    expect(daysSinceBowelMovement('2026-03-07', '2026-03-10T09:00:00+11:00')).toBe(3);
    expect(daysSinceBowelMovement('2026-03-10', '2026-03-10T09:00:00+11:00')).toBe(0);
    // 13:30Z on the 9th is 00:30 on the 10th in Melbourne.
    expect(daysSinceBowelMovement('2026-03-09', '2026-03-09T13:30:00Z')).toBe(1);
  });
  it('counts from the consultation, not from today', () => {
    expect(daysSinceBowelMovement('2026-01-01', '2026-01-05T10:00:00+11:00')).toBe(4);
  });
  it('is null when either date is missing or the movement is after the consultation', () => {
    expect(daysSinceBowelMovement(null, '2026-03-10T09:00:00+11:00')).toBeNull();
    expect(daysSinceBowelMovement('2026-03-07', null)).toBeNull();
    expect(daysSinceBowelMovement('2026-03-11', '2026-03-10T09:00:00+11:00')).toBeNull();
  });
});

describe('inotropes Yes -> No (spec 2 §4.10)', () => {
  const circulation = {
    inotropesAdministered: false,
    urineOutput: 40,
    fluidBalance: -250,
    heartRate: 90,
    infusions: [{ name: 'Noradrenaline' }],
    medications: [{ name: 'Metaraminol' }],
  };
  it('asks first only from Yes to No with infusions or stat doses to lose', () => {
    expect(needsInotropesClearConfirm(true, false, circulation)).toBe(true);
    expect(needsInotropesClearConfirm(true, false, { infusions: [], medications: [{}] })).toBe(true);
    expect(needsInotropesClearConfirm(true, false, { infusions: [], medications: [] })).toBe(false);
    expect(needsInotropesClearConfirm(null, false, circulation)).toBe(false);
    expect(needsInotropesClearConfirm(false, true, circulation)).toBe(false);
  });
  it('No clears infusions, stat doses, urine output and fluid balance, and nothing else', () => {
    expect(clearedForNoInotropes(circulation)).toEqual({
      ...circulation,
      infusions: [],
      medications: [],
      urineOutput: null,
      fluidBalance: null,
    });
  });
  it('Yes or no answer keeps them', () => {
    expect(clearedForNoInotropes({ ...circulation, inotropesAdministered: true })).toEqual({
      ...circulation,
      inotropesAdministered: true,
    });
    expect(clearedForNoInotropes({ ...circulation, inotropesAdministered: null }).infusions).toHaveLength(1);
  });
  it('the other-rhythm text is kept only for rhythm Other', () => {
    expect(clearedRhythmOther({ rhythmn: 'Other', rhythmnOther: 'Junctional' }).rhythmnOther).toBe(
      'Junctional',
    );
    expect(
      clearedRhythmOther({ rhythmn: 'Sinus Rhythm', rhythmnOther: 'Junctional' }).rhythmnOther,
    ).toBeNull();
  });
});

describe('ETT (spec 2 §4.10)', () => {
  const airway = {
    endotrachealTube: true,
    endotrachealTubeDateTime: '2026-03-09T10:00:00+11:00',
    sizeInMM: 8,
    lipLengthInMM: 22,
    laryngoscopicGrade: 2,
    intubationDifficulty: 'Mild',
  };
  it('No clears every tube field', () => {
    expect(clearedForNoEtt({ ...airway, endotrachealTube: false })).toEqual({
      endotrachealTube: false,
      endotrachealTubeDateTime: null,
      sizeInMM: null,
      lipLengthInMM: null,
      laryngoscopicGrade: null,
      intubationDifficulty: null,
    });
  });
  it('Yes keeps them; the difficulty goes without a laryngoscopic grade', () => {
    expect(clearedForNoEtt(airway)).toEqual(airway);
    expect(clearedForNoEtt({ ...airway, laryngoscopicGrade: null }).intubationDifficulty).toBeNull();
  });
});

describe('closing and the outcome (spec 2 §4.10)', () => {
  it('Close needs an outcome', () => {
    expect(canCloseCase(null, null)).toBe(false);
    expect(canCloseCase(0, null)).toBe(true);
    expect(canCloseCase(1, null)).toBe(true);
  });
  it('with a transfer, Close is refused once it is rejected or completed', () => {
    expect(canCloseCase(2, 'requested')).toBe(true);
    expect(canCloseCase(2, 'accepted')).toBe(true);
    expect(canCloseCase(2, 'rejected')).toBe(false);
    expect(canCloseCase(2, 'completed')).toBe(false);
  });
  it('a closed case cannot be closed again', () => {
    expect(canCloseCase(0, null, '2026-03-10T00:00:00Z')).toBe(false);
  });
  it('a transfer request forces the outcome to Transfer', () => {
    expect(outcomeAfterTransfer(0, 'saved')).toBe(2);
    expect(outcomeAfterTransfer(1, null)).toBe(1);
    expect(outcomeAfterTransfer(null, null)).toBeNull();
  });
  it('closed cases are read-only except for a system admin; Read users never edit', () => {
    expect(isTelehealthCaseReadOnly(false, '2026-03-10T00:00:00Z', false)).toBe(true);
    expect(isTelehealthCaseReadOnly(false, '2026-03-10T00:00:00Z', true)).toBe(false);
    expect(isTelehealthCaseReadOnly(false, null, false)).toBe(false);
    expect(isTelehealthCaseReadOnly(true, null, true)).toBe(true);
  });
});

describe('section completeness (spec 2 §4.10)', () => {
  const referrer = {
    firstName: 'Sam',
    lastName: 'Lee',
    position: 'Registrar',
    contactNumber: '0355551234',
    hospitalId: 3,
    hospitalUnit: 'ED',
    callTaker: 2,
    callTakerDateTime: '2026-03-01T10:00:00+11:00',
  };
  it('referrer: complete with every required field', () => {
    expect(isReferrerComplete(referrer)).toBe(true);
    expect(isReferrerComplete({ ...referrer, contactNumber: '' })).toBe(false);
    expect(isReferrerComplete(null)).toBe(false);
  });
  it('intensivist and patient history', () => {
    expect(isIntensivistComplete({ caseIntensivistId: 4 })).toBe(true);
    expect(isIntensivistComplete(null)).toBe(false);
    expect(isPatientHistoryComplete({ historyOfPresentingCase: 'Sepsis' })).toBe(true);
    expect(isPatientHistoryComplete({ historyOfPresentingCase: ' ' })).toBe(false);
  });
  it('patient information needs a filled diagnosis row', () => {
    const info = {
      healthCareProviderId: 3,
      hospitalURN: 'UR123',
      dateOfAdmissionHospital: '2026-03-01T10:00:00+11:00',
      dateOfAdmissionCriticalCare: '2026-03-01T12:00:00+11:00',
      patientWeight: 80,
      icuAdmissionDiagnoses: [{ diagnosis: 'Pneumonia' }],
    };
    expect(isPatientInformationComplete(info)).toBe(true);
    expect(isPatientInformationComplete({ ...info, icuAdmissionDiagnoses: [] })).toBe(false);
    expect(isPatientInformationComplete({ ...info, icuAdmissionDiagnoses: [{ diagnosis: '' }] })).toBe(false);
  });
  it('consultations: at least one, each valid', () => {
    const consultation = { id: 1, createdOn: '2026-03-01T10:00:00+11:00' };
    expect(isConsultationsComplete([])).toBe(false);
    expect(isConsultationsComplete([consultation])).toBe(true);
    expect(isConsultationsComplete([{ ...consultation, breathing: { respiratorySupportType: 4 } }])).toBe(
      false,
    );
  });
  it('transfer and outcome are complete once the case is closed', () => {
    expect(isTransferComplete(null, null)).toBe(false);
    expect(isTransferComplete('requested', null)).toBe(true);
    expect(isTransferComplete(null, '2026-03-10T00:00:00Z')).toBe(true);
    expect(isOutcomeComplete({ outcome: 0, closedDateTime: null })).toBe(false);
    expect(isOutcomeComplete({ outcome: 0, closedDateTime: '2026-03-10T00:00:00Z' })).toBe(true);
    expect(isOutcomeComplete(null)).toBe(false);
  });
});

describe('consultations (spec 2 §4.10)', () => {
  const first = { id: 3, createdOn: '2026-03-08T09:00:00+11:00' };
  const second = { id: 7, createdOn: '2026-03-09T09:00:00+11:00' };
  const added = { id: 0, createdOn: '2026-03-10T09:00:00+11:00' };
  it('are listed newest first, a new one at the top', () => {
    expect(consultationsNewestFirst([first, second]).map((c) => c.id)).toEqual([7, 3]);
    expect(consultationsNewestFirst([first, added, second]).map((c) => c.id)).toEqual([0, 7, 3]);
  });
  it('only the newest is editable', () => {
    expect(isConsultationEditable(second, [first, second])).toBe(true);
    expect(isConsultationEditable(first, [first, second])).toBe(false);
    expect(isConsultationEditable(second, [first, second, added])).toBe(false);
    expect(isConsultationEditable(added, [first, second, added])).toBe(true);
  });
  it('Add Consultation waits until the added one is saved', () => {
    expect(canAddConsultation([])).toBe(true);
    expect(canAddConsultation([first, second])).toBe(true);
    expect(canAddConsultation([first, added])).toBe(false);
  });
});
