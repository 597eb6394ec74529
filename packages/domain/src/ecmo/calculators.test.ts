import { describe, expect, it } from 'vitest';
import {
  cardBorderColour,
  daysOnEcmo,
  meanArterialPressure,
  patientAge,
  primedExpiry,
} from './calculators.ts';

describe('mean arterial pressure (spec 2 §9)', () => {
  it('is SBP/3 + DBP×2/3 floored to one decimal', () => {
    expect(meanArterialPressure(120, 80)).toBe(93.3);
    expect(meanArterialPressure(121, 80)).toBe(93.6);
    expect(meanArterialPressure(90, 60)).toBe(70);
    expect(meanArterialPressure(130, 85)).toBe(100);
  });
  it('floors exactly where floating point would drop a tenth', () => {
    expect(meanArterialPressure(100, 70)).toBe(80);
    expect(meanArterialPressure(110, 70)).toBe(83.3);
    expect(meanArterialPressure(101, 70)).toBe(80.3);
    expect(meanArterialPressure(0, 0)).toBe(0);
  });
  it('is null when a pressure is missing', () => {
    expect(meanArterialPressure(null, 80)).toBeNull();
    expect(meanArterialPressure(120, undefined)).toBeNull();
  });
});

describe('days on ECMO (spec 2 §4.5)', () => {
  const start = '2026-03-01T10:00:00+11:00';
  it('counts from the start to today while On ECMO', () => {
    expect(daysOnEcmo('OnEcmo', start, null, '2026-03-01')).toBe(0);
    expect(daysOnEcmo('OnEcmo', start, null, '2026-03-11')).toBe(10);
    expect(daysOnEcmo('OnEcmo', start, '2026-03-05T10:00:00+11:00', '2026-03-11')).toBe(10);
  });
  it('counts from the start to decannulation when Off ECMO', () => {
    expect(daysOnEcmo('OffEcmo', start, '2026-03-12T08:00:00+11:00', '2026-06-01')).toBe(11);
    expect(daysOnEcmo('OffEcmo', start, null, '2026-06-01')).toBeNull();
  });
  it('uses calendar days of the service time zone', () => {
    // 23:30 UTC on 28 Feb is 1 March 10:30 in Melbourne.
    expect(daysOnEcmo('OnEcmo', '2026-02-28T23:30:00Z', null, '2026-03-02')).toBe(1);
  });
  it('has no value without a start, for other statuses or an end before the start', () => {
    expect(daysOnEcmo('OnEcmo', null, null, '2026-03-11')).toBeNull();
    expect(daysOnEcmo('ForConsideration', start, null, '2026-03-11')).toBeNull();
    expect(daysOnEcmo('Declined', start, null, '2026-03-11')).toBeNull();
    expect(daysOnEcmo('OnEcmo', start, null, '2026-02-20')).toBeNull();
  });
});

describe('card border colour (spec 2 §4.5, §9)', () => {
  it('is green to 10 days, orange 11 to 40, red from 41', () => {
    expect(cardBorderColour(0, 'OnEcmo')).toBe('green');
    expect(cardBorderColour(10, 'OnEcmo')).toBe('green');
    expect(cardBorderColour(11, 'OnEcmo')).toBe('orange');
    expect(cardBorderColour(40, 'OnEcmo')).toBe('orange');
    expect(cardBorderColour(41, 'OnEcmo')).toBe('red');
    expect(cardBorderColour(41, 'OffEcmo')).toBe('red');
  });
  it('is transparent when not on ECMO or the days are unknown', () => {
    expect(cardBorderColour(5, 'ForConsideration')).toBe('transparent');
    expect(cardBorderColour(5, 'ForCommencement')).toBe('transparent');
    expect(cardBorderColour(5, 'Declined')).toBe('transparent');
    expect(cardBorderColour(5, null)).toBe('transparent');
    expect(cardBorderColour(null, 'OnEcmo')).toBe('transparent');
  });
  it('follows daysOnEcmo end to end', () => {
    const days = daysOnEcmo('OnEcmo', '2026-01-01T09:00:00+11:00', null, '2026-02-11');
    expect(days).toBe(41);
    expect(cardBorderColour(days, 'OnEcmo')).toBe('red');
  });
});

describe('primed expiry (spec 2 §4.9)', () => {
  it('is 30 days after priming', () => {
    expect(primedExpiry('2026-03-01', null)).toBe('2026-03-31');
    expect(primedExpiry('2026-02-15', '2027-01-01')).toBe('2026-03-17');
    expect(primedExpiry('2024-02-01', null)).toBe('2024-03-02');
  });
  it('is capped at the item expiry', () => {
    expect(primedExpiry('2026-03-01', '2026-03-20')).toBe('2026-03-20');
    expect(primedExpiry('2026-03-01', '2026-03-31')).toBe('2026-03-31');
    expect(primedExpiry('2026-03-01', '2026-04-01')).toBe('2026-03-31');
  });
});

describe('patient age', () => {
  it('comes from the date of birth, else the recorded age', () => {
    expect(patientAge({ dateOfBirth: '1980-03-11', age: 99 }, '2026-03-10')).toBe(45);
    expect(patientAge({ dateOfBirth: '1980-03-10' }, '2026-03-10')).toBe(46);
    expect(patientAge({ dateOfBirth: null, age: 60 }, '2026-03-10')).toBe(60);
    expect(patientAge({}, '2026-03-10')).toBeNull();
  });
});
