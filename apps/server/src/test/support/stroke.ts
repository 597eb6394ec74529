/** Shared by the stroke records' HTTP tests (VST, VTIS, clinics, the register; not a test file itself). */

import type { ApiClient } from '../http.ts';

/** The people a new stroke record names: its referring hospital, specialist and call taker. */
export interface Ids {
  hospitalId: number;
  specialistId: number;
  callTakerId: number;
}

/** A call an hour ago (the sections' times are relative to it). */
export const callAt = () => new Date(Date.now() - 3_600_000);

/** The id a create answered (201 `{ data: { id } }`); any other answer fails the test's setup. */
export async function createdId(
  res: Promise<{ status: number; body: { data: { id: number } } }>,
): Promise<number> {
  const r = await res;
  if (r.status !== 201) throw new Error(`create failed ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data.id;
}

/**
 * A save as the web sends it: the record's current lastModified (read first from `load`, the
 * record by default) and the named sections; a body naming its own lastModified or forceUpdate
 * keeps it.
 */
export async function saveSections(
  api: ApiClient,
  base: string,
  id: number,
  sections: Record<string, unknown>,
  extra: Record<string, unknown> = {},
  load = `${base}/${id}`,
) {
  const current = await api.get(load);
  const lastModified = current.body.lastModified ?? current.body.hospitalDocumentation?.lastModified;
  return api.put(base, { id, lastModified, sectionsToUpdate: Object.keys(sections), ...sections, ...extra });
}
