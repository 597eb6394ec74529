import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { auditEvents } from '../../../db/schema/index.ts';

export async function findAuditEvents(
  db: Db,
  filter: { entityType: string; entityId?: string | undefined; limit: number; offset: number },
) {
  const where = and(
    eq(auditEvents.entityType, filter.entityType),
    filter.entityId === undefined ? undefined : eq(auditEvents.entityId, filter.entityId),
  );
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}
