import { atLeastMessage, atMostMessage } from '@scout/domain/cases/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import type { ApiClient } from '../../test/http.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createCase, hoursAgo, newCaseBody, newPatient, observation, userId } from './test-support.ts';

/**
 * Issue 10.1: a clinical number outside its limit (spec 2 §5.2) is refused with a 400 naming the
 * field and the limit; the server never moves it into range, and nothing is stored.
 */
let t: TestApp;
let manager: ApiClient;
let caseId: number;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  manager = await clientFor(t, 'ecmo.manage@scout.example');
  const [hospital] = await providerIds(t);
  const patient = await newPatient(t);
  const callTaker = await userId(t, 'calltaker@scout.example');
  caseId = await createCase(manager, newCaseBody(patient.id, hospital ?? 0, callTaker));
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
        { field: 'entry.sbp', message: atLeastMessage(0) },
        { field: 'entry.temperature', message: atLeastMessage(25) },
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
        { field: 'observations.current.sbp', message: atLeastMessage(0) },
        { field: 'observations.current.temperature', message: atLeastMessage(25) },
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

  it('stores values at the limits exactly as sent', async () => {
    const res = await manager.patch(`/api/ecmo/cases/${caseId}/clinicaldetails/observation`, {
      entry: observation({ hr: 300, sbp: 0, dbp: 80, temperature: 25 }),
      lastModified: await lastModified(),
    });
    expect(res.status).toBe(200);
    const [entry] = res.body.clinicalDetails.observations.committed;
    expect(entry).toMatchObject({ hr: 300, sbp: 0, dbp: 80, temperature: 25, map: 53.3 });
  });
});
