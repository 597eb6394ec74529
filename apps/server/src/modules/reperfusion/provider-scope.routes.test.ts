import { ACCESS_LEVEL, PLATFORM_APP } from '@scout/domain/access/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../tools/sign-in.ts';
import { userHealthCareProviders } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { userId } from '../../test/support/cases.ts';
import {
  APPLICATION,
  NOTES,
  REPERFUSION,
  type ReperfusionFixture,
  reperfusionConsult,
} from '../../test/support/reperfusion.ts';
import { VST_ADMIN, VST_MANAGE } from '../../test/support/vst.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../../test/test-users.ts';

/**
 * A VST user limited to provider X sees the cases of the consults at X and no other (404 on every
 * call naming a case at Y, as the consult's own calls; the dashboard and the export list X's only).
 */
let t: TestApp;
let atX: ApiClient;
const at = {} as Record<'X' | 'Y', ReperfusionFixture>;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  const manager = await clientFor(t, VST_MANAGE);
  const [x, y] = (await providerIds(t)).slice(3, 5) as [number, number];
  const staff = {
    specialistId: await userId(t, VST_ADMIN),
    callTakerId: await userId(t, 'calltaker@scout.example'),
  };
  const when = new Date('2025-03-03T10:00:00+11:00');
  at.X = await reperfusionConsult(t, manager, { ...staff, hospitalId: x }, 'thrombolysed', { at: when });
  at.Y = await reperfusionConsult(t, manager, { ...staff, hospitalId: y }, 'thrombolysed', { at: when });
  const user = await createTestUser(t.db, {
    isVstUser: true,
    vstAccess: ACCESS_LEVEL.Manage,
    canExportVstData: true,
  });
  await t.db
    .insert(userHealthCareProviders)
    .values({ userId: user.id, healthCareProviderId: x, platformAppId: PLATFORM_APP.VST });
  atX = apiClient(t.baseUrl, (await signIn(t.baseUrl, user.email, TEST_PASSWORD)).accessToken);
});
afterAll(() => t?.close());

describe('reperfusion cases for a user limited to provider X', () => {
  it('reads, saves and annotates the case at X; every call on the case at Y answers 404', async () => {
    for (const [place, status] of [
      ['X', 200],
      ['Y', 404],
    ] as const) {
      const c = at[place];
      const loaded = await atX.get(`${REPERFUSION}/${c.id}`);
      expect(loaded.status, place).toBe(status);
      const stamp = encodeURIComponent(new Date().toISOString());
      expect((await atX.get(`${REPERFUSION}/${c.id}/status?lastModified=${stamp}`)).status, place).toBe(
        status,
      );
      const save = await atX.put(REPERFUSION, {
        id: c.id,
        lastModified: new Date().toISOString(),
        forceUpdate: true,
        sectionsToUpdate: ['imagingDetails'],
        imagingDetails: { primaryImagingFollowUpStatus: 'Fax received' },
      });
      expect(save.status, place).toBe(status);
      expect((await atX.get(`${NOTES}/${c.patientProfileId}/${APPLICATION}/${c.id}`)).status, place).toBe(
        status,
      );
      const note = {
        patientProfileId: c.patientProfileId,
        application: APPLICATION,
        foreignId: c.id,
        content: 'Seen.',
      };
      expect((await atX.post(NOTES, note)).status, place).toBe(status === 200 ? 201 : 404);
      expect((await atX.get(`${REPERFUSION}/${c.id}/attachments`)).status, place).toBe(status);
    }
  });

  it('lists and exports only the case at X', async () => {
    const list = await atX.get(
      `${REPERFUSION}/search?fromDate=2025-03-01T00:00:00&toDate=2025-03-31T23:59:59`,
    );
    expect(list.body.consults.map((c: { id: number }) => c.id)).toEqual([at.X.id]);
    const csv = await atX.get(`${REPERFUSION}/export-data?fromDate=2025-03-01&toDate=2025-03-31`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('x-row-count')).toBe('1');
  });
});
