import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthCareProviders, patientUrns } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import type { ApiClient } from '../../test/http.ts';
import { newPatient, userId } from '../../test/support/cases.ts';
import { createClinic, newClinicBody, OUTPATIENT } from '../../test/support/clinics.ts';
import * as vst from '../../test/support/vst.ts';
import * as vtis from '../../test/support/vtis.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 24 item 7: a new consult, follow-up or clinic starts with the patient's hospital and
 * URN/THCI SCOUT already knows (the profile's URN at the referring hospital; a follow-up its
 * consult's), stored as its Patient Information and editable like any saved value.
 */

let t: TestApp;
let manager: ApiClient;
let ids: vst.Ids;
let other: number;
let address: string | null;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  manager = await clientFor(t, vst.VST_MANAGE);
  const hospitals = await providerIds(t);
  ids = {
    hospitalId: hospitals[1] as number,
    specialistId: await userId(t, vst.VST_MANAGE),
    callTakerId: await userId(t, 'calltaker@scout.example'),
  };
  other = hospitals[2] as number;
  const [h] = await t.db
    .select({ address: healthCareProviders.address })
    .from(healthCareProviders)
    .where(eq(healthCareProviders.id, ids.hospitalId));
  address = h?.address ?? null;
});
afterAll(() => t?.close());

let n = 0;
/** A patient whose profile holds a URN at the referring hospital (RMH7788nn) and another elsewhere. */
async function knownPatient() {
  n += 1;
  const patient = await newPatient(t);
  await t.db.insert(patientUrns).values([
    { patientProfileId: patient.id, healthCareProviderId: other, urn: `ELSE-${n}` },
    { patientProfileId: patient.id, healthCareProviderId: ids.hospitalId, urn: `RMH7788${n}` },
  ]);
  return patient;
}

const known = () => ({
  patientHospitalId: ids.hospitalId,
  patientHospitalUrn: `RMH7788${n}`,
  patientHospitalAddress: address,
});

describe('a new consult or clinic takes the patient hospital and URN from the profile', () => {
  it('VST consult: the referring hospital, its address and the profile’s URN there; editable', async () => {
    const patient = await knownPatient();
    const at = vst.callAt();
    const id = await vst.createConsult(manager, vst.newConsultBody(patient.id, ids, at));
    const consult = await manager.get(`${vst.CONSULTS}/${id}`);
    expect(consult.body.patientInformation).toMatchObject({ ...known(), patientHospitalUnit: null });

    const { patientInformation } = vst.consultSections(at, ids);
    const edited = await vst.saveSections(manager, vst.CONSULTS, id, {
      patientInformation: { ...patientInformation, patientHospitalUrn: 'TYPED-2' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.patientInformation.patientHospitalUrn).toBe('TYPED-2');
  });

  it('VTIS consult and clinic alike', async () => {
    const patient = await knownPatient();
    const consultId = await vtis.createConsult(manager, vtis.newConsultBody(patient.id, ids));
    expect((await manager.get(`${vtis.CONSULTS}/${consultId}`)).body.patientInformation).toMatchObject(
      known(),
    );

    const clinicId = await createClinic(manager, newClinicBody(patient.id, ids));
    expect((await manager.get(`${OUTPATIENT}/${clinicId}`)).body.patientInformation).toMatchObject(known());
  });

  it('nothing is filled when the profile holds no URN at the referring hospital', async () => {
    const patient = await newPatient(t);
    await t.db
      .insert(patientUrns)
      .values({ patientProfileId: patient.id, healthCareProviderId: other, urn: 'ELSE-NONE' });
    const id = await vst.createConsult(manager, vst.newConsultBody(patient.id, ids));
    expect((await manager.get(`${vst.CONSULTS}/${id}`)).body.patientInformation).toBeNull();
  });
});

describe('a new follow-up takes the patient hospital from its consult', () => {
  it('VST follow-up: the consult’s hospital, unit, URN and address', async () => {
    const patient = await newPatient(t);
    const consultId = await vst.closedConsult(manager, patient.id, ids);
    const consult = (await manager.get(`${vst.CONSULTS}/${consultId}`)).body.patientInformation;
    const id = await vst.createFollowup(manager, vst.newFollowupBody(consultId, patient.id, ids));
    const followup = await manager.get(`${vst.FOLLOWUP}/${id}`);
    expect(followup.body.patientInformation).toEqual({
      patientHospitalId: consult.patientHospitalId,
      patientHospitalUnit: consult.patientHospitalUnit,
      patientHospitalUrn: consult.patientHospitalUrn,
      patientHospitalAddress: consult.patientHospitalAddress,
      patientCurrentLocation: null,
    });
    expect(consult.patientHospitalUrn).toBeTruthy();
  });

  it('VST follow-up called in from the hospital the patient moved to: that hospital and the profile’s URN there, not the consult’s', async () => {
    const patient = await knownPatient();
    const consultId = await vst.closedConsult(manager, patient.id, ids);
    const moved = { ...ids, hospitalId: other };
    const id = await vst.createFollowup(manager, vst.newFollowupBody(consultId, patient.id, moved));
    const followup = (await manager.get(`${vst.FOLLOWUP}/${id}`)).body.patientInformation;
    expect(followup).toMatchObject({ patientHospitalId: other, patientHospitalUnit: null });
    expect(followup.patientHospitalUrn).toMatch(/^ELSE-/);
  });

  it('VTIS follow-up: the consult’s patient information', async () => {
    const patient = await knownPatient();
    const consultId = await vtis.completeConsult(manager, patient.id, ids);
    const consult = (await manager.get(`${vtis.CONSULTS}/${consultId}`)).body.patientInformation;
    const id = await vtis.createFollowup(manager, vtis.newFollowupBody(consultId, patient.id, ids));
    const followup = await manager.get(`${vtis.FOLLOWUP}/${id}`);
    expect(followup.body.patientInformation).toMatchObject({
      patientHospitalId: consult.patientHospitalId,
      patientHospitalUrn: consult.patientHospitalUrn,
    });
  });
});
