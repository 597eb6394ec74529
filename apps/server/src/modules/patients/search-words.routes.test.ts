import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor } from '../../test/clients.ts';
import type { ApiClient, Json } from '../../test/http.ts';
import { createNamedProfile } from '../../test/support/patients.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 24 C: a keyword token finds the start of any word of a name, not only the start of the
 * whole name ("Hong" finds Nguyễn, Thị Hồng: Vietnamese, Chinese and Arabic given names are often
 * two words and the one called by is the second), accents folded both ways.
 */
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

const createProfileBody = (lastName: string, firstName: string): Promise<Json> =>
  createNamedProfile(t, admin, lastName, firstName);
const createProfile = async (lastName: string, firstName: string): Promise<number> =>
  (await createProfileBody(lastName, firstName)).id as number;

/** Every statement shape: name-ordered (both sorts, prefix counts or counted) and the general form. */
const SHAPES = ['', '&sortField=firstName&sortDir=desc', '&sortField=dateOfBirth', '&sortField=gender'];

/** The same matches and the same exact total in every shape, the total being what is listed. */
async function searchAllShapes(keyword: string): Promise<number[]> {
  const answers = await Promise.all(SHAPES.map((shape) => search(keyword, shape)));
  const first = answers[0] as Found;
  for (const [i, found] of answers.entries()) {
    expect(found.total, `${keyword} ${SHAPES[i]} total`).toBe(found.ids.length);
    expect([...found.ids].sort(), `${keyword} ${SHAPES[i]}`).toEqual([...first.ids].sort());
  }
  return first.ids;
}

interface Found {
  ids: number[];
  total: number;
}
async function search(keyword: string, extra = ''): Promise<Found> {
  const res = await admin.get(
    `${SEARCH}?keyword=${encodeURIComponent(keyword)}&pageSize=50&pageNumber=1${extra}`,
  );
  expect(res.status, keyword).toBe(200);
  return { ids: (res.body.profiles as Json[]).map((p) => p.id as number), total: res.body.totalRecordsCount };
}

describe('patient search by the start of any word of a name', () => {
  it('finds Nguyễn, Thị Hồng for "Hong", "hồng" and "Nguyễn Thị Hồng", as it finds its unaccented twin', async () => {
    const accented = await createProfile('Nguyễn', 'Thị Hồng');
    const plain = await createProfile('Nguyen', 'Thi Hong');
    // A name that starts with "hong": the prefix search is not empty, so the similar-name
    // fallback (which found the unaccented twin before) does not run.
    const hongo = await createProfile('Hongowarra', 'Lee');
    for (const keyword of [
      'Hong',
      'hồng',
      'HỒNG',
      'Nguyễn Thị Hồng',
      'Nguyen Thi Hong',
      'nguyen hong',
      'hong nguyen',
      'Thị Hồng',
      'thihong',
      // Decomposed (NFD) and with the tone mark typed apart from the circumflex
      'Nguye\u0302\u0303n Thi\u0323 Ho\u0302\u0300ng',
      'Hô\u0300ng',
    ]) {
      for (const sort of ['', '&sortField=firstName', '&sortField=dateOfBirth']) {
        const found = await search(keyword, sort);
        expect(found.ids, `${keyword} ${sort}`).toContain(accented);
        expect(found.ids, `${keyword} ${sort}`).toContain(plain);
      }
    }
    expect(await searchAllShapes('hong')).toEqual(expect.arrayContaining([accented, plain, hongo]));
    expect(await searchAllShapes('hồng nguyễn')).toEqual(expect.arrayContaining([accented, plain]));
    expect(await searchAllShapes('hong lee')).toEqual([hongo]);
  });

  it('finds a name stored in decomposed form (letter + combining marks) by any word, typed either way', async () => {
    const id = await createProfile('Tra\u0300\u0302n', 'Thi\u0323 Ho\u0302\u0300ng Ngo\u0323c');
    for (const keyword of ['hong', 'Hồng', 'ngoc', 'Ngọc', 'tran ngoc', 'Trần Thị Hồng Ngọc', 'hongngoc']) {
      expect((await search(keyword)).ids, keyword).toContain(id);
    }
    expect((await search('ngoc hong')).ids).toContain(id);
  });

  it('finds the later words of a surname (Smith-Jones, Van der Berg) in every shape with exact totals', async () => {
    const smithJones = await createProfile('Smythe-Quorrell', 'Ann');
    const vanDerBerg = await createProfile('Van der Quorrelberg', 'Bob Quorrell');
    const plain = await createProfile('Quorrell', 'Cat');
    expect((await searchAllShapes('quorrell')).sort()).toEqual([smithJones, vanDerBerg, plain].sort());
    expect((await searchAllShapes('quorrel')).sort()).toEqual([smithJones, vanDerBerg, plain].sort());
    expect(await searchAllShapes('quorrelb')).toEqual([vanDerBerg]);
    expect(await searchAllShapes('derquorrelberg')).toEqual([vanDerBerg]);
    expect(await searchAllShapes('quorrell ann')).toEqual([smithJones]);
    expect(await searchAllShapes('smythe quorrell')).toEqual([smithJones]);
    expect(await searchAllShapes('smythequorrell')).toEqual([smithJones]);
    expect(await searchAllShapes('quorrell bob')).toEqual([vanDerBerg]);
    expect(await searchAllShapes('van quorrell')).toEqual([vanDerBerg]);
    expect((await searchAllShapes('quorrell quorrell')).sort()).toEqual(
      [smithJones, vanDerBerg, plain].sort(),
    );
    expect(await searchAllShapes('bob quorrelberg quorrell')).toEqual([vanDerBerg]);
  });

  it('keeps the words and the exact totals when a name changes', async () => {
    const p = await createProfileBody('Zanzibarre', 'Mai Quyzhen');
    expect(await searchAllShapes('quyzhen')).toEqual([p.id]);
    const renamed = await admin.put('/api/ccmp/patientprofiles', { ...p, firstName: 'Mai Linh' });
    expect(renamed.status).toBe(200);
    expect(await searchAllShapes('quyzhen')).toEqual([]);
    expect(await searchAllShapes('linh')).toContain(p.id);
    expect(await searchAllShapes('linh zanzibarre')).toEqual([p.id]);
    expect(await searchAllShapes('zanzibarre mai')).toEqual([p.id]);
    const words = (await t.db.execute(
      sql`SELECT word FROM patient_name_words WHERE profile_id = ${p.id} ORDER BY word`,
    )) as unknown as { rows: Array<{ word: string }> };
    expect(words.rows.map((r) => r.word)).toEqual(['linh']);
  });
});
