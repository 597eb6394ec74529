import { ageOn, todayIn } from '@scout/domain/patients/dates';
import { PATIENT_MESSAGES as M } from '@scout/domain/patients/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import type { ApiClient } from '../../test/http.ts';
import { profileBody, uniqueUrn } from '../../test/support/patients.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;
let hospitals: number[];
const BASE = '/api/ccmp/patientprofiles';

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = await clientFor(t, 'admin@scout.example');
  reader = await clientFor(t, 'ecmo.read@scout.example');
  hospitals = await providerIds(t);
});
afterAll(async () => {
  await t?.close();
});

const h = (i: number) => hospitals[i] as number;
const errorsOf = (res: { body: { fieldErrors?: unknown } }) => res.body.fieldErrors;

describe('create and read', () => {
  it('creates a profile (201), derives the age and names the URN providers; GET returns it; audited', async () => {
    const body = profileBody(h(0), {
      patientHealthCareProviders: [{ healthCareProviderId: h(0), urn: 'CR-1001' }],
    });
    const res = await admin.post(BASE, { ...body, age: 12 });
    expect(res.status).toBe(201);
    const today = todayIn('Australia/Melbourne');
    expect(res.body).toMatchObject({
      lastName: 'Testperson',
      firstName: 'Alice',
      dateOfBirth: '1980-05-06',
      age: ageOn('1980-05-06', today),
      gender: 'Female',
      addressSuburb: 'Preston',
      patientHealthCareProviders: [
        {
          healthCareProviderId: h(0),
          healthCareProviderName: 'The Alfred',
          healthCareProviderNickName: 'Alfred',
          urn: 'CR-1001',
        },
      ],
      activeEcmoCaseId: null,
      activeVtisConsults: [],
      mergedIntoId: null,
    });
    const got = await reader.get(`${BASE}/${res.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityType, 'patient_profile'), eq(auditEvents.entityId, String(res.body.id))),
      )
      .orderBy(auditEvents.id);
    expect(events.map((e) => e.action)).toEqual(['patient.create', 'patient.read']);
  });

  it('keeps an entered age when there is no date of birth', async () => {
    const res = await admin.post(BASE, profileBody(h(0), { dateOfBirth: null, age: 57 }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ dateOfBirth: null, age: 57 });
  });

  it("answers 404 'Patient Profile Id is invalid.' for unknown and malformed ids", async () => {
    for (const id of ['987654', 'abc', '0', '-3', '1.5', '99999999999']) {
      for (const path of [
        `${BASE}/${id}`,
        `${BASE}/${id}/presentations`,
        `${BASE}/${id}/previous-addresses`,
      ]) {
        const res = await admin.get(path);
        expect(res.status, path).toBe(404);
        expect(res.body.message).toBe(M.invalidId);
      }
    }
  });

  it('refuses a Read-only user (403) and saves nothing', async () => {
    const res = await reader.post(BASE, profileBody(h(0), { lastName: 'Readonlyattempt' }));
    expect(res.status).toBe(403);
    const search = await admin.get(`${BASE}/search?keyword=Readonlyattempt`);
    expect(search.body.totalRecordsCount).toBe(0);
  });
});

describe('validation (spec 1 §5): 400 naming the field with the spec message', () => {
  const cases: Array<[string, Record<string, unknown>, Array<{ field: string; message: string }>]> = [
    ['last name required', { lastName: ' ' }, [{ field: 'lastName', message: M.required }]],
    ['first name required', { firstName: undefined }, [{ field: 'firstName', message: M.required }]],
    [
      'last name max 64',
      { lastName: 'x'.repeat(65) },
      [{ field: 'lastName', message: 'Must have less than 64 letters' }],
    ],
    [
      'first name max 64',
      { firstName: 'x'.repeat(65) },
      [{ field: 'firstName', message: 'Must have less than 64 letters' }],
    ],
    [
      'middle name max 64',
      { middlename: 'x'.repeat(65) },
      [{ field: 'middlename', message: 'Must have less than 64 letters' }],
    ],
    ['gender required', { gender: undefined }, [{ field: 'gender', message: M.required }]],
    [
      'date of birth or age',
      { dateOfBirth: null, age: null },
      [{ field: 'dateOfBirth', message: M.dobOrAge }],
    ],
    ['invalid date', { dateOfBirth: '2001-02-30' }, [{ field: 'dateOfBirth', message: M.invalidDate }]],
    ['before 1900', { dateOfBirth: '1899-12-31' }, [{ field: 'dateOfBirth', message: M.dateTooOld }]],
    ['future date', { dateOfBirth: '2999-01-01' }, [{ field: 'dateOfBirth', message: M.futureDate }]],
    ['e-mail valid', { emailAddress: 'not-an-email' }, [{ field: 'emailAddress', message: M.invalidEmail }]],
    [
      'e-mail max 256',
      { emailAddress: `${'a'.repeat(251)}@b.org` },
      [{ field: 'emailAddress', message: 'Must have less than 256 letters' }],
    ],
    [
      'unit max 20',
      { addressUnitOrRoomNumber: 'x'.repeat(21) },
      [{ field: 'addressUnitOrRoomNumber', message: 'Must have less than 20 letters' }],
    ],
    [
      'street number max 20',
      { addressStreetNumber: '1'.repeat(21) },
      [{ field: 'addressStreetNumber', message: 'Must have less than 20 letters' }],
    ],
    [
      'street name max 200',
      { addressStreetName: 'x'.repeat(201) },
      [{ field: 'addressStreetName', message: 'Must have less than 200 letters' }],
    ],
    [
      'suburb max 100',
      { addressSuburb: 'x'.repeat(101) },
      [{ field: 'addressSuburb', message: 'Must have less than 100 letters' }],
    ],
    [
      'postcode max 10',
      { addressPostcode: '1'.repeat(11) },
      [{ field: 'addressPostcode', message: 'Must have less than 10 letters' }],
    ],
    [
      'full address unless overseas',
      { addressStreetName: null, addressState: null },
      [
        { field: 'address', message: M.addressRequired },
        { field: 'addressStreetName', message: M.required },
        { field: 'addressState', message: M.required },
      ],
    ],
    [
      'country required',
      { addressCountryCode: null },
      [{ field: 'addressCountryCode', message: M.required }],
    ],
    [
      'at least one URN',
      { patientHealthCareProviders: [] },
      [{ field: 'patientHealthCareProviders', message: M.atLeastOneUrn }],
    ],
    [
      'URN required',
      { patientHealthCareProviders: [{ healthCareProviderId: 1, urn: ' ' }] },
      [{ field: 'patientHealthCareProviders.0.urn', message: M.required }],
    ],
  ];
  it.each(cases)('%s', async (_name, change, expected) => {
    const res = await admin.post(BASE, profileBody(h(0), change));
    expect(res.status).toBe(400);
    expect(errorsOf(res)).toEqual(expected);
  });

  it('accepts an overseas patient without street, suburb, state or postcode', async () => {
    const res = await admin.post(
      BASE,
      profileBody(h(0), {
        livesOverseas: true,
        addressStreetNumber: null,
        addressStreetName: null,
        addressSuburb: null,
        addressState: null,
        addressPostcode: null,
        addressCountryCode: 1201,
      }),
    );
    expect(res.status).toBe(201);
  });

  it('refuses duplicate providers, unknown providers and a URN another patient holds', async () => {
    const dup = await admin.post(
      BASE,
      profileBody(h(0), {
        patientHealthCareProviders: [
          { healthCareProviderId: h(0), urn: uniqueUrn() },
          { healthCareProviderId: h(0), urn: uniqueUrn() },
        ],
      }),
    );
    expect(errorsOf(dup)).toEqual([
      { field: 'patientHealthCareProviders.1.healthCareProviderId', message: M.duplicateUrnProvider },
    ]);
    const unknown = await admin.post(
      BASE,
      profileBody(h(0), { patientHealthCareProviders: [{ healthCareProviderId: 99999, urn: 'X1' }] }),
    );
    expect(unknown.status).toBe(400);
    expect(errorsOf(unknown)).toEqual([
      { field: 'patientHealthCareProviders.0.healthCareProviderId', message: M.providerNotFound },
    ]);
    await admin.post(
      BASE,
      profileBody(h(1), { patientHealthCareProviders: [{ healthCareProviderId: h(1), urn: 'Held-77' }] }),
    );
    const taken = await admin.post(
      BASE,
      profileBody(h(0), {
        patientHealthCareProviders: [
          { healthCareProviderId: h(0), urn: 'HELD-77' }, // same URN, other provider: fine
          { healthCareProviderId: h(1), urn: 'held-77' }, // same provider, any case: taken
        ],
      }),
    );
    expect(taken.status).toBe(400);
    expect(errorsOf(taken)).toEqual([
      { field: 'patientHealthCareProviders.1.urn', message: M.urnUsedByOther },
    ]);
  });

  it('is race-safe: of two simultaneous saves of one URN, one wins and the other gets the 400', async () => {
    const urn = uniqueUrn('RACE');
    const body = (name: string) =>
      profileBody(h(2), {
        lastName: name,
        patientHealthCareProviders: [{ healthCareProviderId: h(2), urn }],
      });
    const results = await Promise.all([admin.post(BASE, body('Racera')), admin.post(BASE, body('Racerb'))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    const loser = results.find((r) => r.status === 400);
    expect(loser?.body.fieldErrors).toEqual([
      { field: 'patientHealthCareProviders.0.urn', message: M.urnUsedByOther },
    ]);
  });
});
