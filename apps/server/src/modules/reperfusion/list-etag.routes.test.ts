import { ACCESS_LEVEL, PLATFORM_APP } from '@scout/domain/access/roles';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../tools/sign-in.ts';
import {
  auditEvents,
  healthCareProviders,
  patientProfiles,
  userHealthCareProviders,
} from '../../db/schema/index.ts';
import { clientFor } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { expectScopeFollowsHospitals, listPolls } from '../../test/list-polls.ts';
import { listTablesCheck } from '../../test/relations-read.ts';
import {
  REPERFUSION,
  type ReperfusionFixture,
  reperfusionConsult,
  saveCase,
  startRegisterApp,
} from '../../test/support/reperfusion.ts';
import { CONSULTS, type Ids, saveSections, VST_ADMIN } from '../../test/support/vst.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../../test/test-users.ts';
import { reperfusionManagement } from './demo-sections.ts';
import { REPERFUSION_LIST_TABLES } from './list.service.ts';

/**
 * The register's 304 is answered from a version key read before the page is built (modules/cases
 * etag.ts `listAnswer`: the change counts of the tables the search reads, the filters, the scope,
 * issue 27): a held tag gets 304 while nothing the page shows changed, and 200 with the new page
 * after any change it shows (edit, create, the consult no longer a case, delete, patient or
 * hospital renamed, the user's scope).
 */
let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let admin: ApiClient;
let ids: Ids;
let ecrHospitalId: number;
let a: ReperfusionFixture;
const JULY = `${REPERFUSION}/search?fromDate=2025-07-01T00:00:00&toDate=2025-07-31T23:59:59`;

interface Page {
  consults: Array<{
    id: number;
    patientFirstName: string;
    referralHospitalName: string | null;
    primaryImagingFollowUpStatus: string | null;
  }>;
  totalRecordsCount: number;
}
const polls = listPolls<Page>(() => ({ api: reader, path: JULY }));
const { tagOf, expectUnchanged, expectChanged } = polls;
const idsOf = (page: Page) => page.consults.map((c) => c.id);
const july = (day: number) => new Date(`2025-07-${String(day).padStart(2, '0')}T10:00:00+10:00`);

beforeAll(async () => {
  ({ t, manager, reader, ids, ecrHospitalId } = await startRegisterApp());
  admin = await clientFor(t, VST_ADMIN);
  a = await reperfusionConsult(t, manager, ids, 'thrombolysed', { at: july(3) });
});
afterAll(() => t?.close());

describe('GET /api/vst/reperfusion-cases/search: the 304 of an unchanged poll', () => {
  it('answers 304 without building the page (no audit row) while nothing changed', async () => {
    const etag = await tagOf();
    const audits = async () =>
      (await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'vst.reperfusion-case.list')))
        .length;
    const before = await audits();
    await expectUnchanged(etag);
    await expectUnchanged(etag);
    expect(await audits()).toBe(before);
  });

  it('answers 200 once a case is edited, created, stops being a case or is deleted', async () => {
    let etag = await tagOf();
    const edit = { imagingDetails: { primaryImagingFollowUpStatus: 'Imaging yet to be completed' } };
    expect((await saveCase(manager, a.id, edit)).status).toBe(200);
    expect(
      (await expectChanged(etag)).consults.find((c) => c.id === a.id)?.primaryImagingFollowUpStatus,
    ).toBe('Imaging yet to be completed');
    etag = await tagOf();
    const b = await reperfusionConsult(t, manager, ids, 'ecr', { ecrHospitalId, at: july(5) });
    expect(idsOf(await expectChanged(etag))).toContain(b.id);
    etag = await tagOf();
    const none = { reperfusionTherapiesDetails: reperfusionManagement(b.at, 'none', ids.hospitalId) };
    expect((await saveSections(manager, CONSULTS, b.id, none)).status).toBe(200);
    expect(idsOf(await expectChanged(etag))).not.toContain(b.id);
    etag = await tagOf();
    const c = await reperfusionConsult(t, manager, ids, 'thrombolysed', { at: july(7) });
    expect(idsOf(await expectChanged(etag))).toContain(c.id);
    etag = await tagOf();
    expect((await admin.delete(`${CONSULTS}/${c.id}/delete?reasonForDeletion=Duplicate`)).status).toBe(200);
    expect(idsOf(await expectChanged(etag))).not.toContain(c.id);
  });

  it('answers 200 once the patient or the referring hospital is renamed', async () => {
    let etag = await tagOf();
    await t.db
      .update(patientProfiles)
      .set({ firstName: 'Renata' })
      .where(eq(patientProfiles.id, a.patientProfileId));
    expect((await expectChanged(etag)).consults.find((c) => c.id === a.id)?.patientFirstName).toBe('Renata');
    etag = await tagOf();
    const [row] = await t.db
      .select()
      .from(healthCareProviders)
      .where(eq(healthCareProviders.id, ids.hospitalId));
    const rename = (nickName: string) =>
      t.db.update(healthCareProviders).set({ nickName }).where(eq(healthCareProviders.id, ids.hospitalId));
    await rename('Etag Referrer');
    try {
      expect((await expectChanged(etag)).consults.find((c) => c.id === a.id)?.referralHospitalName).toBe(
        'Etag Referrer',
      );
    } finally {
      if (row) await rename(row.nickName);
    }
  });

  it("answers 200 once the user's hospitals change, and keeps each user's tag apart", async () => {
    await expectScopeFollowsHospitals<Page>({
      t,
      polls,
      path: JULY,
      other: reader,
      account: { isVstUser: true, vstAccess: ACCESS_LEVEL.Read },
      app: PLATFORM_APP.VST,
      outside: ecrHospitalId,
      inside: ids.hospitalId,
      shows: (page) => expect(idsOf(page)).toContain(a.id),
      hides: (page) => expect(idsOf(page)).not.toContain(a.id),
    });
  });

  it('never reuses a tag across filters or pages', async () => {
    const etag = await tagOf();
    await expectChanged(etag, reader, `${JULY}&referralHospitalId=${ids.hospitalId}`);
    await expectChanged(etag, reader, `${JULY}&pageSize=1`);
  });

  it('keeps the tag through a change the page does not show, and a refused save', async () => {
    const etag = await tagOf();
    await t.db.execute(sql`DELETE FROM ecmo_cases WHERE false`);
    const refused = await saveCase(manager, a.id, {
      imagingDetails: { primaryImagingFollowUpStatus: 'Nonsense' },
    });
    expect(refused.status).toBe(400);
    await expectUnchanged(etag);
  });

  it('reads only tables whose changes its version counts', async () => {
    const user = await createTestUser(t.db, { isVstUser: true, vstAccess: ACCESS_LEVEL.Read });
    await t.db
      .insert(userHealthCareProviders)
      .values({ userId: user.id, healthCareProviderId: ids.hospitalId, platformAppId: PLATFORM_APP.VST });
    const scoped = apiClient(t.baseUrl, (await signIn(t.baseUrl, user.email, TEST_PASSWORD)).accessToken);
    // The accounts are read once after a change to users (the current-user cache), not by the list.
    for (const api of [scoped, reader]) expect((await api.get(JULY)).status).toBe(200);
    const check = await listTablesCheck(t.db, REPERFUSION_LIST_TABLES, async () => {
      for (const query of [
        '',
        '?keyword=Renata',
        `?keyword=VST${a.id}`,
        '?keyword=UR4471',
        `?referralHospitalId=${ids.hospitalId}&destinationHospitalId=${ecrHospitalId}`,
        '?directorReviewStatus=Awaiting&fromDate=2025-07-01T00:00:00&toDate=2025-07-31T23:59:59',
        '?pageNumber=2&pageSize=1',
      ])
        expect((await reader.get(`${REPERFUSION}/search${query}`)).status, query).toBe(200);
      expect((await scoped.get(JULY)).status).toBe(200);
    });
    expect(check.read).toContain('vst_reperfusion_cases');
    expect(check.uncounted, check.read.join()).toEqual([]);
    expect(check.untracked).toEqual([]);
  });
});
