/** Shared by the VST module's HTTP tests (not a test file itself). */

import { consultSections, followupSections, referrerSection } from '../../modules/vst/demo-sections.ts';
import type { ApiClient } from '../http.ts';

export const API = '/api/vst';
export const CONSULTS = '/api/vst/consults';
export const FOLLOWUP = '/api/vst/followup';
export const VST_ADMIN = 'vst.admin@scout.example';
export const VST_MANAGE = 'vst.manage@scout.example';
export const VST_READ = 'vst.read@scout.example';

export interface Ids {
  hospitalId: number;
  specialistId: number;
  callTakerId: number;
}

/** A call an hour ago (the sections' times are relative to it). */
export const callAt = () => new Date(Date.now() - 3_600_000);

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

export async function createConsult(
  api: ApiClient,
  body: ReturnType<typeof newConsultBody>,
): Promise<number> {
  const res = await api.post(CONSULTS, body);
  if (res.status !== 201) throw new Error(`create failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

export async function createFollowup(
  api: ApiClient,
  body: ReturnType<typeof newFollowupBody>,
): Promise<number> {
  const res = await api.post(FOLLOWUP, body);
  if (res.status !== 201) throw new Error(`create failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/**
 * A save as the web sends it: the record's current lastModified (read first) and the named
 * sections; a body naming its own lastModified or forceUpdate keeps it.
 */
export async function saveSections(
  api: ApiClient,
  base: string,
  id: number,
  sections: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  const current = await api.get(`${base}/${id}`);
  return api.put(base, {
    id,
    lastModified: current.body.lastModified,
    sectionsToUpdate: Object.keys(sections),
    ...sections,
    ...extra,
  });
}

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
