/**
 * Never-lost drafts (issue 15 item 2): a section's unsaved values kept on the server per user,
 * record and section, read only by their author, audited, and purged on discard and after 7 days.
 */
import { ACCESS_LEVEL, PLATFORM_APP } from '@scout/domain/access/roles';
import { DRAFT_MAX_BODY_BYTES, DRAFT_MESSAGES, DRAFT_TTL_MS } from '@scout/domain/cases/section-draft';
import { API_MESSAGES } from '@scout/domain/shell/messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../tools/sign-in.ts';
import { auditEvents, ecmoCases, sectionDrafts, userHealthCareProviders } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { createCase, newCaseBody, newPatient, userId } from '../../test/support/ecmo.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../../test/test-users.ts';
import { ecmoCaseService } from '../ecmo/module.ts';
import { purgeExpiredDrafts } from './service.ts';

let t: TestApp;
let manager: ApiClient;
let managerId: number;
let hospitals: number[];
let callTakerId: number;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  manager = await clientFor(t, 'ecmo.manage@scout.example');
  managerId = await userId(t, 'ecmo.manage@scout.example');
  hospitals = await providerIds(t);
  callTakerId = await userId(t, 'calltaker@scout.example');
});
afterAll(async () => {
  await t?.close();
});

async function newEcmoCase(hospital = hospitals[0] ?? 0) {
  const patient = await newPatient(t);
  return createCase(manager, newCaseBody(patient.id, hospital, callTakerId));
}

/** An ECMO writer limited to some providers. */
async function ecmoWriterAt(providers: number[]) {
  const user = await createTestUser(t.db, { isEcmoUser: true, ecmoAccess: ACCESS_LEVEL.Manage });
  await t.db.insert(userHealthCareProviders).values(
    providers.map((healthCareProviderId) => ({
      userId: user.id,
      healthCareProviderId,
      platformAppId: PLATFORM_APP.ECMO,
    })),
  );
  return apiClient(t.baseUrl, (await signIn(t.baseUrl, user.email, TEST_PASSWORD)).accessToken);
}

const referrer = { referrerLastName: 'Nguyen', referrerContactNumber: '03 9000 0000' };

describe('drafts of one section', () => {
  it('are saved, read back by their author with when, replaced, and discarded', async () => {
    const id = await newEcmoCase();
    expect((await manager.get(`/api/drafts/ecmo/${id}`)).body).toEqual([]);

    const before = Date.now();
    const put = await manager.put(`/api/drafts/ecmo/${id}/referrer`, { values: referrer });
    expect(put.status).toBe(204);
    const read = await manager.get(`/api/drafts/ecmo/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual([{ section: 'referrer', values: referrer, savedAt: expect.any(String) }]);
    expect(Date.parse(read.body[0].savedAt)).toBeGreaterThanOrEqual(before - 1000);

    // A later save replaces the section's draft; another section keeps its own.
    await manager.put(`/api/drafts/ecmo/${id}/referrer`, { values: { ...referrer, referrerLastName: 'Ng' } });
    await manager.put(`/api/drafts/ecmo/${id}/clinicaldetails`, { values: { diagnosis: ['ARDS'] } });
    const both = (await manager.get(`/api/drafts/ecmo/${id}`)).body;
    expect(both.map((d: { section: string }) => d.section).sort()).toEqual(['clinicaldetails', 'referrer']);
    expect(both.find((d: { section: string }) => d.section === 'referrer').values.referrerLastName).toBe(
      'Ng',
    );

    // Discard one section, then the rest of the record.
    expect((await manager.delete(`/api/drafts/ecmo/${id}/referrer`)).status).toBe(204);
    expect(
      (await manager.get(`/api/drafts/ecmo/${id}`)).body.map((d: { section: string }) => d.section),
    ).toEqual(['clinicaldetails']);
    expect((await manager.delete(`/api/drafts/ecmo/${id}`)).status).toBe(204);
    expect((await manager.get(`/api/drafts/ecmo/${id}`)).body).toEqual([]);
    // Discarding what is not there is no error.
    expect((await manager.delete(`/api/drafts/ecmo/${id}/referrer`)).status).toBe(204);
  });

  it('are audited: each save, the read and the discard, naming the record, section and fields (not the values)', async () => {
    const id = await newEcmoCase();
    await manager.put(`/api/drafts/ecmo/${id}/referrer`, { values: referrer });
    await manager.put(`/api/drafts/ecmo/${id}/referrer`, { values: referrer });
    await manager.get(`/api/drafts/ecmo/${id}`);
    await manager.delete(`/api/drafts/ecmo/${id}/referrer`);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityType, 'section_draft'), sql`${auditEvents.entityId} like ${`ecmo/${id}%`}`),
      )
      .orderBy(auditEvents.id);
    expect(events.map((e) => [e.action, e.entityId, e.userId])).toEqual([
      ['draft.section.create', `ecmo/${id}/referrer`, managerId],
      ['draft.section.update', `ecmo/${id}/referrer`, managerId],
      ['draft.section.read', `ecmo/${id}`, managerId],
      ['draft.section.delete', `ecmo/${id}/referrer`, managerId],
    ]);
    expect(events[0]?.after).toEqual({
      module: 'ecmo',
      recordId: id,
      section: 'referrer',
      fields: ['referrerLastName', 'referrerContactNumber'],
    });
    expect(JSON.stringify(events)).not.toContain('Nguyen');
  });

  it('are read only by their author: another writer of the same record sees none of them and cannot discard them', async () => {
    const id = await newEcmoCase();
    await manager.put(`/api/drafts/ecmo/${id}/referrer`, { values: referrer });
    const admin = await clientFor(t, 'ecmo.admin@scout.example');
    expect((await admin.get(`/api/drafts/ecmo/${id}`)).body).toEqual([]);
    await admin.put(`/api/drafts/ecmo/${id}/referrer`, { values: { referrerLastName: 'Admin' } });
    expect((await admin.delete(`/api/drafts/ecmo/${id}`)).status).toBe(204);
    expect((await manager.get(`/api/drafts/ecmo/${id}`)).body).toEqual([
      { section: 'referrer', values: referrer, savedAt: expect.any(String) },
    ]);
  });
});

describe('who may keep a draft', () => {
  it('refuses a user who may only read the module (403), on every route', async () => {
    const id = await newEcmoCase();
    const reader = await clientFor(t, 'ecmo.read@scout.example');
    const answers = [
      await reader.get(`/api/drafts/ecmo/${id}`),
      await reader.put(`/api/drafts/ecmo/${id}/referrer`, { values: referrer }),
      await reader.delete(`/api/drafts/ecmo/${id}/referrer`),
      await reader.delete(`/api/drafts/ecmo/${id}`),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403]);
    expect(answers[1]?.body.message).toBe(API_MESSAGES.forbidden);
  });

  it('refuses a writer of another module (403): a Telehealth manager on an ECMO record', async () => {
    const id = await newEcmoCase();
    const telehealth = await clientFor(t, 'telehealth.manage@scout.example');
    const res = await telehealth.put(`/api/drafts/ecmo/${id}/referrer`, { values: referrer });
    expect(res.status).toBe(403);
  });

  it("answers 404 for a record outside the user's providers, as for one that does not exist", async () => {
    const [first, second] = hospitals;
    const id = await newEcmoCase(first);
    const elsewhere = await ecmoWriterAt([second ?? 0]);
    const put = await elsewhere.put(`/api/drafts/ecmo/${id}/referrer`, { values: referrer });
    expect(put.status).toBe(404);
    expect(put.body.message).toBe(ecmoCaseService.module.messages.caseNotFound);
    expect((await elsewhere.get(`/api/drafts/ecmo/${id}`)).status).toBe(404);
    expect((await manager.get('/api/drafts/ecmo/2147483647')).status).toBe(404);
    // The same user at the case's provider may keep one.
    const here = await ecmoWriterAt([first ?? 0]);
    expect((await here.put(`/api/drafts/ecmo/${id}/referrer`, { values: referrer })).status).toBe(204);
  });

  it('takes no new draft of a closed (archived) case: 403 with the read-only message', async () => {
    const id = await newEcmoCase();
    await t.db.update(ecmoCases).set({ closedOn: new Date() }).where(eq(ecmoCases.id, id));
    const res = await manager.put(`/api/drafts/ecmo/${id}/referrer`, { values: referrer });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ecmoCaseService.module.messages.caseReadOnly);
  });
});

describe('input', () => {
  it('answers 404 naming an unknown module', async () => {
    const res = await manager.put('/api/drafts/nosuch/1/referrer', { values: referrer });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(DRAFT_MESSAGES.unknownModule('nosuch'));
    expect(res.body.fieldErrors).toEqual([
      { field: 'module', message: DRAFT_MESSAGES.unknownModule('nosuch') },
    ]);
  });

  it('answers 400 naming the field for a bad module, record id, section or body', async () => {
    const id = await newEcmoCase();
    const cases: Array<[Promise<{ status: number; body: { fieldErrors?: { field: string }[] } }>, string]> = [
      [manager.put(`/api/drafts/ECMO!/${id}/referrer`, { values: referrer }), 'module'],
      [manager.put(`/api/drafts/ecmo/abc/referrer`, { values: referrer }), 'recordId'],
      [manager.put(`/api/drafts/ecmo/0/referrer`, { values: referrer }), 'recordId'],
      [manager.put(`/api/drafts/ecmo/${id}/${'s'.repeat(65)}`, { values: referrer }), 'section'],
      [manager.put(`/api/drafts/ecmo/${id}/bad%20section`, { values: referrer }), 'section'],
      [manager.put(`/api/drafts/ecmo/${id}/referrer`, { values: [1, 2] }), 'values'],
      [manager.put(`/api/drafts/ecmo/${id}/referrer`, { values: 'text' }), 'values'],
      [manager.put(`/api/drafts/ecmo/${id}/referrer`, {}), 'values'],
      [manager.put(`/api/drafts/ecmo/${id}/referrer`, { values: { name: 'a\u0000b' } }), 'values.name'],
      [manager.get('/api/drafts/ecmo/99999999999'), 'recordId'],
    ];
    for (const [answer, field] of cases) {
      const res = await answer;
      expect(res.status, field).toBe(400);
      expect(
        res.body.fieldErrors?.map((e) => e.field),
        field,
      ).toContain(field);
    }
  });

  it('refuses a body over 256 KB with 413 and keeps nothing', async () => {
    const id = await newEcmoCase();
    const big = { values: { notes: 'x'.repeat(DRAFT_MAX_BODY_BYTES) } };
    const res = await manager.put(`/api/drafts/ecmo/${id}/referrer`, big);
    expect(res.status).toBe(413);
    expect((await manager.get(`/api/drafts/ecmo/${id}`)).body).toEqual([]);
    // Just under the bound is taken.
    const near = { values: { notes: 'x'.repeat(DRAFT_MAX_BODY_BYTES - 100) } };
    expect((await manager.put(`/api/drafts/ecmo/${id}/referrer`, near)).status).toBe(204);
  });
});

describe('after 7 days', () => {
  it('a draft is no longer offered, and the sweep deletes it (audited as the system)', async () => {
    const id = await newEcmoCase();
    await manager.put(`/api/drafts/ecmo/${id}/referrer`, { values: referrer });
    await manager.put(`/api/drafts/ecmo/${id}/patient`, { values: { patientWeight: 80 } });
    const eightDaysAgo = new Date(Date.now() - DRAFT_TTL_MS - 24 * 3_600_000);
    await t.db
      .update(sectionDrafts)
      .set({ savedAt: eightDaysAgo })
      .where(and(eq(sectionDrafts.recordId, id), eq(sectionDrafts.section, 'referrer')));

    const offered = (await manager.get(`/api/drafts/ecmo/${id}`)).body;
    expect(offered.map((d: { section: string }) => d.section)).toEqual(['patient']);

    expect(await purgeExpiredDrafts(t.db)).toBeGreaterThanOrEqual(1);
    const left = await t.db.select().from(sectionDrafts).where(eq(sectionDrafts.recordId, id));
    expect(left.map((d) => d.section)).toEqual(['patient']);
    const [purge] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'draft.section.purge'))
      .orderBy(sql`${auditEvents.id} desc`)
      .limit(1);
    expect(purge?.userEmail).toBe('system');
  });
});

describe('the sweep', () => {
  it('runs when the server is ready: a draft older than 7 days is gone, a recent one stays', async () => {
    const old = new Date(Date.now() - DRAFT_TTL_MS - 60_000);
    const another = await startTestApp({
      seed: async (db) => {
        const user = await createTestUser(db);
        await db.insert(sectionDrafts).values([
          { userId: user.id, module: 'ecmo', recordId: 1, section: 'referrer', values: {}, savedAt: old },
          {
            userId: user.id,
            module: 'ecmo',
            recordId: 1,
            section: 'patient',
            values: {},
            savedAt: new Date(),
          },
        ]);
      },
    });
    try {
      const left = await another.db.select().from(sectionDrafts);
      expect(left.map((d) => d.section)).toEqual(['patient']);
    } finally {
      await another.close();
    }
  });
});
