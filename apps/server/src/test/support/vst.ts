/** Shared by the VST module's HTTP tests (not a test file itself). */

import { consultSections, followupSections, referrerSection } from '../../modules/vst/demo-sections.ts';
import type { ApiClient } from '../http.ts';
import { callAt, createdId, type Ids, saveSections } from './stroke.ts';

export { callAt, type Ids, saveSections };

export const API = '/api/vst';
export const CONSULTS = '/api/vst/consults';
export const FOLLOWUP = '/api/vst/followup';
export const VST_ADMIN = 'vst.admin@scout.example';
export const VST_MANAGE = 'vst.manage@scout.example';
export const VST_READ = 'vst.read@scout.example';

/** POST /consults. */
export function newConsultBody(patientProfileId: number, ids: Ids, at: Date = callAt()) {
  return {
    patientProfileId,
    callTakerId: ids.callTakerId,
    callDateTime: at.toISOString(),
    referrerInformation: referrerSection(at, ids.hospitalId),
  };
}

/** POST /followup. */
export function newFollowupBody(
  vstConsultId: number,
  patientProfileId: number,
  ids: Ids,
  at: Date = callAt(),
) {
  return { ...newConsultBody(patientProfileId, ids, at), vstConsultId };
}

export const createConsult = (api: ApiClient, body: ReturnType<typeof newConsultBody>) =>
  createdId(api.post(CONSULTS, body));
export const createFollowup = (api: ApiClient, body: ReturnType<typeof newFollowupBody>) =>
  createdId(api.post(FOLLOWUP, body));

/** Saves every section of a consult (complete) and returns the answer. */
export async function completeConsult(api: ApiClient, id: number, ids: Ids, at: Date) {
  const res = await saveSections(api, CONSULTS, id, consultSections(at, ids));
  if (res.status !== 200) throw new Error(`save failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A consult created, completed and closed; returns its id. */
export async function closedConsult(api: ApiClient, patientProfileId: number, ids: Ids): Promise<number> {
  const at = callAt();
  const id = await createConsult(api, newConsultBody(patientProfileId, ids, at));
  await completeConsult(api, id, ids, at);
  const res = await api.patch(`${CONSULTS}/${id}/deactivate`);
  if (res.status !== 200) throw new Error(`close failed ${res.status} ${JSON.stringify(res.body)}`);
  return id;
}

export { consultSections, followupSections };
