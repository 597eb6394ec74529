import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentations } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import type { ApiClient } from '../../test/http.ts';
import {
  createCase,
  daysAgo,
  ecmoDetailsBody,
  hoursAgo,
  newCaseBody,
  newPatient,
  observation,
  saveSection,
  userId,
} from '../../test/support/ecmo.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: ApiClient;
let manager: ApiClient;
let reader: ApiClient;
let hospitals: number[];
let callTakerId: number;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = await clientFor(t, 'admin@scout.example');
  manager = await clientFor(t, 'ecmo.manage@scout.example');
  reader = await clientFor(t, 'ecmo.read@scout.example');
  hospitals = await providerIds(t);
  callTakerId = await userId(t, 'calltaker@scout.example');
});
afterAll(async () => {
  await t?.close();
});

const hospital = () => hospitals[0] ?? 0;
async function freshCase(api: ApiClient = manager) {
  const patient = await newPatient(t);
  const id = await createCase(api, newCaseBody(patient.id, hospital(), callTakerId));
  return { id, patient };
}
const fieldsOf = (body: { fieldErrors?: Array<{ field: string; message: string }> }) =>
  body.fieldErrors ?? [];

describe('clinical details, ECMO details and conclusion', () => {
  it('saves clinical details with the diagnosis rules and keeps the presentation in step', async () => {
    const { id } = await freshCase();
    const wrongCategory = await saveSection(manager, id, 'clinicaldetails', {
      diagnosis: { primaryOrganFailureId: 1, diagnosisCategoryId: 202 },
    });
    expect(wrongCategory.status).toBe(400);
    expect(fieldsOf(wrongCategory.body)).toEqual([
      { field: 'diagnosis.diagnosisCategoryId', message: M.categoryNotInFailure },
    ]);
    const noFailure = await saveSection(manager, id, 'clinicaldetails', { diagnosis: {} });
    expect(fieldsOf(noFailure.body)).toEqual([
      { field: 'diagnosis.primaryOrganFailureId', message: M.required },
    ]);

    const ok = await saveSection(manager, id, 'clinicaldetails', {
      diagnosis: { primaryOrganFailureId: 2, diagnosisCategoryId: 202, secondaryDiagnosisIds: [1, 2] },
      observations: { current: { hr: 110, sbp: 100, dbp: 70 } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.clinicalDetails.diagnosis).toMatchObject({
      diagnosisCategoryId: 202,
      secondaryDiagnosisIds: [1, 2],
    });
    expect(ok.body.clinicalDetails.observations).toMatchObject({
      current: { hr: 110, map: 80 },
      committed: [],
    });
    const combined = await saveSection(manager, id, 'clinicaldetails', {
      diagnosis: { primaryOrganFailureId: 3, diagnosisCategoryId: 101 },
    });
    expect(combined.status).toBe(200);
    const [p] = await t.db
      .select()
      .from(presentations)
      .where(and(eq(presentations.discriminator, 'ECMO'), eq(presentations.caseId, id)));
    expect(p?.principalProblem).toBe('ARDS - viral pneumonia');
  });

  it('commits two observations: history grows, the draft clears, derived values come from the server', async () => {
    const { id } = await freshCase();
    await saveSection(manager, id, 'clinicaldetails', {
      diagnosis: { primaryOrganFailureId: 2 },
      observations: { current: { hr: 120 } },
    });
    const missing = await saveSection(manager, id, 'clinicaldetails/observation', {
      entry: observation({ hr: null }),
    });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual([{ field: 'entry.hr', message: M.required }]);
    const tooFast = await saveSection(manager, id, 'clinicaldetails/observation', {
      entry: observation({ hr: 301 }),
    });
    expect(fieldsOf(tooFast.body).map((f) => f.field)).toEqual(['entry.hr']);
    const readOnly = await saveSection(reader, id, 'clinicaldetails/observation', {
      entry: observation(),
    });
    expect(readOnly.status).toBe(403);

    const first = await saveSection(manager, id, 'clinicaldetails/observation', {
      entry: observation({ map: 1, gcs: 1, rems: 99 }),
    });
    expect(first.status).toBe(200);
    const second = await saveSection(manager, id, 'clinicaldetails/observation', {
      entry: observation({ hr: 130, observationDateAndTime: hoursAgo(0.5), lastModified: undefined }),
      lastModified: first.body.lastModified,
    });
    expect(second.status).toBe(200);
    const list = second.body.clinicalDetails.observations;
    expect(list.current).toBeNull();
    expect(list.committed).toHaveLength(2);
    expect(list.committed[0]).toMatchObject({ id: expect.any(Number), hr: 100, map: 93.3, gcs: 15 });
    expect(list.committed[0].rems).toEqual(expect.any(Number));
    expect(list.committed[0].oxygenTherapy.estimatedFio2).toBe(55);
    expect(list.committed[1].hr).toBe(130);

    const stale = await saveSection(manager, id, 'clinicaldetails/bloodgas', {
      entry: { bloodGasDateAndTime: hoursAgo(1), bloodGasType: 'Arterial', ph: 7.31 },
      lastModified: first.body.lastModified,
    });
    expect(stale.status).toBe(409);
    const gas = await saveSection(manager, id, 'clinicaldetails/bloodgas', {
      entry: { bloodGasDateAndTime: hoursAgo(1), bloodGasType: 'Arterial', ph: 7.31 },
    });
    expect(gas.status).toBe(200);
    expect(gas.body.clinicalDetails.bloodGas.committed).toHaveLength(1);
    const noDate = await saveSection(manager, id, 'clinicaldetails/investigation', {
      entry: { investigationDateAndTime: null, bilirubin: 12 },
    });
    expect(fieldsOf(noDate.body).map((f) => f.field)).toContain('entry.investigationDateAndTime');
  });

  it('sets the status from decannulation; the conclusion needs decannulation and closes the case', async () => {
    const { id } = await freshCase();
    const declined = await saveSection(manager, id, 'ecmodetails', { ecmoStatus: 'Declined' });
    expect(fieldsOf(declined.body)).toEqual([{ field: 'notes', message: M.required }]);
    const on = await saveSection(manager, id, 'ecmodetails', ecmoDetailsBody(5));
    expect(on.status).toBe(200);
    expect(on.body.ecmoDetails.ecmoStatus).toBe('OnEcmo');

    const early = await saveSection(manager, id, 'conclusion', {
      ecmoOutcome: 'Successful Wean',
      patientOutcome: 'Discharged',
    });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(M.conclusionNeedsDecannulation);

    const off = await saveSection(manager, id, 'ecmodetails', ecmoDetailsBody(5, 1));
    expect(off.body.ecmoDetails.ecmoStatus).toBe('OffEcmo');
    const noOutcome = await saveSection(manager, id, 'conclusion', {});
    expect(fieldsOf(noOutcome.body)).toEqual(
      expect.arrayContaining([{ field: 'ecmoOutcome', message: M.required }]),
    );
    const closed = await saveSection(manager, id, 'conclusion', { ecmoOutcome: 'Never weaned' });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ archived: true, closedOn: expect.any(String) });
    expect(closed.body.ecmoConclusion.patientOutcome).toBe('Died');

    const [p] = await t.db
      .select()
      .from(presentations)
      .where(and(eq(presentations.discriminator, 'ECMO'), eq(presentations.caseId, id)));
    expect(p).toMatchObject({ isActive: false, status: 'Closed' });
    const readOnly = await saveSection(manager, id, 'ecmodetails', ecmoDetailsBody(5, 1));
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.message).toBe(M.caseReadOnly);
  });

  it('lets the patient have a new case once the previous one is closed; the journey lists both', async () => {
    const { id, patient } = await freshCase();
    await saveSection(manager, id, 'ecmodetails', ecmoDetailsBody(9, 2));
    await saveSection(manager, id, 'conclusion', {
      ecmoOutcome: 'Successful Wean',
      patientOutcome: 'Discharged',
    });
    const second = await createCase(manager, {
      ...newCaseBody(patient.id, hospital(), callTakerId),
      callDateTime: daysAgo(0.1),
    });
    const journey = await admin.get(`/api/ccmp/patientprofiles/${patient.id}/presentations`);
    expect(journey.status).toBe(200);
    const ids = (journey.body as Array<{ id: number; discriminator: string }>)
      .filter((p) => p.discriminator === 'ECMO')
      .map((p) => p.id);
    expect(ids.sort()).toEqual([id, second].sort());
  });
});
