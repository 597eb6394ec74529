/** The SQLSTATE of a database error, also when Drizzle wrapped it (DrizzleQueryError.cause). */
export function sqlStateOf(error: unknown): string | undefined {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Deadlock detected and serialization failure: the transaction did nothing and may run again. */
export const RETRYABLE_SQLSTATES: ReadonlySet<string> = new Set(['40P01', '40001']);
