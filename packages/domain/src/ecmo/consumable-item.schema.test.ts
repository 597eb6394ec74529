import { describe, expect, it } from 'vitest';
import { FIXED_NOW, issuesOf, parsed } from '../cases/test-issues.ts';
import { makeConsumableItemSchema } from './consumable-item.schema.ts';
import {
  clearHiddenConsumableFields,
  effectiveExpiry,
  isExpiryRefused,
  isNearExpiry,
  primeExpiryForPrimedDate,
  requiresExpiry,
  showsCircuitType,
  showsPrimedDates,
} from './consumable-rules.ts';
import { ECMO_MESSAGES as M } from './messages.ts';

const schema = makeConsumableItemSchema(FIXED_NOW);
const oxygenator = { ecmoItemTypeId: 20, currentLocationId: 4, supplierId: 2, statusId: 10 };
const circuit = { ...oxygenator, ecmoItemTypeId: 10, circuitTypeId: 3, expiry: '2026-12-31' };

describe('consumable item rules (spec 2 §4.9)', () => {
  it('shows the circuit type and requires expiry only for a Circuit', () => {
    expect(showsCircuitType(10)).toBe(true);
    expect(showsCircuitType(20)).toBe(false);
    expect(requiresExpiry(10)).toBe(true);
    expect(requiresExpiry(null)).toBe(false);
  });
  it('shows the primed dates only for Primed, and clears them when leaving Primed', () => {
    expect(showsPrimedDates(30)).toBe(true);
    expect(showsPrimedDates(10)).toBe(false);
    expect(
      clearHiddenConsumableFields({
        statusId: 20,
        ecmoItemTypeId: 20,
        circuitTypeId: 3,
        datePrimed: '2026-03-01',
        primeExpiryDate: '2026-03-31',
      }),
    ).toMatchObject({ circuitTypeId: null, datePrimed: null, primeExpiryDate: null });
  });
  it('sets the primed expiry 30 days on, capped at the expiry', () => {
    expect(primeExpiryForPrimedDate('2026-03-01', '2026-12-31')).toBe('2026-03-31');
    expect(primeExpiryForPrimedDate('2026-03-01', '2026-03-15')).toBe('2026-03-15');
    expect(primeExpiryForPrimedDate(null, '2026-03-15')).toBeNull();
  });
  it('finds items near expiry', () => {
    expect(effectiveExpiry({ expiry: '2026-12-31', primeExpiryDate: '2026-03-31' })).toBe('2026-03-31');
    expect(isNearExpiry({ expiry: '2026-04-09' }, '2026-03-10')).toBe(true);
    expect(isNearExpiry({ expiry: '2026-04-10' }, '2026-03-10')).toBe(false);
    expect(isNearExpiry({ expiry: null }, '2026-03-10')).toBe(false);
  });
});

describe('consumable item validation (spec 2 §5.6)', () => {
  it('requires device type, location, supplier and status', () => {
    expect(issuesOf(schema, {}).map((i) => i.path)).toEqual([
      'ecmoItemTypeId',
      'currentLocationId',
      'supplierId',
      'statusId',
    ]);
    expect(issuesOf(schema, oxygenator)).toEqual([]);
  });
  it('refuses a new expiry of today or earlier (issue 24), naming the rule', () => {
    // FIXED_NOW is 10 March 2026 in Melbourne.
    expect(issuesOf(schema, { ...circuit, expiry: '2026-03-11' })).toEqual([]);
    for (const expiry of ['2026-03-10', '2026-03-09', '2020-01-01']) {
      expect(issuesOf(schema, { ...circuit, expiry })).toEqual([
        { path: 'expiry', message: M.expiryNotAfterToday },
      ]);
      expect(issuesOf(schema, { ...oxygenator, expiry })).toEqual([
        { path: 'expiry', message: M.expiryNotAfterToday },
      ]);
    }
  });
  it('lets an item whose stored expiry has passed be updated, but not be given a new past expiry', () => {
    const edit = makeConsumableItemSchema(FIXED_NOW, undefined, { storedExpiry: '2026-03-01' });
    expect(issuesOf(edit, { ...circuit, id: 5, expiry: '2026-03-01' })).toEqual([]);
    expect(issuesOf(edit, { ...circuit, id: 5, expiry: '2026-03-05' })).toEqual([
      { path: 'expiry', message: M.expiryNotAfterToday },
    ]);
    // Without the stored expiry (the server's body schema) an update's expiry is left to the service.
    expect(issuesOf(schema, { ...circuit, id: 5, expiry: '2026-03-05' })).toEqual([]);
    expect(isExpiryRefused('2026-03-05', '2026-03-10', '2026-03-01')).toBe(true);
    expect(isExpiryRefused('2026-03-01', '2026-03-10', '2026-03-01')).toBe(false);
    expect(isExpiryRefused(null, '2026-03-10')).toBe(false);
  });
  it('requires the expiry for a Circuit', () => {
    expect(issuesOf(schema, { ...circuit, expiry: null })).toEqual([{ path: 'expiry', message: M.required }]);
    expect(issuesOf(schema, circuit)).toEqual([]);
  });
  it('requires both primed dates for Primed, within their range', () => {
    const primed = { ...circuit, statusId: 30 };
    expect(issuesOf(schema, primed)).toEqual([
      { path: 'datePrimed', message: M.required },
      { path: 'primeExpiryDate', message: M.required },
    ]);
    expect(issuesOf(schema, { ...primed, datePrimed: '2026-03-01', primeExpiryDate: '2026-03-31' })).toEqual(
      [],
    );
    expect(issuesOf(schema, { ...primed, datePrimed: '2026-03-01', primeExpiryDate: '2026-04-01' })).toEqual([
      { path: 'primeExpiryDate', message: M.primeExpiryRange },
    ]);
    expect(issuesOf(schema, { ...primed, datePrimed: '2026-03-11', primeExpiryDate: '2026-03-31' })).toEqual([
      { path: 'datePrimed', message: M.futureDate },
    ]);
  });
  it('clears the circuit type of other items and the primed dates when not Primed', () => {
    expect(parsed(schema, { ...oxygenator, circuitTypeId: 3, datePrimed: '2026-03-01' })).toMatchObject({
      circuitTypeId: null,
      datePrimed: null,
    });
  });
});
