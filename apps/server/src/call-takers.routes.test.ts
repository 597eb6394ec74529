import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECMO_SERVER_MESSAGES } from './modules/ecmo/messages.ts';
import { STROKE_SERVER_MESSAGES } from './modules/stroke/messages.ts';
import { TELEHEALTH_SERVER_MESSAGES } from './modules/telehealth/messages.ts';
import { seedDemoData } from './seed/demo.ts';
import { clientFor, providerIds } from './test/clients.ts';
import type { ApiClient } from './test/http.ts';
import { newPatient, userId } from './test/support/cases.ts';
import { newCaseBody as ecmoCaseBody } from './test/support/ecmo.ts';
import { BASE as TELEHEALTH_CASES, newCaseBody as telehealthCaseBody } from './test/support/telehealth.ts';
import { CONSULTS as VST_CONSULTS, newConsultBody as vstConsultBody } from './test/support/vst.ts';
import { CONSULTS as VTIS_CONSULTS, newConsultBody as vtisConsultBody } from './test/support/vtis.ts';
import { startTestApp, type TestApp } from './test/test-app.ts';

/**
 * Issue 24: the call-taker pickers list only users who may write in the area (system admins, call
 * takers, the area's Manage and Admin users), never its read-only users; a new case naming a
 * read-only user as its call taker is refused with a 400 on callTakerId (ECMO, Telehealth, VST, VTIS).
 */
let t: TestApp;
let admin: ApiClient;
let hospital: number;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = await clientFor(t, 'admin@scout.example');
  hospital = (await providerIds(t))[0] ?? 0;
});
afterAll(async () => {
  await t?.close();
});

const idsOf = (body: Array<{ id: number }>) => body.map((u) => u.id);

describe('call-taker choices: writers of the area only', () => {
  it.each([
    ['ECMO', '/api/ecmo/users', 'ecmo'],
    ['Telehealth', '/api/telehealth/referencedata/users', 'telehealth'],
    ['VST', '/api/vst/users', 'vst'],
  ])(
    '%s lists its Manage and Admin users, call takers and admins, not its read-only users',
    async (_area, path, app) => {
      const res = await admin.get(path);
      expect(res.status).toBe(200);
      const ids = idsOf(res.body);
      expect(ids).toContain(await userId(t, `${app}.manage@scout.example`));
      expect(ids).toContain(await userId(t, `${app}.admin@scout.example`));
      expect(ids).toContain(await userId(t, 'calltaker@scout.example'));
      expect(ids).toContain(await userId(t, 'admin@scout.example'));
      expect(ids).not.toContain(await userId(t, `${app}.read@scout.example`));
    },
  );

  it('refuses a new ECMO case whose call taker is a read-only user', async () => {
    const patient = await newPatient(t);
    const reader = await userId(t, 'ecmo.read@scout.example');
    const res = await admin.post('/api/ecmo/cases', ecmoCaseBody(patient.id, hospital, reader));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual([
      { field: 'callTakerId', message: ECMO_SERVER_MESSAGES.unknownUser },
    ]);
  });

  it('refuses a new Telehealth case whose call taker is a read-only user', async () => {
    const patient = await newPatient(t);
    const reader = await userId(t, 'telehealth.read@scout.example');
    const res = await admin.post(TELEHEALTH_CASES, telehealthCaseBody(patient.id, hospital, reader));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual([
      { field: 'callTakerId', message: TELEHEALTH_SERVER_MESSAGES.unknownUser },
    ]);
  });

  it.each([
    ['VST', VST_CONSULTS, vstConsultBody],
    ['VTIS', VTIS_CONSULTS, vtisConsultBody],
  ])('refuses a new %s consult whose call taker is a read-only user', async (_area, path, body) => {
    const patient = await newPatient(t);
    const ids = {
      hospitalId: hospital,
      specialistId: 0,
      callTakerId: await userId(t, 'vst.read@scout.example'),
    };
    const res = await admin.post(path, body(patient.id, ids));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual([
      { field: 'callTakerId', message: STROKE_SERVER_MESSAGES.unknownUser },
    ]);
    // The area's call takers are taken as before.
    const taker = { ...ids, callTakerId: await userId(t, 'calltaker@scout.example') };
    expect((await admin.post(path, body(patient.id, taker))).status).toBe(201);
  });
});
