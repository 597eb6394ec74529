import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { newPatient, userId } from '../../test/support/cases.ts';
import {
  type ClinicIds,
  callAt,
  clinicSections,
  createClinic,
  fieldNames,
  newClinicBody,
  OUTPATIENT,
  saveClinic,
} from '../../test/support/clinics.ts';
import { VST_ADMIN, VST_MANAGE, VST_READ } from '../../test/support/vst.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let ids: ClinicIds;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [manager, reader] = await Promise.all([clientFor(t, VST_MANAGE), clientFor(t, VST_READ)]);
  ids = { hospitalId: (await providerIds(t))[1] as number, specialistId: await userId(t, VST_ADMIN) };
});
afterAll(() => t?.close());

async function freshClinic(at: Date = callAt()) {
  const patient = await newPatient(t);
  const id = await createClinic(manager, newClinicBody(patient.id, ids, at));
  return { id, patient, at };
}

describe('GET /api/vst/outpatient/search', () => {
  it('lists clinics newest first, pages them and finds by study ID, name and URN', async () => {
    const older = await freshClinic(new Date(Date.now() - 3 * 3_600_000));
    const newer = await freshClinic(new Date(Date.now() - 2 * 3_600_000));
    await saveClinic(manager, newer.id, {
      patientInformation: {
        ...clinicSections(newer.at, ids.hospitalId).patientInformation,
        patientHospitalUrn: 'QX123',
      },
    });
    const first = await manager.get(`${OUTPATIENT}/search?pageSize=100`);
    expect(first.status).toBe(200);
    const listed = first.body.outpatientCases as Array<{ id: number; callDateTime: string }>;
    expect(first.body.totalRecordsCount).toBeGreaterThanOrEqual(listed.length);
    const times = listed.map((r) => r.callDateTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(listed.findIndex((r) => r.id === newer.id)).toBeLessThan(
      listed.findIndex((r) => r.id === older.id),
    );
    expect(listed.find((r) => r.id === newer.id)).toMatchObject({
      studyId: `VSTOP${newer.id}`,
      patientLastName: newer.patient.lastName,
      patientUrn: 'QX123',
      hospitalId: ids.hospitalId,
      hospital: expect.any(String),
      specialistId: ids.specialistId,
      status: 'OPEN',
      closedOn: null,
    });

    const page2 = await manager.get(`${OUTPATIENT}/search?pageSize=1&pageNumber=2`);
    expect(page2.body.outpatientCases).toHaveLength(1);
    expect(page2.body.outpatientCases[0].id).toBe(listed[1]?.id);
    expect(page2.body.totalRecordsCount).toBe(first.body.totalRecordsCount);

    const find = async (keyword: string) =>
      (
        (await manager.get(`${OUTPATIENT}/search?keyword=${encodeURIComponent(keyword)}`)).body
          .outpatientCases as Array<{ id: number }>
      ).map((r) => r.id);
    expect(await find(`VSTOP${older.id}`)).toEqual([older.id]);
    expect(await find(older.patient.lastName.toLowerCase())).toEqual([older.id]);
    expect(await find('qx12')).toEqual([newer.id]);
    expect(await find('100%_')).toEqual([]);

    // The other filters: hospital (referring or patient's), neurologist, call time range (local).
    const filtered = async (query: string) =>
      (
        (await manager.get(`${OUTPATIENT}/search?pageSize=100&${query}`)).body.outpatientCases as Array<{
          id: number;
        }>
      ).map((r) => r.id);
    const otherHospital = (await providerIds(t))[4] as number;
    expect(await filtered(`hospitalId=${ids.hospitalId}`)).toEqual(
      expect.arrayContaining([older.id, newer.id]),
    );
    expect(await filtered(`hospitalId=${otherHospital}`)).not.toContain(newer.id);
    expect(await filtered(`neurologistId=${ids.specialistId}`)).toContain(newer.id);
    expect(await filtered(`neurologistId=${await userId(t, VST_MANAGE)}`)).toEqual([]);
    expect(await filtered('toDate=2020-01-01T00:00:00')).toEqual([]);
    expect(await filtered('fromDate=2020-01-01T00:00:00')).toContain(newer.id);

    const bad = await manager.get(
      `${OUTPATIENT}/search?fromDate=2026-02-01T00:00:00&toDate=2026-01-01T00:00:00`,
    );
    expect(bad.status).toBe(400);
    expect(fieldNames(bad.body)).toContain('toDate');
    const lists = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'clinics.clinic.list'))
      .orderBy(auditEvents.id);
    expect(lists.length).toBeGreaterThan(0);
    expect((await apiClient(t.baseUrl).get(`${OUTPATIENT}/search`)).status).toBe(401);
    // VST Read users have no Clinics access (§6).
    expect((await reader.get(`${OUTPATIENT}/search`)).status).toBe(403);
  });

  it('lists the demo clinics, open and closed', async () => {
    const res = await manager.get(`${OUTPATIENT}/search?pageSize=100`);
    const statuses = (res.body.outpatientCases as Array<{ status: string }>).map((r) => r.status);
    expect(statuses).toContain('OPEN');
    expect(statuses).toContain('CLOSED');
  });
});
