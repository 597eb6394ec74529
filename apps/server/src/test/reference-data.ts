import type { Db } from '../db/client.ts';
import { loadReferenceData } from '../modules/admin/countries/reference-data.ts';
import { loadEcmoReferenceData } from '../modules/ecmo/reference-data.ts';

/**
 * Every reference list a test server needs, loaded the way the server's start loads them. The
 * prepared test database (global-setup.ts) is made with this, and every test server runs it again:
 * unchanged lists are skipped by their checksum, so a list added here is loaded either way.
 */
export async function loadTestReferenceData(db: Db): Promise<void> {
  await loadReferenceData(db);
  await loadEcmoReferenceData(db);
}
