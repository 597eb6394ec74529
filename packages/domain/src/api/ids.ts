import { z } from 'zod';
// Authored messages for every zod issue without one of its own (issue 24), installed with the ids every schema uses.
import './authored-errors.ts';

/**
 * Record ids, page numbers and lookup ids are PostgreSQL `integer` columns: 1 to 2,147,483,647.
 * Bounding them here, in the one place every schema takes them from, means no id a client sends
 * can reach the database out of range (which would answer 500 instead of 400).
 */
export const DB_INT_MAX = 2_147_483_647;

export const ID_MESSAGES = {
  tooLarge: `Must be at most ${DB_INT_MAX.toLocaleString('en-AU')}`,
  /** An id that is not a whole number above 0 (issue 24: never zod's own text). */
  invalid: 'Must be a whole number greater than 0',
} as const;

/** An id in a JSON body. */
export const dbId = () =>
  z
    .number({ error: ID_MESSAGES.invalid })
    .int(ID_MESSAGES.invalid)
    .positive(ID_MESSAGES.invalid)
    .max(DB_INT_MAX, ID_MESSAGES.tooLarge);

/** An id in a path or query string (text, coerced to a number). */
export const idParam = () =>
  z.coerce
    .number({ error: ID_MESSAGES.invalid })
    .int(ID_MESSAGES.invalid)
    .positive(ID_MESSAGES.invalid)
    .max(DB_INT_MAX, ID_MESSAGES.tooLarge);

/** A page number (1-based) or a count in a query string. */
export const pageNumberParam = () => z.coerce.number().int().min(1).max(DB_INT_MAX, ID_MESSAGES.tooLarge);
