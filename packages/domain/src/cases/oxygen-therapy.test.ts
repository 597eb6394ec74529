import { describe, expect, it } from 'vitest';
import {
  fio2AfterTherapyChange,
  fio2FromFlow,
  fio2FromServer,
  fio2SourceOf,
  isFio2Digits,
  isFlowValidForTherapy,
  OXYGEN_FLOW_OPTIONS,
  readManualFio2,
  resetFlowOnTherapyChange,
  therapyOffersFlows,
} from './oxygen-therapy.ts';

describe('FiO2 from flow (spec 2 §9)', () => {
  it('maps every face mask flow', () => {
    const table = { 5: 30, 6: 35, 7: 40, 8: 45, 9: 50, 10: 55, 15: 70 };
    for (const [flow, fio2] of Object.entries(table))
      expect(fio2FromFlow('Face Mask', Number(flow))).toBe(fio2);
    expect(OXYGEN_FLOW_OPTIONS['Face Mask']).toEqual([5, 6, 7, 8, 9, 10, 15]);
  });
  it('maps every nasal cannula flow', () => {
    const table = { 1: 24, 2: 28, 3: 32, 4: 36, 5: 40, 6: 44 };
    for (const [flow, fio2] of Object.entries(table)) {
      expect(fio2FromFlow('Nasal Cannula/Prongs', Number(flow))).toBe(fio2);
    }
    expect(OXYGEN_FLOW_OPTIONS['Nasal Cannula/Prongs']).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('fixes room air at 21 and leaves ventilated to manual entry', () => {
    expect(fio2FromFlow('Room Air', null)).toBe(21);
    expect(fio2FromFlow('Room Air', 5)).toBe(21);
    expect(fio2FromFlow('Ventilated', 10)).toBeNull();
    expect(fio2FromFlow(null, 5)).toBeNull();
  });
  it('has no value for a flow outside the table or a missing flow', () => {
    expect(fio2FromFlow('Face Mask', 4)).toBeNull();
    expect(fio2FromFlow('Face Mask', 11)).toBeNull();
    expect(fio2FromFlow('Nasal Cannula/Prongs', 7)).toBeNull();
    expect(fio2FromFlow('Nasal Cannula/Prongs', null)).toBeNull();
  });
});

describe('flow validity and reset on therapy change (spec 2 §4.4)', () => {
  it('knows which therapies offer flows', () => {
    expect(therapyOffersFlows('Face Mask')).toBe(true);
    expect(therapyOffersFlows('Nasal Cannula/Prongs')).toBe(true);
    expect(therapyOffersFlows('Room Air')).toBe(false);
    expect(therapyOffersFlows('Ventilated')).toBe(false);
    expect(therapyOffersFlows(null)).toBe(false);
  });
  it('accepts only offered flows', () => {
    expect(isFlowValidForTherapy('Face Mask', 15)).toBe(true);
    expect(isFlowValidForTherapy('Face Mask', 12)).toBe(false);
    expect(isFlowValidForTherapy('Nasal Cannula/Prongs', 6)).toBe(true);
    expect(isFlowValidForTherapy('Nasal Cannula/Prongs', 10)).toBe(false);
    expect(isFlowValidForTherapy('Face Mask', null)).toBe(true);
    expect(isFlowValidForTherapy('Room Air', null)).toBe(true);
    expect(isFlowValidForTherapy('Room Air', 2)).toBe(false);
  });
  it('keeps a flow the new therapy offers and resets one it does not', () => {
    expect(resetFlowOnTherapyChange('Nasal Cannula/Prongs', 5)).toBe(5);
    expect(resetFlowOnTherapyChange('Nasal Cannula/Prongs', 10)).toBeNull();
    expect(resetFlowOnTherapyChange('Face Mask', 6)).toBe(6);
    expect(resetFlowOnTherapyChange('Face Mask', 2)).toBeNull();
    expect(resetFlowOnTherapyChange('Room Air', 5)).toBeNull();
    expect(resetFlowOnTherapyChange('Ventilated', 5)).toBeNull();
  });
});

describe('manual FiO2 entry: one rule for ECMO, Telehealth and the stroke services (spec 2 §5.2, spec 3 §5.12)', () => {
  const value = (t: string | null | undefined) => readManualFio2(t).value;
  const note = (t: string) => readManualFio2(t).note;
  it('keeps a whole number from 0 to 100 as typed, without a note', () => {
    for (const t of ['0', '1', '21', '45', '99', '100']) {
      expect(value(t)).toBe(Number(t));
      expect(note(t)).toBeNull();
    }
  });
  it('divides a value above 100 by ten until it is 100 or less (= dropping trailing digits) and says so', () => {
    const cases: [string, number][] = [
      ['101', 10],
      ['150', 15],
      ['450', 45],
      ['999', 99],
      ['1000', 100],
      ['1001', 100],
      ['10000', 100],
      ['123456789012345678901234567890', 12],
    ];
    for (const [typed, read] of cases) {
      expect(value(typed)).toBe(read);
      expect(note(typed)).toBe(`${typed} was read as ${read} (FiO2 is at most 100)`);
    }
  });
  it('is whole-number division by ten, the same as dropping the last digit (spec 2 words it both ways)', () => {
    for (let n = 101; n <= 20000; n += 97) {
      let divided = n;
      while (divided > 100) divided = Math.floor(divided / 10);
      let dropped = String(n);
      while (Number(dropped) > 100) dropped = dropped.slice(0, -1);
      expect(value(String(n))).toBe(divided);
      expect(divided).toBe(Number(dropped));
    }
  });
  it('reads a negative or a non-number as 0 and says so', () => {
    for (const t of ['-5', '-1', 'abc', '4a5', '45.5', '1e2', '+5', 'x']) {
      expect(value(t)).toBe(0);
      expect(note(t)).toBe(`${t} was read as 0 (FiO2 takes digits only)`);
    }
  });
  it('an empty box is no value; spaces around digits and leading zeros are only spelling', () => {
    expect(readManualFio2('')).toEqual({ value: null, note: null });
    expect(readManualFio2('   ')).toEqual({ value: null, note: null });
    expect(readManualFio2(null)).toEqual({ value: null, note: null });
    expect(readManualFio2(undefined)).toEqual({ value: null, note: null });
    expect(readManualFio2(' 45 ')).toEqual({ value: 45, note: null });
    expect(readManualFio2('045')).toEqual({ value: 45, note: null });
    expect(readManualFio2('000')).toEqual({ value: 0, note: null });
    expect(readManualFio2('0450')).toEqual({ value: 45, note: '0450 was read as 45 (FiO2 is at most 100)' });
  });
  it('accepts digits only as typed', () => {
    expect(isFio2Digits('45')).toBe(true);
    for (const t of ['a', '-', '.', ' ', '4a', '']) expect(isFio2Digits(t)).toBe(false);
  });
});

describe('FiO2 when the therapy changes (issue 24: 21 from room air is not kept)', () => {
  it('names where each therapy takes its FiO2 from', () => {
    expect(fio2SourceOf('Room Air')).toBe('room-air');
    expect(fio2SourceOf('Face Mask')).toBe('flow');
    expect(fio2SourceOf('Nasal Cannula/Prongs')).toBe('flow');
    expect(fio2SourceOf('Ventilated')).toBe('manual');
    expect(fio2SourceOf(null)).toBe('none');
  });
  it('a derived source gives its value: 21 for room air, the flow value or null before a flow', () => {
    expect(fio2AfterTherapyChange('manual', 'room-air', 40, 21)).toBe(21);
    expect(fio2AfterTherapyChange('room-air', 'flow', 21, 70)).toBe(70);
    expect(fio2AfterTherapyChange('room-air', 'flow', 21, null)).toBeNull();
  });
  it('room air or a flow to a typed therapy clears the derived value', () => {
    expect(fio2AfterTherapyChange('room-air', 'manual', 21, null)).toBeNull();
    expect(fio2AfterTherapyChange('flow', 'manual', 36, null)).toBeNull();
    expect(fio2AfterTherapyChange('room-air', 'none', 21, null)).toBeNull();
  });
  it('a typed value stays while the therapy stays typed', () => {
    expect(fio2AfterTherapyChange('manual', 'manual', 40, null)).toBe(40);
    expect(fio2AfterTherapyChange('none', 'manual', 40, null)).toBe(40);
    expect(fio2AfterTherapyChange('manual', 'none', 40, null)).toBe(40);
  });
});

describe('FiO2 from the server (spec 2 §7.1)', () => {
  it('scales a fraction below 1 to a percent and keeps percents', () => {
    expect(fio2FromServer(0.21)).toBe(21);
    expect(fio2FromServer(0.355)).toBe(35.5);
    expect(fio2FromServer(0)).toBe(0);
    expect(fio2FromServer(1)).toBe(1);
    expect(fio2FromServer(45)).toBe(45);
    expect(fio2FromServer(null)).toBeNull();
  });
});
