import type { Now } from '../cases/dates.ts';

/**
 * What the VST section rules read besides the section itself (spec 3 §4.2, §5.2): the call's
 * date/time, the completeness toggle, the stroke type, the record's data version and the clock. `vstCheckContext` (case.schema.ts) builds it from a consult. The
 * small readers below are the rules' own helpers.
 */
export interface VstCheckContext {
  now: Now;
  callDateTime: string | null;
  /** The completeness requirement (`isValidationRequired`): many fields are required only while it is on. */
  validationRequired: boolean;
  strokeType: string | null;
  schemaVersion: number | null;
}

/** Section values as the rules read them: defensively, since they also run on invalid input. */
export type Loose = Partial<Record<string, unknown>> | null | undefined;

/** True when a checkbox group's value (read defensively) includes `value`. */
export const includesChoice = (list: unknown, value: string): boolean =>
  Array.isArray(list) && list.includes(value);

/** The date-time text of a value, or null. */
export const dateTimeOf = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** True when an ISO date-time is after the clock's now. */
export function isInFuture(iso: unknown, now: Now): boolean {
  const at = dateTimeOf(iso);
  if (!at) return false;
  const ms = Date.parse(at);
  return !Number.isNaN(ms) && ms > now().getTime();
}
