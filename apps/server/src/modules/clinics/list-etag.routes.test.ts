import { ACCESS_LEVEL, PLATFORM_APP } from '@scout/domain/access/roles';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../tools/sign-in.ts';
import {
  auditEvents,
  healthCareProviders,
  patientProfiles,
  userHealthCareProviders,
  users,
} from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { expectScopeFollowsHospitals, listPolls } from '../../test/list-polls.ts';
import { listTablesCheck } from '../../test/relations-read.ts';
import { newPatient, userId } from '../../test/support/cases.ts';
import {
  type ClinicIds,
  callAt,
  clinicSections,
  completeClinic,
  createClinic,
  newClinicBody,
  OUTPATIENT,
  saveClinic,
} from '../../test/support/clinics.ts';
import { VST_ADMIN, VST_MANAGE } from '../../test/support/vst.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../../test/test-users.ts';
import { CLINICS_LIST_TABLES } from './list.service.ts';

/**
 * The clinic list's 304 is answered from a version key read before the page is built
 * (modules/cases/etag.ts `listAnswer`: the change counts of the tables the search reads, the
 * filters, the scope, issue 27): a held tag gets 304 while nothing the page shows changed, and 200
 * with the new page after any change it shows (edit, create, close, delete, patient, hospital or
 * specialist renamed, the user's scope).
 */
let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let vstAdmin: ApiClient;
let ids: ClinicIds;
let hospitals: number[];
const NAME = `Clinetag${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
const SEARCH = `${OUTPATIENT}/search?keyword=${NAME}`;

interface Row {
  id: number;
  patientFirstName: string;
  patientUrn: string | null;
  hospital: string | null;
  specialist: string | null;
  status: string;
}
interface Page {
  outpatientCases: Row[];
  totalRecordsCount: number;
}

const polls = listPolls<Page>(() => ({ api: reader, path: SEARCH }));
const { tagOf, expectUnchanged, expectChanged } = polls;
const idsOf = (page: Page) => page.outpatientCases.map((c) => c.id);
const rowOf = (page: Page, id: number) => page.outpatientCases.find((c) => c.id === id);

let patientId: number;
let clinic: number;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  // VST Read users have no Clinics access: the polling reader is a VST Admin.
  [manager, vstAdmin] = await Promise.all([clientFor(t, VST_MANAGE), clientFor(t, VST_ADMIN)]);
  reader = vstAdmin;
  hospitals = await providerIds(t);
  ids = { hospitalId: hospitals[2] as number, specialistId: await userId(t, VST_ADMIN) };
  patientId = (await newPatient(t, { lastName: NAME, firstName: 'Clara' })).id;
  clinic = await createClinic(manager, newClinicBody(patientId, ids));
});
afterAll(() => t?.close());

describe('GET /api/vst/outpatient/search: the 304 of an unchanged poll', () => {
  it('answers 304 without building the page (no audit row) while nothing changed', async () => {
    const etag = await tagOf();
    const audits = async () =>
      (await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'clinics.clinic.list'))).length;
    const before = await audits();
    await expectUnchanged(etag);
    await expectUnchanged(etag);
    expect(await audits()).toBe(before);
  });

  it('answers 200 once a clinic is edited, created, closed or deleted', async () => {
    let etag = await tagOf();
    const patient = {
      patientInformation: clinicSections(callAt(), ids.hospitalId, { patientHospitalUrn: 'UR9911' })
        .patientInformation,
    };
    expect((await saveClinic(manager, clinic, patient)).status).toBe(200);
    expect(rowOf(await expectChanged(etag), clinic)?.patientUrn).toBe('UR9911');
    etag = await tagOf();
    const complete = await completeClinic(manager, patientId, ids);
    expect(idsOf(await expectChanged(etag))).toContain(complete);
    etag = await tagOf();
    expect((await manager.patch(`${OUTPATIENT}/${complete}/deactivate`)).status).toBe(200);
    expect(rowOf(await expectChanged(etag), complete)?.status).toBe('CLOSED');
    etag = await tagOf();
    const other = await createClinic(
      manager,
      newClinicBody(patientId, ids, new Date(callAt().getTime() - 60_000)),
    );
    expect(idsOf(await expectChanged(etag))).toContain(other);
    etag = await tagOf();
    const reason = 'reasonForDeletion=Entered%20twice';
    expect((await vstAdmin.delete(`${OUTPATIENT}/${other}/delete?id=${other}&${reason}`)).status).toBe(200);
    expect(idsOf(await expectChanged(etag))).not.toContain(other);
  });

  it('answers 200 once the patient, the hospital or the specialist is renamed', async () => {
    let etag = await tagOf();
    await t.db.update(patientProfiles).set({ firstName: 'Clio' }).where(eq(patientProfiles.id, patientId));
    expect(rowOf(await expectChanged(etag), clinic)?.patientFirstName).toBe('Clio');
    etag = await tagOf();
    const [hospital] = await t.db
      .select()
      .from(healthCareProviders)
      .where(eq(healthCareProviders.id, ids.hospitalId));
    const rename = (nickName: string) =>
      t.db.update(healthCareProviders).set({ nickName }).where(eq(healthCareProviders.id, ids.hospitalId));
    await rename('Etag Clinic Hospital');
    try {
      expect(rowOf(await expectChanged(etag), clinic)?.hospital).toBe('Etag Clinic Hospital');
    } finally {
      if (hospital) await rename(hospital.nickName);
    }
    etag = await tagOf();
    const [specialist] = await t.db.select().from(users).where(eq(users.id, ids.specialistId));
    const renameSpecialist = (displayName: string) =>
      t.db.update(users).set({ displayName }).where(eq(users.id, ids.specialistId));
    await renameSpecialist('Etagspecialist');
    try {
      expect(rowOf(await expectChanged(etag), clinic)?.specialist).toBe('Etagspecialist');
    } finally {
      if (specialist) await renameSpecialist(specialist.displayName);
    }
  });

  it("answers 200 once the user's hospitals change, and keeps each user's tag apart", async () => {
    await expectScopeFollowsHospitals<Page>({
      t,
      polls,
      path: SEARCH,
      other: reader,
      account: { isVstUser: true, vstAccess: ACCESS_LEVEL.Manage },
      app: PLATFORM_APP.VST,
      outside: hospitals[3] as number,
      inside: ids.hospitalId,
      shows: (page) => expect(idsOf(page)).toContain(clinic),
      hides: (page) => expect(page.outpatientCases).toEqual([]),
    });
  });

  it('keeps the tag through a change the page does not show, and a refused save', async () => {
    const etag = await tagOf();
    await t.db.execute(sql`DELETE FROM ecmo_cases WHERE false`);
    const refused = await saveClinic(manager, clinic, { patientInformation: { patientHospitalId: -1 } });
    expect(refused.status).toBe(400);
    await expectUnchanged(etag);
  });

  it('never reuses a tag across filters or pages', async () => {
    const etag = await tagOf();
    await expectChanged(etag, reader, `${SEARCH}&hospitalId=${ids.hospitalId}`);
    await expectChanged(etag, reader, `${SEARCH}&pageSize=1`);
  });

  it('reads only tables whose changes its version counts', async () => {
    const user = await createTestUser(t.db, { isVstUser: true, vstAccess: ACCESS_LEVEL.Manage });
    await t.db
      .insert(userHealthCareProviders)
      .values({ userId: user.id, healthCareProviderId: ids.hospitalId, platformAppId: PLATFORM_APP.VST });
    const scoped = apiClient(t.baseUrl, (await signIn(t.baseUrl, user.email, TEST_PASSWORD)).accessToken);
    // The accounts are read once after a change to users (the current-user cache), not by the list.
    for (const api of [scoped, reader]) expect((await api.get(SEARCH)).status).toBe(200);
    const check = await listTablesCheck(t.db, CLINICS_LIST_TABLES, async () => {
      for (const query of [
        '',
        `?keyword=${NAME}`,
        `?keyword=CLINIC${clinic}`,
        '?keyword=UR9911',
        `?hospitalId=${ids.hospitalId}`,
        `?neurologistId=${ids.specialistId}`,
        '?fromDate=2026-01-01T00:00:00&toDate=2026-12-31T00:00:00',
        '?pageNumber=99',
      ])
        expect((await reader.get(`${OUTPATIENT}/search${query}`)).status, query).toBe(200);
      expect((await scoped.get(SEARCH)).status).toBe(200);
    });
    expect(check.read).toContain('vst_clinics');
    expect(check.uncounted, check.read.join()).toEqual([]);
    expect(check.untracked).toEqual([]);
  });
});
