import { searchText, searchTextSql } from '@scout/domain/patients/search-name';
import { and, asc, eq, exists, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { healthCareProviders, userHealthCareProviders, users } from '../../../db/schema/index.ts';
import type { UserRow } from '../../identity/users.repo.ts';

export type UserInsert = Omit<typeof users.$inferInsert, 'id'>;
export interface ProviderAssignment {
  healthCareProviderId: number;
  platformAppId: number;
}

/** Staff accounts number in the hundreds; the cap only guards against a runaway answer. */
export const USER_SEARCH_LIMIT = 1000;

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The names as the user search also compares them (searchText: lower case, accents folded, no
 * apostrophes), against the keyword in the same form; the e-mail is compared as typed.
 */
const FOLDED_NAMES = [
  '"users"."surname"',
  '"users"."given_name"',
  '"users"."display_name"',
  `("users"."given_name" || ' ' || "users"."surname")`,
  `("users"."surname" || ' ' || "users"."given_name")`,
].map((column) => sql.raw(searchTextSql(column)));

function foldedMatches(keyword: string): SQL[] {
  const text = searchText(keyword);
  if (!text) return [];
  const pattern = likePattern(text);
  return FOLDED_NAMES.map((name) => sql`${name} like ${pattern}`);
}

/**
 * Users whose e-mail, names or display name contain the keyword (case-insensitive, and with
 * accents and apostrophes ignored in the names: "Nunez" finds Núñez, "Zoe OBrien" Zoë O'Brien),
 * and who are assigned to any of the providers when some are given; by display name.
 */
export async function searchUsers(
  db: Db,
  filter: { keyword?: string | undefined; healthCareProviderIds: number[] },
): Promise<UserRow[]> {
  const conditions: SQL[] = [];
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = likePattern(keyword);
    const match = or(
      ilike(users.email, pattern),
      ilike(users.surname, pattern),
      ilike(users.givenName, pattern),
      ilike(users.displayName, pattern),
      sql`(${users.givenName} || ' ' || ${users.surname}) ilike ${pattern}`,
      ...foldedMatches(keyword),
    );
    if (match) conditions.push(match);
  }
  if (filter.healthCareProviderIds.length) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(userHealthCareProviders)
          .where(
            and(
              eq(userHealthCareProviders.userId, users.id),
              inArray(userHealthCareProviders.healthCareProviderId, filter.healthCareProviderIds),
            ),
          ),
      ),
    );
  }
  return db
    .select()
    .from(users)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(sql`lower(${users.displayName})`), asc(users.id))
    .limit(USER_SEARCH_LIMIT);
}

export async function findUserForUpdate(tx: Tx, id: number): Promise<UserRow | null> {
  const rows = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return rows[0] ?? null;
}

/** Whether another user already has this e-mail (compared case-insensitively, as sign-in does). */
export async function emailInUse(db: Db | Tx, email: string, exceptUserId?: number): Promise<boolean> {
  const same = sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? same : and(same, ne(users.id, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}

/** The ids among `ids` that are existing providers. */
export async function existingProviderIds(db: Db | Tx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: healthCareProviders.id })
    .from(healthCareProviders)
    .where(inArray(healthCareProviders.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function insertUser(tx: Tx, values: UserInsert): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(tx: Tx, id: number, values: Partial<UserInsert>): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ ...values, lastModified: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/** Replaces the user's provider assignments with `assignments`. */
export async function replaceUserProviders(tx: Tx, userId: number, assignments: ProviderAssignment[]) {
  await tx.delete(userHealthCareProviders).where(eq(userHealthCareProviders.userId, userId));
  if (assignments.length) {
    await tx.insert(userHealthCareProviders).values(assignments.map((a) => ({ userId, ...a })));
  }
}

export async function clearMfa(tx: Tx, id: number): Promise<UserRow> {
  return updateUser(tx, id, { mfaSecret: null, mfaPendingSecret: null, mfaLastStep: null });
}
