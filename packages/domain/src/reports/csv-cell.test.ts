import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvField, csvLine, escapeFormula } from './csv-cell.ts';

describe('formula-injection escape (cells starting with = + - @ tab CR get a leading single quote)', () => {
  it('escapes cells a spreadsheet would run', () => {
    expect(escapeFormula('=HYPERLINK("http://x","y")')).toBe(`'=HYPERLINK("http://x","y")`);
    expect(escapeFormula('+61 3 9999 0000')).toBe(`'+61 3 9999 0000`);
    expect(escapeFormula('+61412345678')).toBe(`'+61412345678`);
    expect(escapeFormula('+2.5')).toBe(`'+2.5`);
    expect(escapeFormula('-2+3+cmd|calc')).toBe(`'-2+3+cmd|calc`);
    expect(escapeFormula('-')).toBe(`'-`);
    expect(escapeFormula('@SUM(A1:A2)')).toBe(`'@SUM(A1:A2)`);
    expect(escapeFormula('\t=1+1')).toBe(`'\t=1+1`);
    expect(escapeFormula('\r=1+1')).toBe(`'\r=1+1`);
  });
  it('leaves plain numbers and ordinary text alone, and never escapes twice', () => {
    for (const text of ['-1', '-5', '3.5', '-0.75', '42', 'Left MCA', 'a=b', '', "'=1"])
      expect(escapeFormula(text)).toBe(text);
    expect(escapeFormula(escapeFormula('=1+1'))).toBe(`'=1+1`);
  });
});

describe('CSV fields, cells and lines (RFC 4180, UTF-8 with a BOM)', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('Lee, Ann')).toBe('"Lee, Ann"');
    expect(csvField('said "no"')).toBe('"said ""no"""');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('plain')).toBe('plain');
  });
  it('writes a cell: nothing as empty, numbers as numbers, formulas defused then quoted', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(3.5)).toBe('3.5');
    expect(csvCell('=cmd|/C calc')).toBe(`'=cmd|/C calc`);
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
  });
  it('builds a CRLF line, escaped and quoted', () => {
    expect(csvLine(['VST5', 'Lee, Ann', '=1+1', '', null, 7])).toBe(`VST5,"Lee, Ann",'=1+1,,,7\r\n`);
    expect(CSV_BOM).toBe('\uFEFF');
  });
});
