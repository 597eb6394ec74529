import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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

/**
 * Failed sign-in attempts per (typed e-mail, client address): the progressive delay of
 * idp/sign-in.repo.ts. Keyed by what was typed, so a known and an unknown e-mail are throttled
 * alike, and by the client, so an outsider's guesses never lock the real user out.
 */
export const signInThrottle = pgTable(
  'sign_in_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    blockedUntil: tsz('blocked_until'),
    lastFailureAt: tsz('last_failure_at').notNull().defaultNow(),
  },
  (t) => [index('sign_in_throttle_last_failure_idx').on(t.lastFailureAt)],
);
