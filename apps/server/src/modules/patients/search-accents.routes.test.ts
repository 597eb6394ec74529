import fs from 'node:fs';
import path from 'node:path';
import {
  SEARCH_NAME_ACCENTED,
  SEARCH_NAME_COMBINING_MARKS,
  SEARCH_NAME_EXPANDED,
  SEARCH_NAME_IGNORED,
  searchName,
  searchNameSql,
  searchNameTails,
  searchNameTailsSql,
} from '@scout/domain/patients/search-name';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientProfiles } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor } from '../../test/clients.ts';
import type { ApiClient, Json } from '../../test/http.ts';
import { createNamedProfile } from '../../test/support/patients.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: ApiClient;
const SEARCH = '/api/ccmp/patientprofiles/search';

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = await clientFor(t, 'admin@scout.example');
});
afterAll(async () => {
  await t?.close();
});

const createProfile = async (lastName: string, firstName: string): Promise<number> =>
  (await createNamedProfile(t, admin, lastName, firstName)).id as number;

const foundIds = async (keyword: string): Promise<number[]> => {
  const res = await admin.get(`${SEARCH}?keyword=${encodeURIComponent(keyword)}&pageSize=50&pageNumber=1`);
  expect(res.status, keyword).toBe(200);
  return (res.body.profiles as Json[]).map((p) => p.id as number);
};

describe('patient search folds accents', () => {
  it('finds Ångström for "angstrom" (and the other way round), by prefix and with the first name', async () => {
    const id = await createProfile('Ångström', 'Zoë');
    for (const keyword of [
      'angstrom',
      'ANGSTROM',
      'ang',
      'Ångström',
      'ångs',
      'angstrom zoe',
      'zoe angstrom',
    ]) {
      expect(await foundIds(keyword), keyword).toContain(id);
    }
    expect(await foundIds('angela')).not.toContain(id);
  });

  it('finds a near miss typed without accents by the folded names (the similar-name fallback)', async () => {
    const id = await createProfile('Ångström', 'Björk');
    // No name starts with these: the search falls back to trigram similarity, over folded names.
    for (const keyword of ['angstrum', 'angstrum bjork', 'bjerk angstrom']) {
      expect(await foundIds(keyword), keyword).toContain(id);
    }
  });

  it('folds ß, æ and œ to two letters, both ways (German, Danish, French names)', async () => {
    const strasse = await createProfile('Straße', 'Jürgen');
    const aebelo = await createProfile('Æbelø-Œuvre', 'Søren');
    const coeur = await createProfile('Lœwe', 'Cæcilie');
    for (const keyword of ['strasse', 'STRASSE', 'Straße', 'straße', 'STRAẞE', 'strass jurgen', 'straß']) {
      expect(await foundIds(keyword), keyword).toContain(strasse);
    }
    for (const keyword of [
      'aebelo',
      'AEBELO',
      'Æbelø',
      'æbe',
      'oeuvre',
      'Œuvre',
      'œuv',
      'aebelooeuvre soren',
    ]) {
      expect(await foundIds(keyword), keyword).toContain(aebelo);
    }
    for (const keyword of ['loewe', 'LŒWE', 'lœwe caecilie', 'Cæcilie', 'caec']) {
      expect(await foundIds(keyword), keyword).toContain(coeur);
    }
  });

  it('folds a name typed in decomposed form (letter + combining mark) like the precomposed one', async () => {
    const id = await createProfile('Nuñez-Ibáñez', 'Jose\u0301');
    for (const keyword of ['nunezibanez', 'nuñez', 'José', 'jose nunez']) {
      expect(await foundIds(keyword), keyword).toContain(id);
    }
  });

  it('keeps the stored search names and the prefix counts in the folded form', async () => {
    const id = await createProfile('Łódź-Müller', 'Åsa');
    const rows = (await t.db.execute(
      sql`SELECT search_last, search_first FROM ${patientProfiles} WHERE id = ${id}`,
    )) as unknown as { rows: Array<{ search_last: string; search_first: string }> };
    expect(rows.rows).toEqual([{ search_last: 'lodzmuller', search_first: 'asa' }]);
    const counts = (await t.db.execute(
      sql`SELECT profiles FROM patient_name_prefix_counts WHERE prefix = 'lodzmu'`,
    )) as unknown as { rows: Array<{ profiles: number }> };
    expect(counts.rows).toEqual([{ profiles: 1 }]);
  });

  it('folds every listed character in SQL exactly as the domain does', async () => {
    const samples = [
      ...Array.from(SEARCH_NAME_ACCENTED, (ch) => `X${ch}y`),
      ...Array.from(SEARCH_NAME_IGNORED + SEARCH_NAME_COMBINING_MARKS, (ch) => `a${ch}b`),
      ...SEARCH_NAME_EXPANDED.map(([ch]) => `X${ch}y`),
      "D'Ærøskøbing-Straße Ōtsuka",
      'ẞTRASSE ŒUVRE Æsir',
    ];
    const rows = (await t.db.execute(
      sql`SELECT ${sql.raw(searchNameSql('s.name'))} AS folded
          FROM jsonb_array_elements_text(${JSON.stringify(samples)}::jsonb) WITH ORDINALITY AS s(name, n)
          ORDER BY s.n`,
    )) as unknown as { rows: Array<{ folded: string }> };
    const mismatches = samples
      .map((sample, i) => ({ sample, sql: rows.rows[i]?.folded, domain: searchName(sample) }))
      .filter((r) => r.sql !== r.domain);
    expect(mismatches).toEqual([]);
    expect(searchName('XÅy')).toBe('xay');
    expect(searchName('ẞTRAßE Æbelø Œuvre')).toBe('sstrasseaebelooeuvre');
  });

  it('splits names into words in SQL exactly as the domain does', async () => {
    const samples = [
      'Thị Hồng',
      'Nguyễn',
      'Smith-Jones',
      'Van der Berg',
      'St. John',
      "d' Angelo",
      ' - Ana  Maria -- Luísa. ',
      'Ho\u0302\u0300ng Tho\u0323',
      'Æbelø-Œuvre Straße',
      '',
      '-',
    ];
    const rows = (await t.db.execute(
      sql`SELECT patient_search_tails(s.name) AS tails
          FROM jsonb_array_elements_text(${JSON.stringify(samples)}::jsonb) WITH ORDINALITY AS s(name, n)
          ORDER BY s.n`,
    )) as unknown as { rows: Array<{ tails: string[] }> };
    expect(rows.rows.map((r) => r.tails)).toEqual(samples.map(searchNameTails));
    expect(searchNameTails('Thị Hồng Anh')).toEqual(['honganh', 'anh']);
  });

  it('stores the search columns and words with the very expressions of the domain (migration 0026)', () => {
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, '../../db/migrations/0026_patient_name_words.sql'),
      'utf8',
    );
    expect(migration).toContain(`(${searchNameSql('"last_name"')}) STORED`);
    expect(migration).toContain(`(${searchNameSql('"first_name"')}) STORED`);
    expect(migration).toContain(searchNameTailsSql('full_name'));
  });
});
