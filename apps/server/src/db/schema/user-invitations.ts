import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './admin.ts';
import { createdAt, tsz } from './columns.ts';

/**
 * Single-use links that let a user set their password in the bundled provider (sent in the New User
 * Account e-mail). Only the SHA-256 of the token is stored, so a database reader cannot use a link.
 */
export const passwordSetTokens = pgTable(
  'password_set_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token in the link. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: tsz('expires_at').notNull(),
    usedAt: tsz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_set_tokens_user_idx').on(t.userId)],
);
