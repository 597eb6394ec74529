import { describe, expect, it } from 'vitest';
import {
  admissionEpochMs,
  answersShownByReadings,
  firstFeverWithin72Hours,
  firstHighGlucoseWithin48Hours,
  isFever,
  isHighGlucose,
  isRecordedFourTimesOnDayOne,
  readingsWithinHours,
  showsInsulinQuestion,
  showsParacetamolQuestion,
} from './hospital-documentation-readings.ts';
import { admissionDetails } from './hospital-documentation-test-data.ts';

/** Admitted 1 March 2026, 14:30 AEDT (03:30 UTC). */
const ADMISSION = admissionEpochMs(admissionDetails);
const HOUR = 3_600_000;
const at = (hours: number, minutes = 0) =>
  new Date(Date.parse('2026-03-01T03:30:00Z') + hours * HOUR + minutes * 60_000).toISOString();
const reading = (hours: number, value: number, minutes = 0) => ({ recordedAt: at(hours, minutes), value });

describe('the admission instant', () => {
  it('is the admission date and time in Melbourne', () => {
    expect(ADMISSION).toBe(Date.parse('2026-03-01T03:30:00Z'));
  });
  it('is unknown without both', () => {
    expect(admissionEpochMs({ hospitalAdmissionDate: '2026-03-01' })).toBeNull();
    expect(admissionEpochMs(null)).toBeNull();
  });
});

describe('recorded at least four times on day one (spec 3 §9)', () => {
  const three = [reading(0.5, 36.8), reading(4, 36.9), reading(8, 37)];
  it('counts readings from admission to 24 hours after it, both included', () => {
    expect(isRecordedFourTimesOnDayOne(ADMISSION, [...three, reading(24, 37)])).toBe(true);
    expect(isRecordedFourTimesOnDayOne(ADMISSION, [...three, reading(0, 37)])).toBe(true);
  });
  it('does not count three, nor a fourth before admission or after the first 24 hours', () => {
    expect(isRecordedFourTimesOnDayOne(ADMISSION, three)).toBe(false);
    expect(isRecordedFourTimesOnDayOne(ADMISSION, [...three, reading(24, 37, 1)])).toBe(false);
    expect(isRecordedFourTimesOnDayOne(ADMISSION, [...three, reading(0, 37, -1)])).toBe(false);
  });
  it('shows nothing without an admission time or readings', () => {
    expect(isRecordedFourTimesOnDayOne(null, [...three, reading(9, 37)])).toBe(false);
    expect(isRecordedFourTimesOnDayOne(ADMISSION, null)).toBe(false);
  });
  it('skips unreadable readings and sorts the rest by time', () => {
    const list = [
      reading(8, 37.2),
      { recordedAt: 'soon', value: 37 },
      { recordedAt: at(1) },
      reading(2, 36.9),
    ];
    expect(readingsWithinHours(ADMISSION, list, 24).map((r) => r.value)).toEqual([36.9, 37.2]);
  });
});

describe('fever within 72 hours (37.5 °C or more, spec 3 §9)', () => {
  it('puts the threshold at 37.5 included', () => {
    expect(isFever(37.4)).toBe(false);
    expect(isFever(37.5)).toBe(true);
  });
  it('finds the first fever from admission to 72 hours after it, both included', () => {
    expect(firstFeverWithin72Hours(ADMISSION, [reading(2, 37.4), reading(72, 37.5)])?.recordedAt).toBe(
      at(72),
    );
    expect(firstFeverWithin72Hours(ADMISSION, [reading(30, 38.2), reading(5, 37.9)])?.value).toBe(37.9);
  });
  it('ignores 37.4, a fever before admission and one after 72 hours', () => {
    expect(firstFeverWithin72Hours(ADMISSION, [reading(2, 37.4)])).toBeNull();
    expect(firstFeverWithin72Hours(ADMISSION, [reading(0, 38.5, -1)])).toBeNull();
    expect(firstFeverWithin72Hours(ADMISSION, [reading(72, 38.5, 1)])).toBeNull();
  });
  it('counts elapsed hours across the end of daylight saving (5 April 2026: a 25-hour day)', () => {
    // Admitted 4 April 12:00 AEDT (01:00Z); 72 hours later is 7 April 11:00 AEST, not 12:00.
    const admitted = admissionEpochMs({
      hospitalAdmissionDate: '2026-04-04',
      hospitalAdmissionTime: '12:00',
    });
    expect(
      firstFeverWithin72Hours(admitted, [{ recordedAt: '2026-04-07T11:00:00+10:00', value: 38 }]),
    ).not.toBeNull();
    expect(
      firstFeverWithin72Hours(admitted, [{ recordedAt: '2026-04-07T11:01:00+10:00', value: 38 }]),
    ).toBeNull();
  });
});

describe('high glucose within 48 hours (above 10 mmol/L, spec 3 §9)', () => {
  it('puts the threshold above 10', () => {
    expect(isHighGlucose(10)).toBe(false);
    expect(isHighGlucose(10.1)).toBe(true);
  });
  it('finds a level above 10 from admission to 48 hours after it, both included', () => {
    expect(firstHighGlucoseWithin48Hours(ADMISSION, [reading(48, 10.1)])?.value).toBe(10.1);
    expect(firstHighGlucoseWithin48Hours(ADMISSION, [reading(3, 10)])).toBeNull();
    expect(firstHighGlucoseWithin48Hours(ADMISSION, [reading(48, 14, 1)])).toBeNull();
  });
});

describe('answers the readings show (the form pre-fills them, validation refuses a No)', () => {
  it('names every answer the readings show to be Yes', () => {
    const fourTemperatures = [reading(1, 36.5), reading(5, 36.6), reading(9, 37.5), reading(13, 36.9)];
    const fourGlucose = [reading(1, 6), reading(7, 11.2), reading(13, 8), reading(19, 7)];
    expect(
      answersShownByReadings(ADMISSION, {
        temperatureReadings: fourTemperatures,
        fingerPrickGlucoseReadings: fourGlucose,
      }),
    ).toEqual([
      'wasTemperatureRecordedFourTimes',
      'didPatientHaveFeverWithin72Hours',
      'wasFingerPrickGlucoseRecordedFourTimes',
      'didPatientHaveHighGlucoseWithin48Hours',
    ]);
  });
  it('names none when the readings show nothing (a No or Unknown stays the clinician’s)', () => {
    expect(answersShownByReadings(ADMISSION, { temperatureReadings: [reading(1, 37)] })).toEqual([]);
    expect(answersShownByReadings(ADMISSION, {})).toEqual([]);
    expect(answersShownByReadings(null, { temperatureReadings: [reading(1, 39)] })).toEqual([]);
  });
  it('asks about paracetamol after a fever and insulin after a high glucose', () => {
    expect(showsParacetamolQuestion({ didPatientHaveFeverWithin72Hours: 'Yes' })).toBe(true);
    expect(showsParacetamolQuestion({ didPatientHaveFeverWithin72Hours: 'Unknown' })).toBe(false);
    expect(showsInsulinQuestion({ didPatientHaveHighGlucoseWithin48Hours: 'Yes' })).toBe(true);
    expect(showsInsulinQuestion({ didPatientHaveHighGlucoseWithin48Hours: 'No' })).toBe(false);
    expect(showsInsulinQuestion(null)).toBe(false);
  });
});
