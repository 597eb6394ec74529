/** Shared by the reperfusion register's HTTP tests (not a test file itself). */
import { eq } from 'drizzle-orm';
import { auditEvents } from '../../db/schema/index.ts';
import { type ReperfusionKind, reperfusionConsultSections } from '../../modules/reperfusion/demo-sections.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../clients.ts';
import type { ApiClient } from '../http.ts';
import { startTestApp, type TestApp } from '../test-app.ts';
import { newPatient, userId } from './cases.ts';
import {
  CONSULTS,
  callAt,
  createConsult,
  type Ids,
  newConsultBody,
  saveSections,
  VST_ADMIN,
  VST_MANAGE,
  VST_READ,
} from './vst.ts';

export const REPERFUSION = '/api/vst/reperfusion-cases';
export const NOTES = '/api/vst/patientnotes';
export const APPLICATION = 'vst-reperfusion-case';

export interface ReperfusionFixture {
  id: number;
  patientProfileId: number;
  at: Date;
}

/**
 * A VST consult of `kind` (domain register rule: thrombolysed, ECR, or neither), created and
 * saved through the VST API, so the register learns of it as it would in use.
 */
export async function reperfusionConsult(
  t: TestApp,
  api: ApiClient,
  ids: Ids,
  kind: ReperfusionKind,
  options: { ecrHospitalId?: number; at?: Date } = {},
): Promise<ReperfusionFixture> {
  const at = options.at ?? callAt();
  const patient = await newPatient(t);
  const id = await createConsult(api, newConsultBody(patient.id, ids, at));
  const sections = reperfusionConsultSections(at, ids, kind, options.ecrHospitalId ?? ids.hospitalId);
  const res = await saveSections(api, CONSULTS, id, sections);
  if (res.status !== 200) throw new Error(`consult save failed ${res.status} ${JSON.stringify(res.body)}`);
  return { id, patientProfileId: patient.id, at };
}

/** PUT /reperfusion-cases of the named sections with the case's current lastModified (read first). */
export const saveCase = (
  api: ApiClient,
  id: number,
  sections: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => saveSections(api, REPERFUSION, id, sections, extra);

type Body = { fieldErrors?: Array<{ field: string; message: string }> };
export const fieldErrors = (body: Body) => body.fieldErrors ?? [];

/** What every register test file starts from: the demo data, its VST users, the staff and hospitals. */
export async function startRegisterApp() {
  const t = await startTestApp({ seed: seedDemoData });
  const [manager, reader, ecmoOnly, exporter] = await Promise.all([
    clientFor(t, VST_MANAGE),
    clientFor(t, VST_READ),
    clientFor(t, 'ecmo.manage@scout.example'),
    clientFor(t, 'exporter@scout.example'),
  ]);
  const hospitals = await providerIds(t);
  const ids: Ids = {
    hospitalId: hospitals[0] as number,
    specialistId: await userId(t, VST_ADMIN),
    callTakerId: await userId(t, 'calltaker@scout.example'),
  };
  return { t, manager, reader, ecmoOnly, exporter, ids, ecrHospitalId: hospitals[2] as number };
}

/** The audit events of one action on one record. */
export async function auditsOf(t: TestApp, action: string, id: number) {
  const rows = await t.db.select().from(auditEvents).where(eq(auditEvents.action, action));
  return rows.filter((a) => a.entityId === String(id));
}
