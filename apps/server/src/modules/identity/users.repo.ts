import { type Principal, principalFromUser } from '@scout/domain/access/principal';
import { isAccessLevel } from '@scout/domain/access/roles';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { userHealthCareProviders, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db | Tx, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Db | Tx, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserProviders(db: Db | Tx, userId: number) {
  return db
    .select({
      healthCareProviderId: userHealthCareProviders.healthCareProviderId,
      platformAppId: userHealthCareProviders.platformAppId,
    })
    .from(userHealthCareProviders)
    .where(eq(userHealthCareProviders.userId, userId));
}

const level = (v: number | null) => (isAccessLevel(v) ? v : null);

export function userPrincipal(u: UserRow): Principal {
  return principalFromUser({
    ...u,
    ecmoAccess: level(u.ecmoAccess),
    telehealthAccess: level(u.telehealthAccess),
    vstAccess: level(u.vstAccess),
    vtisAccess: level(u.vtisAccess),
  });
}
