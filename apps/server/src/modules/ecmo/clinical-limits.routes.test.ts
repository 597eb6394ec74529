import { atLeastMessage, atMostMessage } from '@scout/domain/cases/messages';
import { bloodPressureOrderMessage, rangeMessage } from '@scout/domain/cases/plausibility';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import type { ApiClient } from '../../test/http.ts';
import {
  createCase,
  hoursAgo,
  newCaseBody,
  newPatient,
  observation,
  patientHospitalBody,
  userId,
} from '../../test/support/ecmo.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 10.1: a clinical number outside its limit (spec 2 §5.2) is refused with a 400 naming the
 * field and the limit; the server never moves it into range, and nothing is stored.
 */
let t: TestApp;
let manager: ApiClient;
let caseId: number;
let hospitalId: number;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  manager = await clientFor(t, 'ecmo.manage@scout.example');
  const [hospital] = await providerIds(t);
  const patient = await newPatient(t);
  const callTaker = await userId(t, 'calltaker@scout.example');
  hospitalId = hospital ?? 0;
  caseId = await createCase(manager, newCaseBody(patient.id, hospitalId, callTaker));
});
afterAll(async () => {
  await t?.close();
});

/** The case's current lastModified (every update sends the version it edited). */
async function lastModified(): Promise<string> {
  const res = await manager.get(`/api/ecmo/cases/${caseId}`);
  return res.body.lastModified;
}

type Body = { fieldErrors?: Array<{ field: string; message: string }> };
const fieldErrors = (body: Body) => body.fieldErrors ?? [];

describe('ECMO clinical limits', () => {
  it('refuses HR 301, SBP -10 and Temp 20 in a committed observation, naming each limit', async () => {
    const res = await manager.patch(`/api/ecmo/cases/${caseId}/clinicaldetails/observation`, {
      entry: observation({ hr: 301, sbp: -10, dbp: 80, temperature: 20 }),
      lastModified: await lastModified(),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(fieldErrors(res.body)).toEqual(
      expect.arrayContaining([
        { field: 'entry.hr', message: atMostMessage(300) },
        { field: 'entry.sbp', message: rangeMessage('systolic') },
        { field: 'entry.temperature', message: rangeMessage('temperature') },
      ]),
    );
    expect(fieldErrors(res.body)).toHaveLength(3);
  });

  it('refuses the same values, and pO2 -3 and Hb -1, in the saved draft entries', async () => {
    const res = await manager.patch(`/api/ecmo/cases/${caseId}/clinicaldetails`, {
      diagnosis: { primaryOrganFailureId: 2 },
      observations: { current: { hr: 301, sbp: -10, dbp: 80, temperature: 20 } },
      bloodGas: { current: { bloodGasDateAndTime: hoursAgo(1), bloodGasType: 'Arterial', po2: -3 } },
      investigations: { current: { investigationDateAndTime: hoursAgo(1), hb: -1 } },
      lastModified: await lastModified(),
    });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual(
      expect.arrayContaining([
        { field: 'observations.current.hr', message: atMostMessage(300) },
        { field: 'observations.current.sbp', message: rangeMessage('systolic') },
        { field: 'observations.current.temperature', message: rangeMessage('temperature') },
        { field: 'bloodGas.current.po2', message: atLeastMessage(0) },
        { field: 'investigations.current.hb', message: atLeastMessage(0) },
      ]),
    );
    expect(fieldErrors(res.body)).toHaveLength(5);

    const stored = await manager.get(`/api/ecmo/cases/${caseId}`);
    expect(stored.status).toBe(200);
    expect(stored.body.clinicalDetails?.observations?.committed ?? []).toEqual([]);
    expect(stored.body.clinicalDetails?.observations?.current ?? null).toBeNull();
  });

  it('refuses the implausible values of issue 24 (temperature 45.5, BP 95/140), naming the limit or both pressures', async () => {
    const res = await manager.patch(`/api/ecmo/cases/${caseId}/clinicaldetails/observation`, {
      entry: observation({ sbp: 95, dbp: 140, temperature: 45.5 }),
      lastModified: await lastModified(),
    });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual([
      { field: 'entry.temperature', message: rangeMessage('temperature') },
      { field: 'entry.sbp', message: bloodPressureOrderMessage(95, 140) },
    ]);
  });

  it('refuses a weight of 1,200 kg and a height of 5,000 cm, storing neither', async () => {
    const before = await manager.get(`/api/ecmo/cases/${caseId}`);
    const res = await manager.patch(`/api/ecmo/cases/${caseId}/patienthospitalinformation`, {
      ...patientHospitalBody(hospitalId, { patientWeight: 1200, patientHeight: 5000 }),
      lastModified: before.body.lastModified,
    });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual([
      { field: 'patientWeight', message: 'Weight must be between 0 and 500 kg' },
      { field: 'patientHeight', message: 'Height must be between 0 and 272 cm' },
    ]);
    const after = await manager.get(`/api/ecmo/cases/${caseId}`);
    expect(after.body.patientHospitalInformation).toEqual(before.body.patientHospitalInformation);
  });

  it('stores values at the limits exactly as sent', async () => {
    const res = await manager.patch(`/api/ecmo/cases/${caseId}/clinicaldetails/observation`, {
      entry: observation({ hr: 300, sbp: 300, dbp: 200, temperature: 25 }),
      lastModified: await lastModified(),
    });
    expect(res.status).toBe(200);
    const [entry] = res.body.clinicalDetails.observations.committed;
    expect(entry).toMatchObject({ hr: 300, sbp: 300, dbp: 200, temperature: 25, map: 233.3 });
  });
});
