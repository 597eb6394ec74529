import { describe, expect, it } from 'vitest';
import {
  AUSCR_GENDER,
  AUSCR_INDIGENOUS_STATUS,
  AUSCR_STROKE_TYPES,
  AUSCR_TIME_ACCURACY,
  auscrChoice,
  auscrChoices,
  auscrDate,
  auscrFullName,
  auscrGender,
  auscrIndigenousStatus,
  auscrNumber,
  auscrReferenceCode,
  auscrStreetAddress,
  auscrStrokeType,
  auscrText,
  auscrTime,
  auscrTimeAccuracy,
  auscrYesNoUnknown,
} from './auscr-codes.ts';

const codesOf = (list: readonly { code: string }[]) => list.map((c) => c.code);

describe('AuSCR formats', () => {
  it('writes dates DD/MM/YYYY, an ISO date-time by its day in Melbourne', () => {
    expect(auscrDate('2026-03-01')).toBe('01/03/2026');
    expect(auscrDate('2026-03-01T13:10:00Z')).toBe('02/03/2026');
    expect(auscrDate('2026-04-05T01:30:00+11:00')).toBe('05/04/2026');
    for (const v of [null, undefined, '', '2026-02-30', '1/3/2026', 20260301]) expect(auscrDate(v)).toBe('');
  });
  it('writes times HH:mm, and nothing for what is not a time', () => {
    expect(auscrTime('00:05')).toBe('00:05');
    expect(auscrTime('23:59')).toBe('23:59');
    for (const v of ['24:00', '7:30', null, 730]) expect(auscrTime(v)).toBe('');
  });
  it('writes numbers as digits, the 99 "unknown" as stored', () => {
    expect(auscrNumber(0)).toBe('0');
    expect(auscrNumber(42)).toBe('42');
    expect(auscrNumber(99)).toBe('99');
    expect(auscrNumber(null)).toBe('');
    expect(auscrNumber(Number.NaN)).toBe('');
    expect(auscrNumber('8')).toBe('');
  });
  it('writes text trimmed, and SACC / ASCL reference codes as digits', () => {
    expect(auscrText('  Bendigo Health ')).toBe('Bendigo Health');
    expect(auscrText(null)).toBe('');
    expect(auscrReferenceCode(1101)).toBe('1101');
    expect(auscrReferenceCode('1201')).toBe('1201');
    expect(auscrReferenceCode('Australia')).toBe('');
    expect(auscrReferenceCode(null)).toBe('');
  });
});

describe('AuSCR answers from SCOUT values', () => {
  it('maps yes/no questions, flags and "Not documented"', () => {
    expect(auscrYesNoUnknown('Yes')).toBe('Yes');
    expect(auscrYesNoUnknown('No')).toBe('No');
    expect(auscrYesNoUnknown('Unknown')).toBe('Unknown');
    expect(auscrYesNoUnknown(true)).toBe('Yes');
    expect(auscrYesNoUnknown(false)).toBe('No');
    expect(auscrYesNoUnknown('Not documented')).toBe('Unknown');
    expect(auscrYesNoUnknown(null)).toBe('');
  });
  it('writes Unspecified gender as Not stated', () => {
    expect(auscrGender('Male')).toBe('Male');
    expect(auscrGender('Female')).toBe('Female');
    expect(auscrGender('Unspecified')).toBe('Not stated');
    expect(codesOf(AUSCR_GENDER)).toEqual(['Male', 'Female', 'Not stated']);
  });
  it('writes Indigenous status in the national standard’s words', () => {
    expect(auscrIndigenousStatus('Aboriginal')).toBe('Aboriginal but not Torres Strait Islander origin');
    expect(auscrIndigenousStatus('Torres Strait Islander')).toBe(
      'Torres Strait Islander but not Aboriginal origin',
    );
    expect(auscrIndigenousStatus('Both')).toBe('Both Aboriginal and Torres Strait Islander origin');
    expect(auscrIndigenousStatus('Neither')).toBe('Neither Aboriginal nor Torres Strait Islander origin');
    expect(auscrIndigenousStatus(null)).toBe('');
    expect(AUSCR_INDIGENOUS_STATUS).toHaveLength(4);
  });
  it('writes the type of stroke, and a stored value it does not know as stored', () => {
    expect(auscrStrokeType('Ischaemic')).toBe('Ischaemic stroke');
    expect(auscrStrokeType('Haemorrhagic')).toBe('Haemorrhagic stroke');
    expect(auscrStrokeType('TIA')).toBe('TIA');
    expect(auscrStrokeType('Undetermined')).toBe('Undetermined stroke type');
    expect(auscrStrokeType('NotStroke')).toBe('NotStroke');
    expect(auscrStrokeType(undefined)).toBe('');
    expect(codesOf(AUSCR_STROKE_TYPES)).toEqual([
      'Ischaemic stroke',
      'Haemorrhagic stroke',
      'TIA',
      'Undetermined stroke type',
    ]);
  });
  it('writes the onset time accuracy in words', () => {
    expect(auscrTimeAccuracy('Known')).toBe('Time of onset known');
    expect(auscrTimeAccuracy('WakeUp')).toBe('If wake up stroke, then time last seen well');
    expect(auscrTimeAccuracy('Unknown')).toBe('Time unknown');
    expect(AUSCR_TIME_ACCURACY).toHaveLength(4);
  });
  it('writes a choice as stored and a checkbox group joined by "; "', () => {
    expect(auscrChoice('Inpatient rehabilitation')).toBe('Inpatient rehabilitation');
    expect(auscrChoice(null)).toBe('');
    expect(auscrChoices(['AF', 'HTN', 'Other'])).toBe('AF; HTN; Other');
    expect(auscrChoices([])).toBe('');
    expect(auscrChoices(null)).toBe('');
  });
  it('writes the street address and a contact’s name on one line', () => {
    expect(
      auscrStreetAddress({
        addressUnitOrRoomNumber: '2',
        addressStreetNumber: '15',
        addressStreetName: 'High Street',
      }),
    ).toBe('2/15 High Street');
    expect(auscrStreetAddress({ addressStreetNumber: '15', addressStreetName: 'High Street' })).toBe(
      '15 High Street',
    );
    expect(auscrStreetAddress({ addressStreetName: 'High Street' })).toBe('High Street');
    expect(auscrStreetAddress(null)).toBe('');
    expect(auscrFullName('Jo', 'Citizen')).toBe('Jo Citizen');
    expect(auscrFullName(null, 'Citizen')).toBe('Citizen');
    expect(auscrFullName(null, null)).toBe('');
  });
});
