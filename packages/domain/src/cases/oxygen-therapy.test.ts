import { describe, expect, it } from 'vitest';
import {
  fio2FromFlow,
  fio2FromServer,
  isFlowValidForTherapy,
  OXYGEN_FLOW_OPTIONS,
  resetFlowOnTherapyChange,
  sanitiseManualFio2DividingByTen,
  sanitiseManualFio2Ecmo,
  sanitiseManualFio2Telehealth,
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

describe('manual FiO2 entry (spec 2 §5.2)', () => {
  it('ECMO: drops trailing digits until at most 100', () => {
    expect(sanitiseManualFio2Ecmo('101')).toBe(10);
    expect(sanitiseManualFio2Ecmo('1000')).toBe(100);
    expect(sanitiseManualFio2Ecmo('250')).toBe(25);
    expect(sanitiseManualFio2Ecmo('999')).toBe(99);
    expect(sanitiseManualFio2Ecmo('100')).toBe(100);
    expect(sanitiseManualFio2Ecmo('21')).toBe(21);
    expect(sanitiseManualFio2Ecmo('0')).toBe(0);
  });
  it('ECMO: negative or non-numeric becomes 0; empty is no value', () => {
    expect(sanitiseManualFio2Ecmo('-5')).toBe(0);
    expect(sanitiseManualFio2Ecmo('abc')).toBe(0);
    expect(sanitiseManualFio2Ecmo('')).toBeNull();
    expect(sanitiseManualFio2Ecmo(null)).toBeNull();
    expect(sanitiseManualFio2Ecmo('45.7')).toBe(45);
  });
  it('Telehealth: divides by ten until at most 100', () => {
    expect(sanitiseManualFio2Telehealth('250')).toBe(25);
    expect(sanitiseManualFio2Telehealth('1000')).toBe(100);
    expect(sanitiseManualFio2Telehealth('101')).toBeCloseTo(10.1);
    expect(sanitiseManualFio2Telehealth('100')).toBe(100);
    expect(sanitiseManualFio2Telehealth('-1')).toBe(0);
    expect(sanitiseManualFio2Telehealth('x')).toBe(0);
  });
  it('Telehealth and the stroke services share one rule (spec 2 §5.2, spec 3 §5.12)', () => {
    expect(sanitiseManualFio2Telehealth).toBe(sanitiseManualFio2DividingByTen);
    expect(sanitiseManualFio2DividingByTen('')).toBeNull();
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
