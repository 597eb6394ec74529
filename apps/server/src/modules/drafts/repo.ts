import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sectionDrafts } from '../../db/schema/index.ts';

/** Whose draft of which record: every query is keyed by the author, so only they reach it. */
export interface DraftKey {
  userId: number;
  module: string;
  recordId: number;
}

const ofRecord = (k: DraftKey) =>
  and(
    eq(sectionDrafts.userId, k.userId),
    eq(sectionDrafts.module, k.module),
    eq(sectionDrafts.recordId, k.recordId),
  );

/** The author's drafts of one record saved after `since`, oldest section first. */
export function listDrafts(db: Db, key: DraftKey, since: Date) {
  return db
    .select({ section: sectionDrafts.section, values: sectionDrafts.values, savedAt: sectionDrafts.savedAt })
    .from(sectionDrafts)
    .where(and(ofRecord(key), gt(sectionDrafts.savedAt, since)))
    .orderBy(sectionDrafts.savedAt);
}

/** Inserts or replaces one section's draft; true when the row is new (its first save). */
export async function upsertDraft(
  tx: Tx,
  key: DraftKey,
  section: string,
  values: Record<string, unknown>,
): Promise<boolean> {
  const [row] = await tx
    .insert(sectionDrafts)
    .values({ ...key, section, values, savedAt: new Date() })
    .onConflictDoUpdate({
      target: [sectionDrafts.userId, sectionDrafts.module, sectionDrafts.recordId, sectionDrafts.section],
      set: { values, savedAt: new Date() },
    })
    // xmax is 0 for a freshly inserted row and the updating transaction's id for an updated one.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return row?.inserted === true;
}

/** Deletes the author's drafts of one section, of several, or (none named) of the whole record; the sections deleted. */
export async function deleteDrafts(
  tx: Tx,
  key: DraftKey,
  sections?: string | readonly string[],
): Promise<string[]> {
  const only =
    sections === undefined
      ? undefined
      : typeof sections === 'string'
        ? eq(sectionDrafts.section, sections)
        : inArray(sectionDrafts.section, [...sections]);
  const rows = await tx
    .delete(sectionDrafts)
    .where(and(ofRecord(key), only))
    .returning({ section: sectionDrafts.section });
  return rows.map((r) => r.section);
}

/**
 * Deletes every author's drafts of the records of these modules with this id (the record was
 * deleted); who lost which section. Case deletes are rare and the table holds at most 7 days of
 * open edits, so this runs without an index of its own (every draft write would pay for one).
 */
export function deleteRecordDrafts(tx: Tx, modules: readonly string[], recordId: number) {
  return tx
    .delete(sectionDrafts)
    .where(and(inArray(sectionDrafts.module, [...modules]), eq(sectionDrafts.recordId, recordId)))
    .returning({
      userId: sectionDrafts.userId,
      module: sectionDrafts.module,
      section: sectionDrafts.section,
    });
}

/** Deletes every draft saved before `before` (any user); how many. */
export async function deleteDraftsBefore(db: Db | Tx, before: Date): Promise<number> {
  const rows = await db
    .delete(sectionDrafts)
    .where(lt(sectionDrafts.savedAt, before))
    .returning({ userId: sectionDrafts.userId });
  return rows.length;
}
