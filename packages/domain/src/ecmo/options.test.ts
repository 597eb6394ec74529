import { describe, expect, it } from 'vitest';
import { TRANSFER_HOSPITAL_UNITS } from '../cases/case-options.ts';
import { asOptions, optionLabel } from '../cases/option.ts';
import {
  DEFAULT_HOSPITAL_UNITS,
  DEFAULT_REFERRER_POSITIONS,
  formatEcmoCaseId,
  isEcmoCaseId,
  nextSectionAfterSave,
} from './case-options.ts';
import { CONSUMABLE_ITEM_TYPE, CONSUMABLE_STATUS } from './consumable-options.ts';
import { MINOR_FLOW_TYPES, membraneLungFromCode } from './ecmo-details-options.ts';
import {
  dashboardStatusFilterOptions,
  ECMO_STATUSES,
  isSelectableStatus,
  selectableStatuses,
  statusRevealsEcmoPanels,
} from './status-options.ts';

describe('ECMO statuses (spec 2 §4.1)', () => {
  it('lists the five statuses with the spec labels', () => {
    expect(ECMO_STATUSES.map((s) => s.label)).toEqual([
      'On ECMO',
      'Off ECMO',
      'For Consideration of ECMO',
      'For Commencement of ECMO',
      'Declined',
    ]);
  });
  it('does not let the user pick Off ECMO', () => {
    expect(selectableStatuses().map((s) => s.value)).toEqual([
      'OnEcmo',
      'ForConsideration',
      'ForCommencement',
      'Declined',
    ]);
    expect(isSelectableStatus('OffEcmo')).toBe(false);
  });
  it('offers Declined only as an archive filter', () => {
    expect(dashboardStatusFilterOptions(false).map((s) => s.value)).not.toContain('Declined');
    expect(dashboardStatusFilterOptions(true).map((s) => s.value)).toContain('Declined');
  });
  it('reveals the ECMO panels only for On and Off ECMO', () => {
    expect(statusRevealsEcmoPanels('OnEcmo')).toBe(true);
    expect(statusRevealsEcmoPanels('OffEcmo')).toBe(true);
    expect(statusRevealsEcmoPanels('ForConsideration')).toBe(false);
    expect(statusRevealsEcmoPanels('ForCommencement')).toBe(false);
    expect(statusRevealsEcmoPanels('Declined')).toBe(false);
    expect(statusRevealsEcmoPanels(null)).toBe(false);
  });
});

describe('membrane lung legacy codes (spec 2 §9)', () => {
  it("maps '-' to Single Membrane and 'x' to No Membrane", () => {
    expect(membraneLungFromCode('-')).toBe('Single Membrane');
    expect(membraneLungFromCode('x')).toBe('No Membrane');
    expect(membraneLungFromCode('Two Membranes')).toBe('Two Membranes');
    expect(membraneLungFromCode('?')).toBeNull();
    expect(membraneLungFromCode(null)).toBeNull();
  });
});

describe('default lists (spec 2 §9)', () => {
  it('offers the first five hospital units, and ICU/Other on transfers', () => {
    expect(DEFAULT_HOSPITAL_UNITS).toEqual(['ICU', 'Theatre', 'ED', 'Angio/Cathlab', 'Other']);
    expect(TRANSFER_HOSPITAL_UNITS).toEqual(['ICU', 'Other']);
  });
  it('offers referrer positions from ECMO Consultant to GP', () => {
    expect(DEFAULT_REFERRER_POSITIONS[0]).toBe('ECMO Consultant');
    expect(DEFAULT_REFERRER_POSITIONS.at(-1)).toBe('GP');
    expect(DEFAULT_REFERRER_POSITIONS).toHaveLength(15);
  });
  it('has the consumable constants', () => {
    expect(CONSUMABLE_STATUS).toEqual({ Available: 10, Used: 20, Primed: 30 });
    expect(CONSUMABLE_ITEM_TYPE.Circuit).toBe(10);
  });
});

describe('option helpers and case ids', () => {
  it('labels coded values', () => {
    expect(optionLabel(MINOR_FLOW_TYPES, 'd')).toBe('Distal Perfusion of Cannulated Leg');
    expect(optionLabel(MINOR_FLOW_TYPES, null)).toBe('');
    expect(asOptions(['A', 'B'])).toEqual([
      { value: 'A', label: 'A' },
      { value: 'B', label: 'B' },
    ]);
  });
  it('prefixes case ids with ECMO', () => {
    expect(formatEcmoCaseId(42)).toBe('ECMO42');
    expect(isEcmoCaseId('ECMO42')).toBe(true);
    expect(isEcmoCaseId('TH42')).toBe(false);
  });
  it('moves Save and Next from referrer to patient to clinical details', () => {
    expect(nextSectionAfterSave('referrer')).toBe('patient');
    expect(nextSectionAfterSave('patient')).toBe('clinicaldetails');
    expect(nextSectionAfterSave('clinicaldetails')).toBeNull();
  });
});
