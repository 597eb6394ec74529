import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { countries, healthCareProviders, jurisdictions } from '../../../db/schema/index.ts';
import { containsPattern } from '../countries/repo.ts';

export type ProviderRow = typeof healthCareProviders.$inferSelect;
export type ProviderValues = Omit<
  typeof healthCareProviders.$inferInsert,
  'id' | 'createdAt' | 'lastModified'
>;

/** A provider with the names the screens show beside it. */
export interface ProviderWithNames {
  provider: ProviderRow;
  countryName: string;
  jurisdictionName: string;
  jurisdictionShortName: string;
}

function selectWithNames(db: Db | Tx) {
  return db
    .select({
      provider: healthCareProviders,
      countryName: countries.name,
      jurisdictionName: jurisdictions.name,
      jurisdictionShortName: jurisdictions.shortName,
    })
    .from(healthCareProviders)
    .innerJoin(countries, eq(countries.id, healthCareProviders.countryId))
    .innerJoin(jurisdictions, eq(jurisdictions.id, healthCareProviders.jurisdictionId));
}

export interface ProviderFilters {
  keyword?: string | undefined;
  healthCareProviderType?: string | undefined;
  jurisdictionId?: number | undefined;
  countryId?: number | undefined;
  activeOnly?: boolean | undefined;
}

/** Keyword: case-insensitive "contains" on the name or the common name. */
export function searchProviders(
  db: Db,
  filters: ProviderFilters,
  limit: number,
): Promise<ProviderWithNames[]> {
  const where: SQL[] = [];
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    const match = or(ilike(healthCareProviders.name, pattern), ilike(healthCareProviders.nickName, pattern));
    if (match) where.push(match);
  }
  if (filters.healthCareProviderType) {
    where.push(eq(healthCareProviders.healthCareProviderType, filters.healthCareProviderType));
  }
  if (filters.jurisdictionId) where.push(eq(healthCareProviders.jurisdictionId, filters.jurisdictionId));
  if (filters.countryId) where.push(eq(healthCareProviders.countryId, filters.countryId));
  if (filters.activeOnly) where.push(eq(healthCareProviders.isActive, true));
  return selectWithNames(db)
    .where(and(...where))
    .orderBy(asc(healthCareProviders.name), asc(healthCareProviders.id))
    .limit(limit);
}

export function findProvidersByIds(db: Db, ids: number[]): Promise<ProviderWithNames[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectWithNames(db)
    .where(inArray(healthCareProviders.id, ids))
    .orderBy(asc(healthCareProviders.name), asc(healthCareProviders.id));
}

export async function findProviderWithNames(db: Db | Tx, id: number): Promise<ProviderWithNames | null> {
  const rows = await selectWithNames(db).where(eq(healthCareProviders.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findProvider(db: Db | Tx, id: number): Promise<ProviderRow | null> {
  const rows = await db.select().from(healthCareProviders).where(eq(healthCareProviders.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findProviderForUpdate(tx: Tx, id: number): Promise<ProviderRow | null> {
  const rows = await tx
    .select()
    .from(healthCareProviders)
    .where(eq(healthCareProviders.id, id))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

export async function insertProvider(tx: Tx, values: ProviderValues): Promise<ProviderRow> {
  const [row] = await tx.insert(healthCareProviders).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateProvider(
  tx: Tx,
  id: number,
  values: Partial<ProviderValues>,
): Promise<ProviderRow> {
  const [row] = await tx
    .update(healthCareProviders)
    .set({ ...values, lastModified: new Date() })
    .where(eq(healthCareProviders.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/**
 * The logo is a resource of its own (its own calls), so changing it does not bump the provider's
 * lastModified: an administrator who uploads a logo and then saves the open form must not get a
 * "Record already modified" conflict from their own upload.
 */
export async function setProviderLogo(
  tx: Tx,
  id: number,
  logo: { logoContentType: string | null; logoFileKey: string | null },
): Promise<void> {
  await tx.update(healthCareProviders).set(logo).where(eq(healthCareProviders.id, id));
}

export async function findJurisdiction(db: Db, id: number) {
  const rows = await db.select().from(jurisdictions).where(eq(jurisdictions.id, id)).limit(1);
  return rows[0] ?? null;
}
