import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tsz } from './columns.ts';

/** oidc-provider's models (sessions, grants, codes, tokens, interactions) kept in the database. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: tsz('expires_at'),
    consumedAt: tsz('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.type] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);
