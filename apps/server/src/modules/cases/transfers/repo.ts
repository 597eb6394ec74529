import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { transferRequests } from '../../../db/schema/index.ts';

export type TransferRow = typeof transferRequests.$inferSelect;
export type TransferChanges = Partial<Omit<typeof transferRequests.$inferInsert, 'id' | 'module' | 'caseId'>>;

/** The case's latest request (a rejected one may be followed by a new one). */
export async function findLatestTransfer(db: Db | Tx, module: string, caseId: number) {
  const [row] = await db
    .select()
    .from(transferRequests)
    .where(and(eq(transferRequests.module, module), eq(transferRequests.caseId, caseId)))
    .orderBy(desc(transferRequests.id))
    .limit(1);
  return row;
}

export async function findTransferForUpdate(tx: Tx, transferId: number) {
  const [row] = await tx
    .select()
    .from(transferRequests)
    .where(eq(transferRequests.id, transferId))
    .for('update');
  return row;
}

export async function insertTransfer(tx: Tx, values: typeof transferRequests.$inferInsert) {
  const [row] = await tx.insert(transferRequests).values(values).returning();
  return row as TransferRow;
}

export async function updateTransfer(tx: Tx, transferId: number, changes: TransferChanges) {
  const [row] = await tx
    .update(transferRequests)
    .set({ ...changes, lastModified: new Date() })
    .where(eq(transferRequests.id, transferId))
    .returning();
  return row as TransferRow;
}
