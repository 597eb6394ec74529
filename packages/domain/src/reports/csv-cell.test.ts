import { describe, expect, it } from 'vitest';
import { choiceField, choicesField } from '../stroke/field-kit.ts';
import { STROKE_TYPES } from '../vst/options.ts';
import { CSV_BOM, cellText, csvCell, csvField, csvLine, escapeFormula } from './csv-cell.ts';

describe('formula-injection escape (cells starting with = + - @ get a leading single quote)', () => {
  it('escapes cells a spreadsheet would run', () => {
    expect(escapeFormula('=HYPERLINK("http://x","y")')).toBe(`'=HYPERLINK("http://x","y")`);
    expect(escapeFormula('+61 3 9999 0000')).toBe(`'+61 3 9999 0000`);
    expect(escapeFormula('-2+3+cmd|calc')).toBe(`'-2+3+cmd|calc`);
    expect(escapeFormula('@SUM(A1:A2)')).toBe(`'@SUM(A1:A2)`);
    expect(escapeFormula('\t=1+1')).toBe(`'\t=1+1`);
    expect(escapeFormula('\r=1+1')).toBe(`'\r=1+1`);
  });
  it('leaves plain numbers and ordinary text alone, and never escapes twice', () => {
    for (const text of ['-5', '+2.5', '-0.75', '42', 'Left MCA', 'a=b', '', "'=1"])
      expect(escapeFormula(text)).toBe(text);
    expect(escapeFormula(escapeFormula('=1+1'))).toBe(`'=1+1`);
  });
});

describe('CSV fields and lines (RFC 4180, UTF-8 with a BOM)', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('Lee, Ann')).toBe('"Lee, Ann"');
    expect(csvField('said "no"')).toBe('"said ""no"""');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('plain')).toBe('plain');
  });
  it('builds a CRLF line, escaped and quoted', () => {
    expect(csvLine(['VST5', 'Lee, Ann', '=1+1', ''])).toBe(`VST5,"Lee, Ann",'=1+1,\r\n`);
    expect(CSV_BOM).toBe('\uFEFF');
  });
});

describe('values as a person reads them', () => {
  it('writes option labels, local date-times, names and lists', () => {
    const consultType = choiceField('consultType', 'Consult Type', [
      { value: 'Phone Only', label: 'Phone Only (No video consultation)' },
    ]);
    expect(cellText(consultType, 'Phone Only')).toBe('Phone Only (No video consultation)');
    expect(cellText(choiceField('strokeType', 'Stroke Type', STROKE_TYPES), 'TIA')).toBe('TIA');
    expect(cellText({ kind: 'dateTime' }, '2026-03-09T23:30:00Z')).toBe('10/03/2026 10:30');
    expect(cellText({ kind: 'date' }, '2026-03-02')).toBe('02/03/2026');
    expect(cellText({ kind: 'boolean' }, true)).toBe('Yes');
    expect(
      cellText({ kind: 'hospital' }, 3, {
        lookups: { hospital: (id) => (id === 3 ? 'Bendigo Health' : null) },
      }),
    ).toBe('Bendigo Health');
    expect(cellText({ kind: 'user' }, 8)).toBe('8');
    expect(cellText(choicesField('x', 'X', [{ value: 'a', label: 'Alpha' }]), ['a', 'b'])).toBe('Alpha; b');
    expect(cellText({ kind: 'list' }, ['Aspirin', 'Apixaban'])).toBe('Aspirin; Apixaban');
    expect(
      cellText({ kind: 'specialists' }, [
        { serialNo: 1, specialist: 'Dr A', specialistDateAndTime: '2026-03-09T23:30:00Z' },
      ]),
    ).toBe('Dr A (10/03/2026 10:30)');
    expect(cellText({ kind: 'number' }, 0)).toBe('0');
    expect(cellText({ kind: 'text' }, null)).toBe('');
  });
  it('escapes what a person typed', () => {
    expect(csvCell({ kind: 'text' }, '=cmd|/C calc')).toBe(`'=cmd|/C calc`);
    expect(csvCell({ kind: 'number' }, -3)).toBe('-3');
  });
});
