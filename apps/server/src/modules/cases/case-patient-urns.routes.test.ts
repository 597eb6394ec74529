import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientUrns } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import { newPatient, userId } from '../../test/support/cases.ts';
import * as ecmo from '../../test/support/ecmo.ts';
import * as telehealth from '../../test/support/telehealth.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 24 item 7: an ECMO or Telehealth case carries its patient's URN/THCI entries, from which
 * the web starts a never-saved patient hospital section (domain patients/known-hospital.ts).
 */

let t: TestApp;
let hospitals: number[];

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  hospitals = await providerIds(t);
});
afterAll(() => t?.close());

async function patientWithUrns(tag: string) {
  const patient = await newPatient(t);
  await t.db.insert(patientUrns).values([
    { patientProfileId: patient.id, healthCareProviderId: hospitals[1] as number, urn: `URNA-${tag}` },
    { patientProfileId: patient.id, healthCareProviderId: hospitals[2] as number, urn: `URNB-${tag}` },
  ]);
  return patient;
}

const expected = (tag: string) => [
  { healthCareProviderId: hospitals[1], urn: `URNA-${tag}` },
  { healthCareProviderId: hospitals[2], urn: `URNB-${tag}` },
];

describe('a case shows its patient’s URNs', () => {
  it('ECMO: GET /api/ecmo/cases/{id} patient.urns', async () => {
    const api = await clientFor(t, 'ecmo.manage@scout.example');
    const patient = await patientWithUrns('E');
    const callTaker = await userId(t, 'calltaker@scout.example');
    const id = await ecmo.createCase(api, ecmo.newCaseBody(patient.id, hospitals[1] as number, callTaker));
    const res = await api.get(`/api/ecmo/cases/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.patient.urns).toEqual(expected('E'));
    expect(res.body.patientHospitalInformation).toBeNull();
  });

  it('Telehealth: GET /api/telehealth/case/{id} patientProfile.urns', async () => {
    const api = await clientFor(t, telehealth.TH_MANAGE);
    const patient = await patientWithUrns('T');
    const callTaker = await userId(t, 'calltaker@scout.example');
    const id = await telehealth.createCase(
      api,
      telehealth.newCaseBody(patient.id, hospitals[1] as number, callTaker),
    );
    const res = await api.get(`${telehealth.BASE}/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.patientProfile.urns).toEqual(expected('T'));
  });
});
