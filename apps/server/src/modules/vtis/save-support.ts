import type { Tx } from '../../db/client.ts';
import { isNeurologist } from '../stroke/lookups.repo.ts';
import { checkRecordLookups } from '../stroke/record-save.ts';

/**
 * The ids VTIS consult and follow-up sections name that the schema cannot check (400 on the field,
 * by the body's path): the referring and patient hospitals, and the specialist, one of the VTIS
 * neurologists (a VTIS Admin or Manage user, GET /vtisNeurologists).
 */
export function checkVtisLookups(
  tx: Tx,
  v: Parameters<typeof checkRecordLookups>[1],
  listed: readonly string[],
): Promise<void> {
  return checkRecordLookups(tx, v, listed, { isSpecialist: (db, id) => isNeurologist(db, 'vtis', id) });
}
