import { PATIENT_MESSAGES as M } from '@scout/domain/patients/messages';
import { patientSearchResultSchema } from '@scout/domain/patients/patient-profile.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, healthCareProviders, patientProfiles, presentations } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import type { ApiClient, Json } from '../../test/http.ts';
import { profileBody } from '../../test/support/patients.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;
const ids: Record<string, number> = {};
const SEARCH = '/api/ccmp/patientprofiles/search';

/** Distinctive names so the demo patients never match. */
const PEOPLE = [
  { key: 'ann', lastName: 'Quokkaby', firstName: 'Ann', dateOfBirth: '1985-03-12', urn: '7700101' },
  { key: 'bob', lastName: 'Quokkaby', firstName: 'Bob', dateOfBirth: '1990-07-01', urn: '7700102' },
  { key: 'cat', lastName: 'Quokkason', firstName: 'Catherine', dateOfBirth: '1985-03-12', urn: '7700103' },
  {
    key: 'dan',
    lastName: 'Wombatley',
    firstName: 'Quokkadan',
    dateOfBirth: null,
    age: 40,
    urn: 'AB-7700104',
  },
  { key: 'eve', lastName: "O'Quokka", firstName: 'Eve', dateOfBirth: '1905-01-01', urn: '7700105' },
];

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = await clientFor(t, 'admin@scout.example');
  reader = await clientFor(t, 'ecmo.read@scout.example');
  const [hospital] = await providerIds(t);
  for (const p of PEOPLE) {
    const res = await admin.post(
      '/api/ccmp/patientprofiles',
      profileBody(hospital as number, {
        lastName: p.lastName,
        firstName: p.firstName,
        dateOfBirth: p.dateOfBirth,
        age: p.age ?? null,
        patientHealthCareProviders: [{ healthCareProviderId: hospital, urn: p.urn }],
      }),
    );
    expect(res.status).toBe(201);
    ids[p.key] = res.body.id;
  }
});
afterAll(async () => {
  await t?.close();
});

const search = async (query: string, client = reader) => {
  const res = await client.get(`${SEARCH}?${query}`);
  expect(res.status, query).toBe(200);
  // Written without zod on the way out (routes.ts): every answer must still be exactly the
  // documented shape, with no field missing, mistyped or extra, and each listed profile (read
  // from the row's copies, migration 0011) exactly what GET {id} answers for it.
  expect(patientSearchResultSchema.parse(res.body), query).toEqual(res.body);
  for (const profile of res.body.profiles as Json[]) {
    expect(profile, query).toEqual((await client.get(`/api/ccmp/patientprofiles/${profile.id}`)).body);
  }
  return res.body as { profiles: Json[]; totalRecordsCount: number };
};
const keys = (body: { profiles: Json[] }) =>
  body.profiles.map((p) => PEOPLE.find((x) => ids[x.key] === p.id)?.key ?? `other:${p.lastName}`);

describe('patient search', () => {
  it('needs at least 2 characters', async () => {
    for (const q of ['keyword=q', 'keyword=%20%20', '']) {
      const res = await reader.get(`${SEARCH}?${q}`);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors?.[0]?.field).toBe('keyword');
    }
    expect((await reader.get(`${SEARCH}?keyword=q`)).body.fieldErrors).toEqual([
      { field: 'keyword', message: M.keywordTooShort },
    ]);
  });

  it('matches every name token against the start of the last or first name, ignoring case', async () => {
    expect(keys(await search('keyword=QUOKKA'))).toEqual(['ann', 'bob', 'cat', 'dan']);
    expect(keys(await search('keyword=quokkaby%20ann'))).toEqual(['ann']);
    expect(keys(await search('keyword=ann%20quokkaby'))).toEqual(['ann']);
    expect(keys(await search('keyword=Quokkaby,%20B'))).toEqual(['bob']);
    expect(keys(await search("keyword=o'quo"))).toEqual(['eve']);
    expect((await search('keyword=uo')).totalRecordsCount).toBe(0); // a prefix, not a substring
  });

  it('finds several names whether the longest is typed whole or is the start of a longer name', async () => {
    const found = async (keyword: string) => keys(await search(`keyword=${encodeURIComponent(keyword)}`));
    expect(await found('quokkaby ann')).toEqual(['ann']); // last name whole, first name started
    expect(await found('quokka ann')).toEqual(['ann']); // last name started
    expect(await found('quokkason cath')).toEqual(['cat']);
    expect(await found('quokkas ca')).toEqual(['cat']); // only a longer last name starts so
    expect(await found('quokkaby quo')).toEqual(['ann', 'bob']); // "quo" starts "quokkaby" itself
    expect(await found('quokkadan wom')).toEqual(['dan']); // first name whole, last name started
    expect(await found('wombatley quokkadan')).toEqual(['dan']); // both whole, either order
    expect(await found('ann bob')).toEqual([]);
    for (const sort of ['firstName', 'dateOfBirth', 'lastModified']) {
      const res = await search(`keyword=quokkaby%20quo&sortField=${sort}`);
      expect([res.totalRecordsCount, keys(res).sort()], sort).toEqual([2, ['ann', 'bob']]);
    }
  });

  it("lists each profile's URNs, provider names and open cases as they are now", async () => {
    const ann = async () => (await search('keyword=quokkaby%20ann')).profiles[0] as Json;
    const [hospital] = await providerIds(t);
    const [provider] = await t.db
      .select({ name: healthCareProviders.name })
      .from(healthCareProviders)
      .where(eq(healthCareProviders.id, hospital as number));
    expect((await ann()).patientHealthCareProviders).toEqual([
      expect.objectContaining({ healthCareProviderId: hospital, healthCareProviderName: provider?.name }),
    ]);
    // The provider is renamed (by any path): the list shows the new name.
    await t.db
      .update(healthCareProviders)
      .set({ name: 'Quokka Base Hospital' })
      .where(eq(healthCareProviders.id, hospital as number));
    expect((await ann()).patientHealthCareProviders[0].healthCareProviderName).toBe('Quokka Base Hospital');
    await t.db
      .update(healthCareProviders)
      .set({ name: provider?.name as string })
      .where(eq(healthCareProviders.id, hospital as number));

    // An ECMO case and a VTIS consult (no status yet) open; the case closes.
    const [case_, consult] = await t.db
      .insert(presentations)
      .values([
        {
          discriminator: 'ECMO',
          caseId: 9901,
          patientProfileId: ids.ann as number,
          presentationDateTime: new Date(),
          isActive: true,
          status: 'Open',
        },
        {
          discriminator: 'VTIS',
          caseId: 9902,
          patientProfileId: ids.ann as number,
          presentationDateTime: new Date(),
          isActive: true,
        },
      ])
      .returning();
    expect(await ann()).toMatchObject({
      activeEcmoCaseId: 9901,
      activeVstConsultId: null,
      activeVtisConsults: [{ id: 9902, status: '' }],
    });
    await t.db
      .update(presentations)
      .set({ isActive: false })
      .where(eq(presentations.id, case_?.id as number));
    expect((await ann()).activeEcmoCaseId).toBeNull();
    await t.db.delete(presentations).where(eq(presentations.id, case_?.id as number));
    await t.db.delete(presentations).where(eq(presentations.id, consult?.id as number));
    expect((await ann()).activeVtisConsults).toEqual([]);
    expect((await ann()).patientHealthCareProviders[0].healthCareProviderName).toBe(provider?.name);
  });

  it('reads dates (two-digit years +1900) and URNs (exact) from the keyword', async () => {
    expect(keys(await search('keyword=12/03/1985'))).toEqual(['ann', 'cat']);
    expect(keys(await search('keyword=12/03/85'))).toEqual(['ann', 'cat']);
    expect(keys(await search('keyword=01/01/05'))).toEqual(['eve']);
    expect(keys(await search('keyword=quokkason%2012-03-1985'))).toEqual(['cat']);
    expect(keys(await search('keyword=7700102'))).toEqual(['bob']);
    expect((await search('keyword=770010')).totalRecordsCount).toBe(0);
    expect(keys(await search('keyword=quokkaby%207700102'))).toEqual(['bob']);
    expect(keys(await search('keyword=ann%207700102'))).toEqual([]);
  });

  it('finds a URN of letters and digits as it is stored, in any case (issue 24 C)', async () => {
    expect(keys(await search('keyword=AB-7700104'))).toEqual(['dan']);
    expect(keys(await search('keyword=ab-7700104'))).toEqual(['dan']);
    expect(keys(await search('keyword=wombat%20AB-7700104'))).toEqual(['dan']);
  });

  it('ignores apostrophes, hyphens, dots and spaces in names and keywords', async () => {
    expect(keys(await search('keyword=oquokka'))).toEqual(['eve']);
    expect(keys(await search('keyword=O-Quok'))).toEqual(['eve']);
    expect(keys(await search('keyword=o.quokka%20eve'))).toEqual(['eve']);
    expect((await search("keyword=-'")).totalRecordsCount).toBe(0);
  });

  it('pages a broad keyword in the same order as one long page, for every name sort', async () => {
    for (const sort of [
      'sortField=lastName&sortDir=asc',
      'sortField=lastName&sortDir=desc',
      'sortField=firstName',
    ]) {
      const all = await search(`keyword=qu&pageSize=100&${sort}`);
      expect(all.totalRecordsCount).toBe(all.profiles.length);
      const paged: Json[] = [];
      for (let page = 1; page <= Math.ceil(all.totalRecordsCount / 2); page++) {
        const res = await search(`keyword=qu&pageSize=2&pageNumber=${page}&${sort}`);
        expect(res.totalRecordsCount, sort).toBe(all.totalRecordsCount);
        paged.push(...res.profiles);
      }
      expect(
        paged.map((p) => p.id),
        sort,
      ).toEqual(all.profiles.map((p) => p.id));
    }
    // Both names count: "Quokkadan" Wombatley is found by his first name, once.
    expect(keys(await search('keyword=qu&pageSize=100'))).toEqual(
      expect.arrayContaining(['ann', 'bob', 'cat', 'dan']),
    );
  });

  it('keeps exact totals for short keywords as profiles are created, renamed and retired', async () => {
    const total = async (keyword: string) => {
      const all = await search(`keyword=${keyword}&pageSize=100`);
      expect(all.totalRecordsCount, keyword).toBe(all.profiles.length);
      return all.totalRecordsCount;
    };
    const before = { qu: await total('qu'), quol: await total('quol'), wo: await total('wo') };
    // Whole names too: 8 letters, 12 (the longest counted prefix) and 15 (counted in the index).
    const long = ['quollson', 'quollsonbeck', 'quollsonbeckham'];
    // (Absolute totals once a profile matches by prefix: before that, similar names would answer.)
    const longTotals = () => Promise.all(long.map(total));
    const [hospital] = await providerIds(t);
    const created = await admin.post(
      '/api/ccmp/patientprofiles',
      profileBody(hospital as number, { lastName: 'Quollson', firstName: 'Wolfgang' }),
    );
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect([await total('qu'), await total('quol'), await total('wo')]).toEqual([
      before.qu + 1,
      before.quol + 1,
      before.wo + 1,
    ]);
    const second = await admin.post(
      '/api/ccmp/patientprofiles',
      profileBody(hospital as number, { lastName: 'Quollson-Beckham', firstName: 'Ada' }),
    );
    expect(second.status).toBe(201);
    expect(await longTotals()).toEqual([2, 1, 1]);
    // Renamed to Wolfram: no longer a "qu", still one "wo" (both names start so: counted once);
    // Quollson-Beckham is the one new "qu" left.
    await t.db.update(patientProfiles).set({ lastName: 'Wolfram' }).where(eq(patientProfiles.id, id));
    expect([await total('qu'), await total('quol'), await total('wo')]).toEqual([
      before.qu + 1,
      before.quol + 1,
      before.wo + 1,
    ]);
    expect(await longTotals()).toEqual([1, 1, 1]);
    await t.db
      .update(patientProfiles)
      .set({ mergedIntoId: ids.ann, mergedAt: new Date() })
      .where(eq(patientProfiles.id, id));
    expect(await total('wo')).toBe(before.wo);
  });

  it('pages and counts', async () => {
    const page1 = await search('keyword=quokka&pageSize=3&pageNumber=1');
    const page2 = await search('keyword=quokka&pageSize=3&pageNumber=2');
    const past = await search('keyword=quokka&pageSize=3&pageNumber=5');
    expect([page1.totalRecordsCount, page2.totalRecordsCount, past.totalRecordsCount]).toEqual([4, 4, 4]);
    expect([...keys(page1), ...keys(page2)]).toEqual(['ann', 'bob', 'cat', 'dan']);
    expect(past.profiles).toEqual([]);
    expect((await search('keyword=quokka')).profiles).toHaveLength(4); // default page size 10
  });

  it('sorts by each sortable field, both directions', async () => {
    expect(keys(await search('keyword=quokka&sortField=lastName&sortDir=descend'))).toEqual([
      'dan',
      'cat',
      'bob',
      'ann',
    ]);
    expect(keys(await search('keyword=quokka&sortField=firstName&sortDir=asc'))).toEqual([
      'ann',
      'bob',
      'cat',
      'dan',
    ]);
    expect(keys(await search('keyword=quokka&sortField=dateOfBirth&sortDir=desc'))).toEqual([
      'bob',
      'cat',
      'ann',
      'dan',
    ]);
    expect(keys(await search('keyword=quokka&sortField=age&sortDir=asc'))).toEqual([
      'bob',
      'dan',
      'ann',
      'cat',
    ]);
    expect(keys(await search('keyword=quokka&sortField=lastModified&sortDir=asc'))).toEqual([
      'ann',
      'bob',
      'cat',
      'dan',
    ]);
    expect((await reader.get(`${SEARCH}?keyword=quokka&sortField=urn`)).status).toBe(400);
  });

  it('falls back to similar names (trigram) when nothing matches by prefix', async () => {
    expect(keys(await search('keyword=qokkaby'))).toEqual(['ann', 'bob']);
    expect(keys(await search('keyword=wombatly'))).toEqual(['dan']);
  });

  it('treats % and _ in the keyword as text', async () => {
    expect((await search('keyword=%25%25')).totalRecordsCount).toBe(0);
    expect((await search('keyword=q_')).totalRecordsCount).toBe(0);
    expect((await search('keyword=q%25')).totalRecordsCount).toBe(0);
  });

  it('never lists a retired (merged) profile, and audits each search', async () => {
    await t.db
      .update(patientProfiles)
      .set({ mergedIntoId: ids.ann, mergedAt: new Date() })
      .where(eq(patientProfiles.id, ids.bob as number));
    expect(keys(await search('keyword=quokkaby', admin))).toEqual(['ann']);
    await t.db
      .update(patientProfiles)
      .set({ mergedIntoId: null, mergedAt: null })
      .where(eq(patientProfiles.id, ids.bob as number));
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'patient.search'))
      .orderBy(auditEvents.id);
    expect(events.at(-1)).toMatchObject({ userEmail: 'admin@scout.example', entityType: 'patient_profile' });
    expect(events.at(-1)?.after).toEqual({ keyword: 'quokkaby', similar: false, total: 1, ids: [ids.ann] });
  });
});
