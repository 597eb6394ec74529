import type { Now } from '../cases/dates.ts';

/**
 * Small readers the stroke services' section rules share (VST and VTIS, spec 3 §4, §5). Rules read
 * section values defensively, since they also run on input that failed its field checks.
 */

/** Section values as the rules read them. */
export type Loose = Partial<Record<string, unknown>> | null | undefined;

/** True when a checkbox group's value (read defensively) includes `value`. */
export const includesChoice = (list: unknown, value: string): boolean =>
  Array.isArray(list) && list.includes(value);

/** True when a checkbox group's value includes any of `values`. */
export const includesAnyChoice = (list: unknown, values: readonly string[]): boolean =>
  values.some((value) => includesChoice(list, value));

/** The date-time text of a value, or null. */
export const dateTimeOf = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * Whole minutes since the epoch of an ISO date-time, seconds dropped: the minute the forms show
 * and take (a call stored as 16:49:37 reads 16:49). Every rule that compares a time with another
 * (or with now) compares these, so a time typed as the minute on screen is never "before" it.
 * Null when the value is not a parseable date-time.
 */
export function epochMinute(iso: unknown): number | null {
  const at = dateTimeOf(iso);
  if (!at) return null;
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? null : Math.floor(ms / 60_000);
}

/** True when an ISO date-time's minute is after the clock's (the current minute is not future). */
export function isInFuture(iso: unknown, now: Now): boolean {
  const at = epochMinute(iso);
  return at !== null && at > Math.floor(now().getTime() / 60_000);
}

/** True when `iso` is in a later minute than `reference` (both parseable); false otherwise. */
export function isAfter(iso: unknown, reference: unknown): boolean {
  const a = epochMinute(iso);
  const b = epochMinute(reference);
  return a !== null && b !== null && a > b;
}
