import type { z } from 'zod';

/** Test helper: the issues of a failed parse as { path: 'a.b.0.c', message }, [] when it passes. */
export function issuesOf(schema: z.ZodType, input: unknown): { path: string; message: string }[] {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** Test helper: the parsed value, failing loudly with the issues when the input is invalid. */
export function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const r = schema.safeParse(input);
  if (!r.success) throw new Error(JSON.stringify(r.error.issues, null, 2));
  return r.data;
}

/** A fixed clock for schema factories: 10 March 2026, 11:00 in Melbourne (AEDT, +11:00). */
export const FIXED_NOW = () => new Date('2026-03-10T00:00:00Z');
export const FIXED_TODAY = '2026-03-10';
