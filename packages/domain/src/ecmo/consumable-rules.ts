import { addDays } from '../cases/dates.ts';
import { primedExpiry } from './calculators.ts';
import { CONSUMABLE_ITEM_TYPE, CONSUMABLE_STATUS, NEAR_EXPIRY_DAYS } from './consumable-options.ts';

/** Consumable item rules of spec 2 §4.9 and §5.6. Dates are calendar dates (YYYY-MM-DD). */

/** Only a Circuit shows the circuit type. */
export function showsCircuitType(itemTypeId: number | null | undefined): boolean {
  return itemTypeId === CONSUMABLE_ITEM_TYPE.Circuit;
}

/** Only a Circuit requires an expiry. */
export function requiresExpiry(itemTypeId: number | null | undefined): boolean {
  return itemTypeId === CONSUMABLE_ITEM_TYPE.Circuit;
}

/** Only Primed shows (and requires) the primed date and the primed expiry. */
export function showsPrimedDates(statusId: number | null | undefined): boolean {
  return statusId === CONSUMABLE_STATUS.Primed;
}

interface ConsumableDates {
  ecmoItemTypeId?: number | null;
  circuitTypeId?: number | null;
  statusId?: number | null;
  expiry?: string | null;
  datePrimed?: string | null;
  primeExpiryDate?: string | null;
}

/** The circuit type is cleared for a non-Circuit item; leaving Primed clears both primed dates. */
export function clearHiddenConsumableFields<T extends ConsumableDates>(item: T): T {
  const primed = showsPrimedDates(item.statusId);
  return {
    ...item,
    circuitTypeId: showsCircuitType(item.ecmoItemTypeId) ? (item.circuitTypeId ?? null) : null,
    datePrimed: primed ? (item.datePrimed ?? null) : null,
    primeExpiryDate: primed ? (item.primeExpiryDate ?? null) : null,
  };
}

/**
 * Picking a primed date sets the primed expiry to 30 days later, capped at the item's expiry
 * (spec 2 §4.9); clearing the primed date clears it.
 */
export function primeExpiryForPrimedDate(
  datePrimed: string | null | undefined,
  itemExpiry: string | null | undefined,
): string | null {
  return datePrimed ? primedExpiry(datePrimed, itemExpiry) : null;
}

/**
 * An item's expiry is a future date (spec 2 §5.3: future-date pickers block today and earlier). It is
 * checked when it is set or changed: a stored expiry that has since passed does not stop the item
 * being updated (to record it as expired, say). `storedExpiry` undefined means a new item.
 */
export function isExpiryRefused(
  expiry: string | null | undefined,
  today: string,
  storedExpiry?: string | null,
): boolean {
  if (!expiry || (storedExpiry !== undefined && expiry === storedExpiry)) return false;
  return expiry <= today;
}

/** True when a primed expiry lies between the primed date and its cap (30 days, item expiry). */
export function isPrimeExpiryInRange(
  datePrimed: string,
  primeExpiryDate: string,
  itemExpiry: string | null | undefined,
): boolean {
  return primeExpiryDate >= datePrimed && primeExpiryDate <= primedExpiry(datePrimed, itemExpiry);
}

/** The date an item stops being usable: the earlier of its expiry and its prime expiry. */
export function effectiveExpiry(item: {
  expiry?: string | null;
  primeExpiryDate?: string | null;
}): string | null {
  const dates = [item.expiry, item.primeExpiryDate].filter((d): d is string => !!d);
  return dates.length ? (dates.sort()[0] ?? null) : null;
}

/**
 * Near expiry: the effective expiry falls within NEAR_EXPIRY_DAYS of today (already expired
 * included). SCOUT's reading of the Near Expiry table (spec 2 §2.1), which shows no window.
 */
export function isNearExpiry(
  item: { expiry?: string | null; primeExpiryDate?: string | null },
  today: string,
): boolean {
  const expiry = effectiveExpiry(item);
  return expiry !== null && expiry <= addDays(today, NEAR_EXPIRY_DAYS);
}
