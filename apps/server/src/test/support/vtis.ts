/** Shared by the VTIS module's HTTP tests (not a test file itself). */

import { referrerSection } from '../../modules/vst/demo-sections.ts';
import {
  hospitalDocumentationSections,
  vtisConsultSections,
  vtisFollowupSections,
} from '../../modules/vtis/demo-sections.ts';
import type { ApiClient } from '../http.ts';
import { callAt, createdId, type Ids, saveSections } from './stroke.ts';

export { callAt, type Ids, saveSections };

export const API = '/api/vtis';
export const CONSULTS = '/api/vtis/consults';
export const FOLLOWUP = '/api/vtis/followup';
export const DOCUMENTATION = '/api/vtis/consults/hospital-documentation';
/** VTIS Admin (and VST Admin): also a VTIS neurologist. */
export const VTIS_ADMIN = 'vst.admin@scout.example';
export const VTIS_MANAGE = 'vst.manage@scout.example';
export const VTIS_READ = 'vst.read@scout.example';
/** VTIS Manage, a member of the first two providers (the Manage-of-a-provider user of §2.3, §6). */
export const VTIS_ONLY = 'vtis.only@scout.example';
/** VTIS Manage with the VTIS export and AuSCR export privileges. */
export const EXPORTER = 'exporter@scout.example';

/** POST /consults. */
export function newConsultBody(patientProfileId: number, ids: Ids, at: Date = callAt()) {
  return {
    patientProfileId,
    callTakerId: ids.callTakerId,
    callDateTime: at.toISOString(),
    referrerInformation: referrerSection(at, ids.hospitalId, { referrerHospitalUnit: 'Ward' }),
  };
}

/** POST /followup. */
export function newFollowupBody(
  vtisConsultId: number,
  patientProfileId: number,
  ids: Ids,
  at: Date = callAt(),
) {
  return { ...newConsultBody(patientProfileId, ids, at), vtisConsultId };
}

export const createConsult = (api: ApiClient, body: ReturnType<typeof newConsultBody>) =>
  createdId(api.post(CONSULTS, body));
export const createFollowup = (api: ApiClient, body: ReturnType<typeof newFollowupBody>) =>
  createdId(api.post(FOLLOWUP, body));

function ok<T extends { status: number; body: unknown }>(res: T, what: string): T {
  if (res.status !== 200) throw new Error(`${what} failed ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

/** A consult created with every section saved (open). */
export async function completeConsult(
  api: ApiClient,
  patientProfileId: number,
  ids: Ids,
  at: Date = callAt(),
) {
  const id = await createConsult(api, newConsultBody(patientProfileId, ids, at));
  ok(await saveSections(api, CONSULTS, id, vtisConsultSections(at, ids)), 'save');
  return id;
}

/** A consult created, completed and closed (its hospital documentation is then created). */
export async function closedConsult(api: ApiClient, patientProfileId: number, ids: Ids): Promise<number> {
  const id = await completeConsult(api, patientProfileId, ids);
  ok(await api.patch(`${CONSULTS}/${id}/close`), 'close');
  return id;
}

/**
 * A completed consult with a follow-up created while it is INPATIENT (a follow-up is created only
 * from an INPATIENT consult, spec 3 §4.1), then closed (its hospital documentation is then created).
 */
export async function closedConsultWithFollowup(
  api: ApiClient,
  patientProfileId: number,
  ids: Ids,
  followupAt: Date = callAt(),
): Promise<{ consult: number; followup: number }> {
  const consult = await completeConsult(api, patientProfileId, ids);
  const followup = await createFollowup(api, newFollowupBody(consult, patientProfileId, ids, followupAt));
  ok(await api.patch(`${CONSULTS}/${consult}/close`), 'close');
  return { consult, followup };
}

/** Saves every section of the consult's hospital documentation. */
export async function completeDocumentation(api: ApiClient, consultId: number) {
  return ok(
    await saveSections(
      api,
      DOCUMENTATION,
      consultId,
      hospitalDocumentationSections(),
      {},
      `${CONSULTS}/${consultId}/hospital-documentation`,
    ),
    'documentation save',
  );
}

export { hospitalDocumentationSections, vtisConsultSections, vtisFollowupSections };
