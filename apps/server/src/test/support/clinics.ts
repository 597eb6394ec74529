/** Shared by the clinic module's HTTP tests (not a test file itself). */
import { eq } from 'drizzle-orm';
import { auditEvents } from '../../db/schema/index.ts';
import { clinicReferrerSection, clinicSections } from '../../modules/clinics/demo-sections.ts';
import type { ApiClient } from '../http.ts';
import type { TestApp } from '../test-app.ts';
import { callAt, saveSections } from './vst.ts';

export const OUTPATIENT = '/api/vst/outpatient';
export { callAt, clinicSections };

export interface ClinicIds {
  hospitalId: number;
  specialistId: number;
}

/** POST /outpatient. */
export function newClinicBody(patientProfileId: number, ids: ClinicIds, at: Date = callAt()) {
  return {
    patientProfileId,
    specialistId: ids.specialistId,
    callDateTime: at.toISOString(),
    referrerInformation: clinicReferrerSection(at, ids.hospitalId),
  };
}

export async function createClinic(api: ApiClient, body: ReturnType<typeof newClinicBody>): Promise<number> {
  const res = await api.post(OUTPATIENT, body);
  if (res.status !== 201) throw new Error(`create failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/** PUT /outpatient of the named sections, with the clinic's current lastModified (read first). */
export const saveClinic = (
  api: ApiClient,
  id: number,
  sections: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => saveSections(api, OUTPATIENT, id, sections, extra);

/** A clinic created with every section saved; returns its id. */
export async function completeClinic(api: ApiClient, patientProfileId: number, ids: ClinicIds) {
  const at = callAt();
  const id = await createClinic(api, newClinicBody(patientProfileId, ids, at));
  const res = await saveClinic(api, id, clinicSections(at, ids.hospitalId));
  if (res.status !== 200) throw new Error(`save failed ${res.status} ${JSON.stringify(res.body)}`);
  return id;
}

/** The audit events of one action on one clinic. */
export async function auditActions(t: TestApp, action: string, id: number) {
  const rows = await t.db.select().from(auditEvents).where(eq(auditEvents.action, action));
  return rows.filter((a) => a.entityId === String(id));
}

type Body = { fieldErrors?: Array<{ field: string; message: string }> };
export const fieldErrors = (body: Body) => body.fieldErrors ?? [];
export const fieldNames = (body: Body) => fieldErrors(body).map((f) => f.field);
