import { z } from 'zod';
import { pageNumberParam } from '../api/ids.ts';

/** GET /api/ccmp/admin/audit?entityType&entityId&page&pageSize: one record's history, newest first. */
export const auditHistoryQuerySchema = z.object({
  entityType: z.string().trim().min(1).max(64),
  entityId: z.string().trim().min(1).max(64).optional(),
  page: pageNumberParam().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AuditHistoryQuery = z.infer<typeof auditHistoryQuerySchema>;

/** One field that differs between the record before and after the event. */
export const auditChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditHistoryEventSchema = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  userId: z.number().int().nullable(),
  userEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  changes: z.array(auditChangeSchema),
});
export type AuditHistoryEvent = z.infer<typeof auditHistoryEventSchema>;

export const auditHistoryPageSchema = z.object({
  items: z.array(auditHistoryEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditHistoryPage = z.infer<typeof auditHistoryPageSchema>;

/** Fields every write touches (and the record's own id); listing them would drown the real changes. */
export const AUDIT_IGNORED_FIELDS: readonly string[] = ['id', 'lastModified', 'createdAt'];

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two snapshots of a record (shallow: a nested value such as a
 * list of providers is one field). A creation (no before) lists every field of the new record.
 */
export function diffSnapshots(before: unknown, after: unknown): AuditChange[] {
  const asRecord = (v: unknown): Record<string, unknown> =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const b = asRecord(before);
  const a = asRecord(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (f) => !AUDIT_IGNORED_FIELDS.includes(f),
  );
  return fields
    .filter((f) => !sameJson(b[f], a[f]))
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
}
