import { addDays } from '@scout/domain/cases/dates';
import type { ConsumableItem, ConsumableItemValues } from '@scout/domain/ecmo/consumable-item.schema';
import { NEAR_EXPIRY_DAYS } from '@scout/domain/ecmo/consumable-options';
import { isExpiryRefused } from '@scout/domain/ecmo/consumable-rules';
import { ECMO_MESSAGES } from '@scout/domain/ecmo/messages';
import { todayIn } from '@scout/domain/patients/dates';
import type { Db, Tx } from '../../db/client.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { assertFresh } from '../../lib/concurrency.ts';
import { fieldError, notFound } from '../../lib/http-errors.ts';
import { providerExists, providerNickNames } from './cases.repo.ts';
import * as repo from './consumables.repo.ts';
import { unknownLookupIds } from './lookups.repo.ts';
import { ECMO_SERVER_MESSAGES as S } from './messages.ts';
import type { EcmoLookupList } from './reference-data.ts';

/** The item as the API answers it: the location's name comes with its id (the edit form shows it). */
export async function toItem(db: Db | Tx, row: repo.EcmoItemRow): Promise<ConsumableItem> {
  const names = await providerNickNames(db, [row.currentLocationId]);
  return {
    id: row.id,
    ecmoItemTypeId: row.ecmoItemTypeId,
    circuitTypeId: row.circuitTypeId,
    currentLocationId: row.currentLocationId,
    currentLocation: names.get(row.currentLocationId) ?? null,
    supplierId: row.supplierId,
    expiry: row.expiry,
    ecmoItemBrandId: row.ecmoItemBrandId,
    serialNumber: row.serialNumber,
    statusId: row.statusId,
    datePrimed: row.datePrimed,
    primeExpiryDate: row.primeExpiryDate,
    remarks: row.remarks,
    lastModified: row.lastModified.toISOString(),
  };
}

/** Lookup ids must name values of their lists; the location must be a known hospital. */
async function checkReferences(tx: Tx, v: ConsumableItemValues) {
  const checks: Array<[keyof ConsumableItemValues, EcmoLookupList, number | null]> = [
    ['ecmoItemTypeId', 'ecmoitemtypes', v.ecmoItemTypeId],
    ['circuitTypeId', 'ecmocircuittypes', v.circuitTypeId],
    ['supplierId', 'ecmoitemsuppliers', v.supplierId],
    ['ecmoItemBrandId', 'ecmoitembrands', v.ecmoItemBrandId],
    ['statusId', 'ecmoitemstatuses', v.statusId],
  ];
  for (const [field, list, id] of checks) {
    if (id !== null && (await unknownLookupIds(tx, list, [id])).length)
      throw fieldError(field, S.unknownOption);
  }
  if (!(await providerExists(tx, v.currentLocationId)))
    throw fieldError('currentLocationId', S.unknownHospital);
}

/** The stored columns: the domain schema has already cleared hidden fields and checked the primed cap. */
function columnsOf(v: ConsumableItemValues) {
  return {
    ecmoItemTypeId: v.ecmoItemTypeId,
    circuitTypeId: v.circuitTypeId,
    currentLocationId: v.currentLocationId,
    supplierId: v.supplierId,
    expiry: v.expiry,
    ecmoItemBrandId: v.ecmoItemBrandId,
    serialNumber: v.serialNumber,
    statusId: v.statusId,
    datePrimed: v.datePrimed,
    primeExpiryDate: v.primeExpiryDate,
    remarks: v.remarks,
  };
}

export function listItems(db: Db, timeZone: string, nearExpiry: boolean) {
  return repo.listStockItems(db, nearExpiry, addDays(todayIn(timeZone), NEAR_EXPIRY_DAYS));
}

export async function getItem(db: Db, id: number): Promise<ConsumableItem> {
  const row = await repo.findItem(db, id);
  if (!row) throw notFound(S.itemNotFound);
  return toItem(db, row);
}

export async function createItem(db: Db, actor: AuditActor, input: ConsumableItemValues) {
  return db.transaction(async (tx) => {
    await checkReferences(tx, input);
    const row = await repo.insertItem(tx, columnsOf(input));
    await recordAudit(tx, actor, {
      action: 'ecmo-item.create',
      entityType: 'ecmo_item',
      entityId: row.id,
      after: row,
    });
    return toItem(tx, row);
  });
}

export async function updateItem(db: Db, actor: AuditActor, input: ConsumableItemValues, timeZone: string) {
  if (input.id === null) throw fieldError('id', S.itemIdRequired);
  const id = input.id;
  return db.transaction(async (tx) => {
    const before = await repo.findItem(tx, id, true);
    if (!before) throw notFound(S.itemNotFound);
    assertFresh(before.lastModified, input);
    // A changed expiry must be after today; one that has since passed may stay (the body schema
    // cannot know the stored expiry, so the update's is checked here).
    if (isExpiryRefused(input.expiry, todayIn(timeZone), before.expiry))
      throw fieldError('expiry', ECMO_MESSAGES.expiryNotAfterToday);
    await checkReferences(tx, input);
    const row = await repo.updateItem(tx, id, columnsOf(input));
    await recordAudit(tx, actor, {
      action: 'ecmo-item.update',
      entityType: 'ecmo_item',
      entityId: id,
      before,
      after: row,
    });
    return toItem(tx, row);
  });
}
