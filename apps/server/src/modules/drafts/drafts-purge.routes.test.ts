/**
 * Never-lost drafts (issue 15 item 2) purged by the server: a successful section save deletes the
 * saving user's draft of that section in the save's transaction (a refused save keeps it), and a
 * deleted record takes every user's drafts with it. Also: the light record lookup of the drafts
 * routes answers as the case routes do for closed records (403, or 204 for who may change them).
 */
import { TELEHEALTH_OUTCOME } from '@scout/domain/telehealth/options';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, sectionDrafts, telehealthCases } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import type { ApiClient } from '../../test/http.ts';
import { newPatient, userId } from '../../test/support/cases.ts';
import { createCase, newCaseBody, patientHospitalBody, saveSection } from '../../test/support/ecmo.ts';
import {
  createCase as createTelehealthCase,
  newCaseBody as newTelehealthCase,
  patientInformationBody,
  save as saveTelehealth,
  BASE as TELEHEALTH,
  wholeCaseOf,
} from '../../test/support/telehealth.ts';
import {
  closedConsult as closedVstConsult,
  consultSections,
  createConsult as createVstConsult,
  newConsultBody as newVstConsult,
  saveSections as saveVst,
  VST_ADMIN,
  CONSULTS as VST_CONSULTS,
  VST_MANAGE,
} from '../../test/support/vst.ts';
import {
  closedConsult as closedVtisConsult,
  CONSULTS as VTIS_CONSULTS,
  VTIS_MANAGE,
} from '../../test/support/vtis.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let ecmoManager: ApiClient;
let ecmoAdmin: ApiClient;
let admin: ApiClient;
let hospital: number;
let callTakerId: number;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [ecmoManager, ecmoAdmin, admin] = await Promise.all([
    clientFor(t, 'ecmo.manage@scout.example'),
    clientFor(t, 'ecmo.admin@scout.example'),
    clientFor(t, 'admin@scout.example'),
  ]);
  hospital = (await providerIds(t))[0] ?? 0;
  callTakerId = await userId(t, 'calltaker@scout.example');
});
afterAll(async () => {
  await t?.close();
});

const sectionsOf = async (api: ApiClient, module: string, id: number) => {
  const res = await api.get(`/api/drafts/${module}/${id}`);
  expect(res.status).toBe(200);
  return (res.body as Array<{ section: string }>).map((d) => d.section).sort();
};

const draft = async (api: ApiClient, module: string, id: number, section: string) => {
  const res = await api.put(`/api/drafts/${module}/${id}/${section}`, { values: { typed: section } });
  expect(res.status).toBe(204);
};

async function newEcmoCase() {
  const patient = await newPatient(t);
  return createCase(ecmoManager, newCaseBody(patient.id, hospital, callTakerId));
}

describe('a section save deletes the saving user’s draft of it', () => {
  it('ECMO: the saved section’s draft goes; other sections’ drafts and other users’ drafts stay; audited', async () => {
    const id = await newEcmoCase();
    await draft(ecmoManager, 'ecmo', id, 'referrer');
    await draft(ecmoManager, 'ecmo', id, 'patient');
    await draft(ecmoAdmin, 'ecmo', id, 'referrer');

    const saved = await saveSection(ecmoManager, id, 'referrerinformation', newCaseBody(0, hospital, 0));
    expect(saved.status).toBe(200);
    expect(await sectionsOf(ecmoManager, 'ecmo', id)).toEqual(['patient']);
    expect(await sectionsOf(ecmoAdmin, 'ecmo', id)).toEqual(['referrer']);

    const patientSaved = await saveSection(
      ecmoManager,
      id,
      'patienthospitalinformation',
      patientHospitalBody(hospital),
    );
    expect(patientSaved.status).toBe(200);
    expect(await sectionsOf(ecmoManager, 'ecmo', id)).toEqual([]);

    const purges = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'draft.section.delete'), eq(auditEvents.entityId, `ecmo/${id}/referrer`)),
      )
      .orderBy(auditEvents.id);
    expect(purges).toHaveLength(1);
    expect(purges[0]?.userId).toBe(await userId(t, 'ecmo.manage@scout.example'));
    expect(purges[0]?.after).toEqual({ cause: 'saved' });
  });

  it('ECMO: a refused save (400 by the schema, 400 by a lookup inside the save, 409 stale) keeps the draft', async () => {
    const id = await newEcmoCase();
    await draft(ecmoManager, 'ecmo', id, 'referrer');
    const invalid = await saveSection(ecmoManager, id, 'referrerinformation', {
      ...newCaseBody(0, hospital, 0),
      referrerPosition: 'Astronaut',
    });
    expect(invalid.status).toBe(400);
    const unknownHospital = await saveSection(
      ecmoManager,
      id,
      'referrerinformation',
      newCaseBody(0, 999_999, 0),
    );
    expect(unknownHospital.status).toBe(400);
    expect(unknownHospital.body.fieldErrors?.[0]?.field).toBe('referrerHospitalId');
    const stale = await saveSection(ecmoManager, id, 'referrerinformation', {
      ...newCaseBody(0, hospital, 0),
      lastModified: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect(stale.status).toBe(409);
    expect(await sectionsOf(ecmoManager, 'ecmo', id)).toEqual(['referrer']);
  });

  it('Telehealth: a section save takes its form’s draft; the Outcome’s whole-case save takes the outcome’s and keeps the referrer’s', async () => {
    const manager = await clientFor(t, 'telehealth.manage@scout.example');
    const patient = await newPatient(t);
    const id = await createTelehealthCase(manager, newTelehealthCase(patient.id, hospital, callTakerId));
    for (const section of ['referrer', 'patient', 'outcome']) await draft(manager, 'telehealth', id, section);

    const saved = await saveTelehealth(manager, '/patient-information', id, patientInformationBody(hospital));
    expect(saved.status).toBe(200);
    expect(await sectionsOf(manager, 'telehealth', id)).toEqual(['outcome', 'referrer']);

    // As the Outcome form sends it: the stored referrer, the other sections null, the outcome.
    const current = (await manager.get(`${TELEHEALTH}/${id}`)).body;
    const whole = await manager.put(
      TELEHEALTH,
      wholeCaseOf(current, {
        intensivistInformation: null,
        patientInformation: null,
        patientHistoryInformation: null,
        outcomeInformation: { outcome: TELEHEALTH_OUTCOME.Deceased, closedDateTime: null },
      }),
    );
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(await sectionsOf(manager, 'telehealth', id)).toEqual(['referrer']);
  });

  it('VST: a save by sectionsToUpdate takes the drafts of the listed sections’ forms only', async () => {
    const manager = await clientFor(t, VST_MANAGE);
    const ids = { hospitalId: hospital, specialistId: await userId(t, VST_ADMIN), callTakerId };
    const patient = await newPatient(t);
    const at = new Date(Date.now() - 3_600_000);
    const id = await createVstConsult(manager, newVstConsult(patient.id, ids, at));
    await draft(manager, 'vst', id, 'imaging-details');
    await draft(manager, 'vst', id, 'diagnosis-details');

    const { imagingDetails } = consultSections(at, ids);
    const saved = await saveVst(manager, VST_CONSULTS, id, { imagingDetails });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await sectionsOf(manager, 'vst', id)).toEqual(['diagnosis-details']);
  });
});

describe('a deleted record takes its drafts with it', () => {
  const left = (modules: string[], id: number) =>
    t.db
      .select()
      .from(sectionDrafts)
      .where(and(inArray(sectionDrafts.module, modules), eq(sectionDrafts.recordId, id)));

  it('ECMO: every user’s drafts of the case go with its delete (audited as the deleting admin)', async () => {
    const id = await newEcmoCase();
    await draft(ecmoManager, 'ecmo', id, 'referrer');
    await draft(ecmoAdmin, 'ecmo', id, 'patient');
    const deleted = await admin.delete(`/api/ecmo/cases/${id}/delete?id=${id}&reasonForDeletion=Duplicate`);
    expect(deleted.status).toBe(200);
    expect(await left(['ecmo'], id)).toEqual([]);
    expect((await ecmoManager.get(`/api/drafts/ecmo/${id}`)).status).toBe(404);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'draft.section.delete'), eq(auditEvents.entityId, `ecmo/${id}`)))
      .orderBy(auditEvents.id);
    expect(event?.userId).toBe(await userId(t, 'admin@scout.example'));
    expect(event?.after).toEqual({ cause: 'record deleted' });
  });

  it('VTIS: a consult’s delete takes the drafts of its hospital documentation too', async () => {
    const manager = await clientFor(t, VTIS_MANAGE);
    const ids = { hospitalId: hospital, specialistId: await userId(t, VST_ADMIN), callTakerId };
    const id = await closedVtisConsult(manager, (await newPatient(t)).id, ids);
    await draft(manager, 'vtis', id, 'referrer');
    await draft(manager, 'vtis-hospital-documentation', id, 'admission-details');
    const deleted = await manager.delete(`${VTIS_CONSULTS}/${id}/delete?reasonForDeletion=Duplicate`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await left(['vtis', 'vtis-hospital-documentation'], id)).toEqual([]);
  });
});

describe('the light record lookup of the drafts routes', () => {
  it('VST: a closed (inactive) consult takes no draft (403), except from a user who may change closed records', async () => {
    const manager = await clientFor(t, VST_MANAGE);
    const vstAdmin = await clientFor(t, VST_ADMIN);
    const ids = { hospitalId: hospital, specialistId: await userId(t, VST_ADMIN), callTakerId };
    const id = await closedVstConsult(manager, (await newPatient(t)).id, ids);
    const refused = await manager.put(`/api/drafts/vst/${id}/referrer`, { values: { a: 1 } });
    expect(refused.status).toBe(403);
    expect((await vstAdmin.put(`/api/drafts/vst/${id}/referrer`, { values: { a: 1 } })).status).toBe(204);
    // Reading and discarding stay open to the author.
    expect(await sectionsOf(manager, 'vst', id)).toEqual([]);
    expect((await manager.delete(`/api/drafts/vst/${id}`)).status).toBe(204);
  });

  it('Telehealth: a closed case takes no draft from a manager (403) but does from a system admin', async () => {
    const manager = await clientFor(t, 'telehealth.manage@scout.example');
    const id = await createTelehealthCase(
      manager,
      newTelehealthCase((await newPatient(t)).id, hospital, callTakerId),
    );
    await t.db.update(telehealthCases).set({ closedDateTime: new Date() }).where(eq(telehealthCases.id, id));
    expect((await manager.put(`/api/drafts/telehealth/${id}/referrer`, { values: { a: 1 } })).status).toBe(
      403,
    );
    expect((await admin.put(`/api/drafts/telehealth/${id}/referrer`, { values: { a: 1 } })).status).toBe(204);
  });
});
