/**
 * True when `err` (or an error it wraps: drizzle wraps driver errors in DrizzleQueryError) is a
 * PostgreSQL unique violation (23505) of the named index. node-postgres and PGlite both carry
 * `code` and `constraint` on their errors.
 */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return candidate.constraint === constraint;
    e = candidate.cause;
  }
  return false;
}
