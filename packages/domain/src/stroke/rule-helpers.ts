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

/** True when an ISO date-time is after the clock's now. */
export function isInFuture(iso: unknown, now: Now): boolean {
  const at = dateTimeOf(iso);
  if (!at) return false;
  const ms = Date.parse(at);
  return !Number.isNaN(ms) && ms > now().getTime();
}

/** True when `iso` is strictly later than `reference` (both parseable); false otherwise. */
export function isAfter(iso: unknown, reference: unknown): boolean {
  if (typeof iso !== 'string' || typeof reference !== 'string') return false;
  const a = Date.parse(iso);
  const b = Date.parse(reference);
  return !Number.isNaN(a) && !Number.isNaN(b) && a > b;
}
