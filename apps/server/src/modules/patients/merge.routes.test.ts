import { urnMergeKey } from '@scout/domain/patients/merge.schema';
import { PATIENT_MESSAGES as M } from '@scout/domain/patients/messages';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  outboundMessages,
  patientPreviousAddresses,
  patientProfiles,
  patientUrns,
  presentations,
} from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import type { ApiClient, Json } from '../../test/http.ts';
import { profileBody } from '../../test/support/patients.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: ApiClient;
let manager: ApiClient;
let hospitals: number[];
const BASE = '/api/ccmp/patientprofiles';
const h = (i: number) => hospitals[i] as number;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = await clientFor(t, 'admin@scout.example');
  manager = await clientFor(t, 'vst.manage@scout.example');
  hospitals = await providerIds(t);
});
afterAll(async () => {
  await t?.close();
});

let caseIds = 7000;
/**
 * A profile with two URNs (one at the shared provider h(0)), one previous address (its first
 * address, replaced through update-address) and one presentation.
 */
async function patientWithHistory(
  name: string,
  urnAt0: string,
  otherProvider: number,
  discriminator: string,
) {
  const created = await admin.post(
    BASE,
    profileBody(h(0), {
      lastName: name,
      firstName: `${name}first`,
      dateOfBirth: name === 'Mergetarget' ? '1970-01-02' : null,
      age: name === 'Mergetarget' ? null : 55,
      addressStreetNumber: name === 'Mergetarget' ? '1' : '2',
      patientHealthCareProviders: [
        { healthCareProviderId: h(0), urn: urnAt0 },
        { healthCareProviderId: h(otherProvider), urn: `${urnAt0}-B` },
      ],
    }),
  );
  expect(created.status).toBe(201);
  const moved = await admin.post(`${BASE}/${created.body.id}/update-address`, {
    addressStreetNumber: name === 'Mergetarget' ? '10' : '20',
    addressStreetName: `${name} Road`,
    addressSuburb: 'Kew',
    addressState: 'VIC',
    addressPostcode: '3101',
    addressCountryCode: 1101,
  });
  expect(moved.status).toBe(200);
  await t.db.insert(presentations).values({
    discriminator,
    caseId: ++caseIds,
    patientProfileId: created.body.id,
    presentationDateTime: new Date(),
    healthCareProviderId: h(0),
    isActive: true,
    status: 'Open',
  });
  return moved.body as Json;
}

/** Everything a merge touches, read straight from the tables. */
async function stateOf(...ids: number[]) {
  const sorted = <T extends { id: number }>(rows: T[]) => rows.sort((a, b) => a.id - b.id);
  return {
    profiles: sorted(await t.db.select().from(patientProfiles).where(inArray(patientProfiles.id, ids))),
    urns: sorted(await t.db.select().from(patientUrns).where(inArray(patientUrns.patientProfileId, ids))),
    addresses: sorted(
      await t.db
        .select()
        .from(patientPreviousAddresses)
        .where(inArray(patientPreviousAddresses.patientProfileId, ids)),
    ),
    presentations: sorted(
      await t.db.select().from(presentations).where(inArray(presentations.patientProfileId, ids)),
    ),
  };
}

describe('merge items', () => {
  it('shows every field side by side, URNs per provider, previous addresses and presentations by module', async () => {
    const target = await patientWithHistory('Mergetarget', 'MT-100', 1, 'ECMO');
    const source = await patientWithHistory('Mergesource', 'MS-200', 2, 'VTIS');
    const res = await admin.get(
      `${BASE}/profilemergeitems?targetProfileId=${target.id}&sourceProfileId=${source.id}`,
    );
    expect(res.status).toBe(200);
    const info = Object.fromEntries(
      res.body.patientInfo.map((r: Json) => [r.fieldName, [r.targetRecordValue, r.sourceRecordValue]]),
    );
    expect(info.lastName).toEqual(['Mergetarget', 'Mergesource']);
    expect(info.dateOfBirth).toEqual(['02/01/1970', null]);
    expect(info.age[1]).toBe('55');
    expect(info.countryCode).toEqual(['Australia', 'Australia']);
    expect(info.address).toEqual([
      '10 Mergetarget Road, Kew VIC 3101, Australia',
      '20 Mergesource Road, Kew VIC 3101, Australia',
    ]);
    expect(res.body.patientUrn).toEqual([
      {
        fieldName: urnMergeKey(h(0)),
        fieldLabel: 'The Alfred',
        targetRecordValue: 'MT-100',
        sourceRecordValue: 'MS-200',
      },
      {
        fieldName: urnMergeKey(h(1)),
        fieldLabel: 'Royal Melbourne Hospital',
        targetRecordValue: 'MT-100-B',
        sourceRecordValue: null,
      },
      {
        fieldName: urnMergeKey(h(2)),
        fieldLabel: 'Monash Medical Centre',
        targetRecordValue: null,
        sourceRecordValue: 'MS-200-B',
      },
    ]);
    expect(res.body.previousAddresses.map((r: Json) => [r.targetRecordValue, r.sourceRecordValue])).toEqual([
      ['1 High Street, Preston VIC 3072, Australia', null],
      [null, '2 High Street, Preston VIC 3072, Australia'],
    ]);
    expect(res.body.ecmoCases).toHaveLength(1);
    expect(res.body.ecmoCases[0].targetRecordValue).toContain('The Alfred');
    expect(res.body.vtisConsults[0].sourceRecordValue).toContain('Open');
    expect(res.body.vstConsults).toEqual([]);
  });

  it('is for system administrators only (403), refuses the same profile (400) and unknown ids (404)', async () => {
    const a = await patientWithHistory('Mergeonly', 'MO-1', 1, 'VST');
    const q = `targetProfileId=${a.id}&sourceProfileId=${a.id}`;
    expect((await manager.get(`${BASE}/profilemergeitems?${q}`)).status).toBe(403);
    expect(
      (await manager.put(`${BASE}/mergeprofiles`, { targetProfileId: a.id, sourceProfileId: 1 })).status,
    ).toBe(403);
    const same = await admin.put(`${BASE}/mergeprofiles`, { targetProfileId: a.id, sourceProfileId: a.id });
    expect(same.status).toBe(400);
    expect(same.body.fieldErrors).toEqual([{ field: 'sourceProfileId', message: M.sameProfile }]);
    expect((await admin.get(`${BASE}/profilemergeitems?${q}`)).status).toBe(400);
    const unknown = await admin.put(`${BASE}/mergeprofiles`, {
      targetProfileId: a.id,
      sourceProfileId: 987654,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(M.invalidId);
    const badKey = await admin.put(`${BASE}/mergeprofiles`, {
      targetProfileId: a.id,
      sourceProfileId: 1,
      mergeResolutions: [{ key: 'favouriteColour', resolution: 'source' }],
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body.fieldErrors?.[0]?.field).toBe('mergeResolutions.0.key');
  });
});

describe('merge', () => {
  it('leaves both profiles exactly as they were when a step fails mid-merge', async () => {
    const target = await patientWithHistory('Mergetarget', 'FT-100', 1, 'ECMO');
    const source = await patientWithHistory('Mergesource', 'FS-200', 2, 'VTIS');
    const before = await stateOf(target.id, source.id);
    // A module's case table that cannot be updated: the merge fails after moving URNs,
    // addresses and presentations, and must undo all of it.
    const unregister = t.app.patientReferences.register({
      table: 'no_such_case_table',
      column: 'patient_profile_id',
    });
    try {
      const res = await admin.put(`${BASE}/mergeprofiles`, {
        targetProfileId: target.id,
        sourceProfileId: source.id,
        mergeResolutions: [
          { key: 'firstName', resolution: 'source' },
          { key: 'address', resolution: 'source' },
          { key: urnMergeKey(h(0)), resolution: 'source' },
        ],
      });
      expect(res.status).toBe(500);
    } finally {
      unregister();
    }
    expect(await stateOf(target.id, source.id)).toEqual(before);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'patient.merge'))
      .orderBy(auditEvents.id);
    expect(events.filter((e) => e.entityId === String(target.id))).toEqual([]);
  });

  it('moves URNs, previous addresses and cases to the target, retires the source, audits and e-mails', async () => {
    const target = await patientWithHistory('Mergetarget', 'OK-100', 1, 'ECMO');
    const source = await patientWithHistory('Mergesource', 'OK-200', 2, 'VTIS');
    const resolutions = [
      { key: 'firstName', resolution: 'source' },
      { key: 'address', resolution: 'source' },
      { key: urnMergeKey(h(0)), resolution: 'source' },
    ];
    const res = await admin.put(`${BASE}/mergeprofiles`, {
      targetProfileId: target.id,
      sourceProfileId: source.id,
      mergeResolutions: resolutions,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: target.id,
      lastName: 'Mergetarget',
      firstName: 'Mergesourcefirst',
      dateOfBirth: '1970-01-02',
      addressStreetName: 'Mergesource Road',
      activeEcmoCaseId: caseIds - 1,
      activeVtisConsults: [{ id: caseIds, status: 'Open' }],
      mergedIntoId: null,
    });
    expect(res.body.patientHealthCareProviders.map((u: Json) => [u.healthCareProviderId, u.urn])).toEqual([
      [h(0), 'OK-200'],
      [h(1), 'OK-100-B'],
      [h(2), 'OK-200-B'],
    ]);
    const previous = (await admin.get(`${BASE}/${target.id}/previous-addresses`)).body;
    expect(previous.map((a: Json) => `${a.addressStreetNumber} ${a.addressStreetName}`).sort()).toEqual([
      '1 High Street',
      '10 Mergetarget Road',
      '2 High Street',
    ]);
    const journey = (await admin.get(`${BASE}/${target.id}/presentations`)).body;
    expect(journey.map((p: Json) => p.discriminator).sort()).toEqual(['ECMO', 'VTIS']);

    const retired = await admin.get(`${BASE}/${source.id}`);
    expect(retired.status).toBe(200);
    expect(retired.body).toMatchObject({ mergedIntoId: target.id, patientHealthCareProviders: [] });
    const search = (await admin.get(`${BASE}/search?keyword=Mergesource`)).body;
    expect(search.profiles.map((p: Json) => p.id)).not.toContain(source.id);
    const again = await admin.put(`${BASE}/mergeprofiles`, {
      targetProfileId: target.id,
      sourceProfileId: source.id,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(M.profileRetired);
    // Nothing is merged into a retired profile either (issue 24): the review and the merge refuse it.
    const another = await patientWithHistory('Mergelate', 'ML-1', 1, 'VST');
    const intoRetired = { targetProfileId: source.id, sourceProfileId: another.id };
    const review = await admin.get(
      `${BASE}/profilemergeitems?targetProfileId=${source.id}&sourceProfileId=${another.id}`,
    );
    expect(review.status).toBe(400);
    expect(review.body.message).toBe(M.profileRetired);
    const mergeInto = await admin.put(`${BASE}/mergeprofiles`, intoRetired);
    expect(mergeInto.status).toBe(400);
    expect(mergeInto.body.message).toBe(M.profileRetired);
    expect((await admin.get(`${BASE}/${another.id}`)).body.mergedIntoId).toBeNull();
    expect((await admin.put(BASE, { ...retired.body, forceUpdate: true })).status).toBe(400);

    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'patient.merge'))
      .orderBy(asc(auditEvents.id));
    expect(event).toMatchObject({
      entityType: 'patient_profile',
      entityId: String(target.id),
      userEmail: 'admin@scout.example',
    });
    expect(event?.after).toEqual({
      targetProfileId: target.id,
      sourceProfileId: source.id,
      mergeResolutions: resolutions,
      droppedUrns: [{ healthCareProviderId: h(0), urn: 'OK-100', from: 'target' }],
    });
    const snapshots = event?.before as Json;
    expect(snapshots.target).toMatchObject({ id: target.id, firstName: 'Mergetargetfirst' });
    expect(snapshots.source).toMatchObject({
      id: source.id,
      urns: expect.arrayContaining([expect.objectContaining({ urn: 'OK-200' })]),
    });

    const mails = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, 'admin@scout.example'));
    const mail = mails.find((m) => m.body.includes(`/ccmp/patients/${target.id}/update`));
    expect(mail).toMatchObject({ channel: 'email', status: 'recorded' });
    expect(mail?.body).not.toContain('Mergesource');
  });
});
