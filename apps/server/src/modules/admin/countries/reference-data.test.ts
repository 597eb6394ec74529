import { SACC_COUNTRIES, SACC_VERSION } from '@scout/domain/admin/reference/sacc-countries';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../db/client.ts';
import { countries, referenceData } from '../../../db/schema/index.ts';
import { loadReferenceData, saccCountriesList, syncReferenceList } from './reference-data.ts';

let database: Database;
// An empty embedded database migrated from the first migration (no prepared copy: the reference
// loader is what is tested): a minute or more on a loaded two-core machine.
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
}, 180_000);
afterAll(async () => {
  await database?.close();
});

describe('SACC countries reference data', () => {
  it('loads every SACC country once and records the edition; a second start changes nothing', async () => {
    const { db } = database;
    expect(await loadReferenceData(db)).toEqual({ 'sacc-countries': 'loaded' });
    expect(await db.$count(countries)).toBe(SACC_COUNTRIES.length);
    const [row] = await db.select().from(referenceData).where(eq(referenceData.name, 'sacc-countries'));
    expect(row).toMatchObject({ version: SACC_VERSION, rowCount: SACC_COUNTRIES.length });
    expect(row?.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(await loadReferenceData(db)).toEqual({ 'sacc-countries': 'unchanged' });
    const [australia] = await db.select().from(countries).where(eq(countries.id, 1101));
    expect(australia).toMatchObject({ name: 'Australia', shortName: 'AU', isParticipating: false });
  });

  it('applies a corrected list without touching who participates', async () => {
    const { db } = database;
    await db.update(countries).set({ isParticipating: true }).where(eq(countries.id, 1201));
    const corrected = {
      ...saccCountriesList,
      rows: saccCountriesList.rows.map((c) => (c.id === 1201 ? { ...c, name: 'New Zealand (Aotearoa)' } : c)),
    };
    expect(await syncReferenceList(db, corrected)).toBe('loaded');
    const [nz] = await db.select().from(countries).where(eq(countries.id, 1201));
    expect(nz).toMatchObject({ name: 'New Zealand (Aotearoa)', isParticipating: true });
    expect(await syncReferenceList(db, saccCountriesList)).toBe('loaded');
    const [back] = await db.select().from(countries).where(eq(countries.id, 1201));
    expect(back).toMatchObject({ name: 'New Zealand', isParticipating: true });
  });
});
