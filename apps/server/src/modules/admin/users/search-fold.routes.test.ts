import { SEARCH_NAME_ACCENTED, searchText, searchTextSql } from '@scout/domain/patients/search-name';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../seed/demo.ts';
import { clientFor } from '../../../test/clients.ts';
import type { ApiClient } from '../../../test/http.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { userBody } from './user-test-body.ts';

/** Issue 24 C: the admin user list's keyword ignores accents and apostrophes in names. */
let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = await clientFor(t, 'admin@scout.example');
});
afterAll(async () => {
  await t?.close();
});

async function createUser(givenName: string, surname: string): Promise<number> {
  const res = await admin.post(
    '/api/ccmp/admin/users',
    userBody({ givenName, surname, displayName: `${givenName} ${surname}` }),
  );
  expect(res.status).toBe(201);
  return res.body.id;
}
const found = async (keyword: string): Promise<number[]> => {
  const res = await admin.get(`/api/ccmp/admin/users?keyword=${encodeURIComponent(keyword)}`);
  expect(res.status, keyword).toBe(200);
  return res.body.map((u: { id: number }) => u.id);
};

describe('GET /api/ccmp/admin/users?keyword= folds accents and apostrophes', () => {
  it('finds Núñez for "Nunez" and Zoë O\'Brien for "Zoe OBrien", and the other way round', async () => {
    const nunez = await createUser('Inés', 'Núñez-Peña');
    const obrien = await createUser('Zoë', "O'Brien");
    const strasse = await createUser('Jürgen', 'Straße');
    const plain = await createUser('Zoe', 'Obrienne');
    for (const keyword of [
      'Nunez',
      'nunez',
      'NÚÑEZ',
      'Ines Nunez',
      'nunez-pena',
      'Núñez',
      'Nu\u0301n\u0303ez',
    ]) {
      expect(await found(keyword), keyword).toContain(nunez);
    }
    for (const keyword of ['Zoe OBrien', "zoe o'brien", 'Zoë O’Brien', 'OBrien', 'obrien zoe', "O'Brien"]) {
      expect(await found(keyword), keyword).toContain(obrien);
    }
    for (const keyword of ['strasse', 'Straße', 'jurgen strasse']) {
      expect(await found(keyword), keyword).toContain(strasse);
    }
    // Accents fold both ways: the plain name is found by its accented spelling too.
    expect(await found('Zoë Obrienne')).toContain(plain);
    expect(await found('Zoe OBrien')).toEqual(expect.arrayContaining([obrien, plain]));
    expect(await found('nunez zoe')).toEqual([]);
    // The e-mail is still matched as typed (a dot is not dropped).
    const ecmo = await found('ECMO.');
    expect(ecmo).toHaveLength(3);
  });

  it('folds in SQL exactly as the domain does', async () => {
    const samples = [
      ...Array.from(SEARCH_NAME_ACCENTED, (ch) => `X${ch}y`),
      "Zoë O'Brien-Núñez St. Æbelø ẞ Œ",
      'a\u0301 b’c‘d`e',
    ];
    const rows = (await t.db.execute(
      sql`SELECT ${sql.raw(searchTextSql('s.name'))} AS folded
          FROM jsonb_array_elements_text(${JSON.stringify(samples)}::jsonb) WITH ORDINALITY AS s(name, n)
          ORDER BY s.n`,
    )) as unknown as { rows: Array<{ folded: string }> };
    expect(rows.rows.map((r) => r.folded)).toEqual(samples.map(searchText));
    expect(searchText("Zoë O'Brien-Núñez St. Æbelø")).toBe('zoe obrien-nunez st. aebelo');
  });
});
