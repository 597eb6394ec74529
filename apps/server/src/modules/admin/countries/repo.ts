import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { countries, jurisdictions } from '../../../db/schema/index.ts';

export type JurisdictionRow = typeof jurisdictions.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;

export const countryColumns = { id: countries.id, name: countries.name, shortName: countries.shortName };

export function listParticipatingCountries(db: Db) {
  return db
    .select(countryColumns)
    .from(countries)
    .where(eq(countries.isParticipating, true))
    .orderBy(asc(countries.name));
}

/** `%text%` for ILIKE with the pattern characters of the text taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive "name contains", optionally only countries not yet participating. */
export function findCountries(db: Db, keyword: string, onlyNonParticipating: boolean, limit: number) {
  const filters: SQL[] = [ilike(countries.name, containsPattern(keyword))];
  if (onlyNonParticipating) filters.push(eq(countries.isParticipating, false));
  return db
    .select(countryColumns)
    .from(countries)
    .where(and(...filters))
    .orderBy(asc(countries.name))
    .limit(limit);
}

export async function findCountry(db: Db | Tx, id: number): Promise<CountryRow | null> {
  const rows = await db.select().from(countries).where(eq(countries.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function setCountryParticipating(tx: Tx, id: number, isParticipating: boolean) {
  const [row] = await tx
    .update(countries)
    .set({ isParticipating, lastModified: new Date() })
    .where(eq(countries.id, id))
    .returning();
  return row;
}

export function listJurisdictions(db: Db, countryId: number) {
  return db
    .select()
    .from(jurisdictions)
    .where(eq(jurisdictions.countryId, countryId))
    .orderBy(asc(jurisdictions.name));
}

export async function findJurisdictionForUpdate(tx: Tx, id: number): Promise<JurisdictionRow | null> {
  const rows = await tx.select().from(jurisdictions).where(eq(jurisdictions.id, id)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function insertJurisdiction(tx: Tx, values: Omit<typeof jurisdictions.$inferInsert, 'id'>) {
  const [row] = await tx.insert(jurisdictions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateJurisdiction(
  tx: Tx,
  id: number,
  values: Partial<typeof jurisdictions.$inferInsert>,
) {
  const [row] = await tx
    .update(jurisdictions)
    .set({ ...values, lastModified: new Date() })
    .where(eq(jurisdictions.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}
