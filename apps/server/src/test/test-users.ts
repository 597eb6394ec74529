import crypto from 'node:crypto';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../idp/password.ts';
import type { UserRow } from '../modules/identity/users.repo.ts';

export const TEST_PASSWORD = 'Correct-Horse-Battery-9';

/** Hashing is the slow part of making users; one hash serves every test user. */
let sharedHash: Promise<string> | null = null;

/**
 * Inserts a user who can sign in with TEST_PASSWORD (or `password`). Defaults: enabled, plain
 * "user" role, no clinical apps; pass any users column to change it.
 */
export async function createTestUser(
  db: Db,
  fields: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<UserRow> {
  const { password, ...columns } = fields;
  sharedHash ??= hashPassword(TEST_PASSWORD);
  const passwordHash = password === undefined ? await sharedHash : await hashPassword(password);
  const tag = crypto.randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      email: `user.${tag}@scout.test`,
      givenName: 'Test',
      surname: `User ${tag}`,
      displayName: `Test User ${tag}`,
      mobilePhone: '0400 000 000',
      passwordHash,
      ...columns,
    })
    .returning();
  if (!user) throw new Error('insert returned no row');
  return user;
}
