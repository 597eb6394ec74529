import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tsz } from './columns.ts';

/** Who did what to which record, with the before/after state, written in the same transaction. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: tsz('occurred_at').notNull().defaultNow(),
    userId: integer('user_id'),
    userEmail: text('user_email'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entityType, t.entityId, t.occurredAt),
    index('audit_events_user_idx').on(t.userId, t.occurredAt),
    // Migration 0012 (NOT VALID there): a request's event always names its user.
    check(
      'audit_events_user_required',
      sql`${t.userId} IS NOT NULL OR coalesce(${t.userEmail}, '') = 'system' OR ${t.action} LIKE 'auth.%'`,
    ),
  ],
);
