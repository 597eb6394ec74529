import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import type { ApiClient } from '../../test/http.ts';
import {
  createCase,
  daysAgo,
  ecmoDetailsBody,
  newCaseBody,
  newPatient,
  patientHospitalBody,
  saveSection,
  userId,
} from '../../test/support/ecmo.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

/** Issue 24 item D: ordered clinical times are refused by the API with a 400 naming both. */
let t: TestApp;
let manager: ApiClient;
let hospital: number;
let callTakerId: number;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  manager = await clientFor(t, 'ecmo.manage@scout.example');
  hospital = (await providerIds(t))[0] ?? 0;
  callTakerId = await userId(t, 'calltaker@scout.example');
});
afterAll(async () => {
  await t?.close();
});

async function freshCase() {
  const patient = await newPatient(t);
  return createCase(manager, newCaseBody(patient.id, hospital, callTakerId));
}

describe('ECMO clinical times in order (issue 24 item D)', () => {
  it('refuses a decannulation before the ECMO start and keeps Days on ECMO meaningful', async () => {
    const id = await freshCase();
    // ECMO start 28/11, decannulation 20/11 (eight days earlier).
    const refused = await saveSection(manager, id, 'ecmodetails', ecmoDetailsBody(10, 18));
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual([
      {
        field: 'decannulation.decannulationDateTime',
        message: 'Decannulation date/time cannot be before ECMO start date/time',
      },
    ]);
    const stored = await manager.get(`/api/ecmo/cases/${id}`);
    expect(stored.body.ecmoDetails).toBeNull();
    expect((await saveSection(manager, id, 'ecmodetails', ecmoDetailsBody(10, 2))).status).toBe(200);
  });

  it('refuses an ICU admission before the hospital admission', async () => {
    const id = await freshCase();
    const body = patientHospitalBody(hospital, {
      hospitalAdmissionDateTime: daysAgo(2),
      icuAdmissionDateTime: daysAgo(3),
    });
    const refused = await saveSection(manager, id, 'patienthospitalinformation', body);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual([
      {
        field: 'icuAdmissionDateTime',
        message: 'ICU admission date/time cannot be before Hospital admission date/time',
      },
    ]);
    const inOrder = patientHospitalBody(hospital, { icuAdmissionDateTime: daysAgo(2) });
    expect((await saveSection(manager, id, 'patienthospitalinformation', inOrder)).status).toBe(200);
  });
});
