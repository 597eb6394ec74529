import crypto from 'node:crypto';
import { SACC_COUNTRIES, SACC_VERSION } from '@scout/domain/admin/reference/sacc-countries';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { countries, referenceData } from '../../../db/schema/index.ts';

export interface ReferenceList<Row> {
  /** Key in reference_data ('sacc-countries'). */
  name: string;
  /** The publication the rows are transcribed from. */
  version: string;
  rows: readonly Row[];
  /** Inserts or updates every row; must not touch columns users own (isParticipating). */
  upsert(tx: Tx, rows: readonly Row[]): Promise<void>;
}

export type ReferenceLoadResult = 'loaded' | 'unchanged';

const checksumOf = (rows: readonly unknown[]) =>
  crypto.createHash('sha256').update(JSON.stringify(rows)).digest('hex');

/**
 * Brings one bundled reference list into the database. Cheap when nothing changed (one select);
 * otherwise every row is upserted and the edition recorded, in one transaction. Safe to run from
 * several processes at once: the upserts are idempotent and the bookkeeping row is upserted too.
 */
export async function syncReferenceList<Row>(db: Db, list: ReferenceList<Row>): Promise<ReferenceLoadResult> {
  const checksum = checksumOf(list.rows);
  const [current] = await db.select().from(referenceData).where(eq(referenceData.name, list.name)).limit(1);
  if (current?.checksum === checksum && current.version === list.version) return 'unchanged';
  await db.transaction(async (tx) => {
    await list.upsert(tx, list.rows);
    const values = { version: list.version, checksum, rowCount: list.rows.length, loadedAt: new Date() };
    await tx
      .insert(referenceData)
      .values({ name: list.name, ...values })
      .onConflictDoUpdate({ target: referenceData.name, set: values });
  });
  return 'loaded';
}

/**
 * The SACC countries (spec 1 §3, GUIDE §5): names and short names come from the list; whether a
 * country takes part is the administrators' choice and is never overwritten. Countries are not
 * deleted when they leave the list (jurisdictions and providers may point at them).
 */
export const saccCountriesList: ReferenceList<(typeof SACC_COUNTRIES)[number]> = {
  name: 'sacc-countries',
  version: SACC_VERSION,
  rows: SACC_COUNTRIES,
  async upsert(tx, rows) {
    await tx
      .insert(countries)
      .values(rows.map((c) => ({ id: c.id, name: c.name, shortName: c.shortName })))
      .onConflictDoUpdate({
        target: countries.id,
        set: { name: sql`excluded.name`, shortName: sql`excluded.short_name` },
        setWhere: sql`${countries.name} is distinct from excluded.name or ${countries.shortName} is distinct from excluded.short_name`,
      });
  },
};

/** Every bundled reference list; main.ts and the test app call this after migrations, before seeding. */
export async function loadReferenceData(db: Db): Promise<Record<string, ReferenceLoadResult>> {
  return { [saccCountriesList.name]: await syncReferenceList(db, saccCountriesList) };
}
