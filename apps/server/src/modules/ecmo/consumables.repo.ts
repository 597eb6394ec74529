import { CONSUMABLE_STATUS } from '@scout/domain/ecmo/consumable-options';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { ecmoItems, ecmoLookups, healthCareProviders } from '../../db/schema/index.ts';

export type EcmoItemRow = typeof ecmoItems.$inferSelect;
export type EcmoItemInsert = typeof ecmoItems.$inferInsert;

export async function findItem(db: Db | Tx, id: number, forUpdate = false): Promise<EcmoItemRow | null> {
  const query = db.select().from(ecmoItems).where(eq(ecmoItems.id, id)).limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function insertItem(tx: Tx, values: Omit<EcmoItemInsert, 'id'>): Promise<EcmoItemRow> {
  const [row] = await tx.insert(ecmoItems).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateItem(tx: Tx, id: number, values: Partial<EcmoItemInsert>): Promise<EcmoItemRow> {
  const [row] = await tx
    .update(ecmoItems)
    .set({ ...values, lastModified: new Date() })
    .where(eq(ecmoItems.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

const itemType = alias(ecmoLookups, 'item_type');
const circuitType = alias(ecmoLookups, 'circuit_type');
const status = alias(ecmoLookups, 'item_status');

/** The earlier of the expiry and the prime expiry (null when neither is set). */
const effectiveExpiry = sql`least(${ecmoItems.expiry}, ${ecmoItems.primeExpiryDate})`;

/**
 * Items in stock (not Used), split by whether their effective expiry falls on or before
 * `nearExpiryLimit` (YYYY-MM-DD): the Near Expiry table, expired items included; the others are
 * the Available table. The two tables never show the same item. Soonest expiry first.
 */
export function listStockItems(db: Db, nearExpiry: boolean, nearExpiryLimit: string) {
  const window: SQL = nearExpiry
    ? sql`${effectiveExpiry} <= ${nearExpiryLimit}::date`
    : sql`(${effectiveExpiry} IS NULL OR ${effectiveExpiry} > ${nearExpiryLimit}::date)`;
  return db
    .select({
      id: ecmoItems.id,
      currentLocation: healthCareProviders.nickName,
      ecmoItemType: sql<string>`coalesce(${itemType.name}, '')`,
      circuitType: circuitType.name,
      status: sql<string>`coalesce(${status.name}, '')`,
      expiry: ecmoItems.expiry,
      primeExpiryDate: ecmoItems.primeExpiryDate,
      serialNumber: ecmoItems.serialNumber,
    })
    .from(ecmoItems)
    .innerJoin(healthCareProviders, eq(healthCareProviders.id, ecmoItems.currentLocationId))
    .leftJoin(itemType, and(eq(itemType.list, 'ecmoitemtypes'), eq(itemType.id, ecmoItems.ecmoItemTypeId)))
    .leftJoin(
      circuitType,
      and(eq(circuitType.list, 'ecmocircuittypes'), eq(circuitType.id, ecmoItems.circuitTypeId)),
    )
    .leftJoin(status, and(eq(status.list, 'ecmoitemstatuses'), eq(status.id, ecmoItems.statusId)))
    .where(and(ne(ecmoItems.statusId, CONSUMABLE_STATUS.Used), window))
    .orderBy(sql`${effectiveExpiry} ASC NULLS LAST`, asc(ecmoItems.id));
}
