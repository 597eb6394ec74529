import { z } from 'zod';
import { DB_INT_MAX, ID_MESSAGES, idParam } from '../api/ids.ts';
import { isValidIsoDate } from '../patients/dates.ts';
import { CASE_MESSAGES as M } from './messages.ts';

/**
 * Query-string builders of the case modules' list calls (dashboards, select lists). A query string
 * sends text, and '' for a cleared filter: blanks are treated as absent, numbers and flags are
 * read from their text, and every value is bounded (an out-of-range value is an error, not
 * clamped).
 */

/** '' (or spaces) means the filter is not set. */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** An optional trimmed text of at most `max` letters. */
export const queryText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

/** An optional id. */
export const queryId = () => z.preprocess(blankToUndefined, idParam().optional());

/** The page size: 1 to `max`, `fallback` when absent. */
export const queryPageSize = (fallback: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(max).default(fallback));

/** The page number, from 1. */
export const queryPageNumber = () =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(DB_INT_MAX, ID_MESSAGES.tooLarge).default(1),
  );

/** A flag sent as 'true' or 'false'; `fallback` when absent. */
export const queryBoolean = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : blankToUndefined(v)),
    z.boolean().default(fallback),
  );

/** An optional calendar day (YYYY-MM-DD). */
export const queryCalendarDay = () =>
  z.preprocess(blankToUndefined, z.string().refine(isValidIsoDate, M.invalidDate).optional());

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** True for a real wall-clock date-time written yyyy-MM-ddTHH:mm:ss (no offset). */
export function isValidLocalDateTime(value: string): boolean {
  const m = LOCAL_DATE_TIME.exec(value);
  return !!m?.[1] && isValidIsoDate(m[1]);
}

/** An optional wall-clock date-time, yyyy-MM-ddTHH:mm:ss in the service's time zone (spec 3 §9). */
export const queryLocalDateTime = () =>
  z.preprocess(blankToUndefined, z.string().refine(isValidLocalDateTime, M.invalidDate).optional());
