import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { patientProfiles } from '../../db/schema/index.ts';
import type { ProviderScope } from '../../plugins/provider-scope.ts';
import type { ConsultSearch } from './consult-search.repo.ts';
import { type ExportFilter, idBatches } from './export.ts';

/**
 * The records a stroke service's CSV reports read (spec 3 §7.1, §7.2): the consults the
 * dashboard's filters find (consult-search.repo.ts `foundIds`, in the user's provider scope), or
 * the follow-ups of those consults in the scope, each with its patient: their ids once (`idsOf`),
 * then the rows a batch of ids at a time (export.ts `idBatches`), newest first, so memory holds
 * the ids and one batch, not the export.
 */

type Table = PgTable & { id: PgColumn; patientProfileId: PgColumn; deletedAt: PgColumn };

/**
 * The ids (`id`, a table's id column) of the rows `where` finds, newest first, as one array value (array_agg: one
 * int[] for the driver to parse, not a row object per id).
 */
export async function idsOf(db: Db, id: PgColumn, where: SQL | undefined): Promise<number[]> {
  const [row] = await db
    .select({ ids: sql<number[]>`coalesce(array_agg(${id} order by ${id} desc), '{}')` })
    .from(id.table)
    .where(where);
  return (row?.ids ?? []).map(Number);
}

export interface StrokeExportTables<C extends Table, F extends Table> {
  consults: C;
  followups: F;
  followupConsultId: PgColumn;
  followupInScope(scope: ProviderScope): SQL | undefined;
  /** The ids of the consults a search finds, as a subquery (consult-search.repo.ts `foundIds`). */
  foundIds(db: Db, search: ConsultSearch): SQL;
}

export function strokeExportRepo<C extends Table, F extends Table>(d: StrokeExportTables<C, F>) {
  // As consult-search.repo.ts: Drizzle's builders cannot infer over a generic table; rows are
  // typed by the declaration's tables instead.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  type AnyTable = PgTableWithColumns<any>;
  const consults = d.consults as unknown as AnyTable;
  const followups = d.followups as unknown as AnyTable;
  type Patient = Pick<typeof patientProfiles.$inferSelect, 'firstName' | 'lastName' | 'dateOfBirth'>;
  // The export shows three of the profile's fields: reading only them keeps each batch small.
  const patient = {
    firstName: patientProfiles.firstName,
    lastName: patientProfiles.lastName,
    dateOfBirth: patientProfiles.dateOfBirth,
  };
  const found = (db: Db, f: ExportFilter) => d.foundIds(db, { ...f, pageSize: 1, pageNumber: 1 });
  const count = sql<number>`count(*)::int`;

  const consultsWhere = (db: Db, f: ExportFilter) => sql`${consults.id} in ${found(db, f)}`;
  const followupsWhere = (db: Db, f: ExportFilter) =>
    and(
      sql`${d.followupConsultId} in ${found(db, f)}`,
      isNull(followups.deletedAt),
      d.followupInScope(f.scope),
    );

  async function countOf(db: Db, table: AnyTable, where: SQL | undefined): Promise<number> {
    const [row] = await db.select({ n: count }).from(table).where(where);
    return row?.n ?? 0;
  }

  /** The records of `table` (consults or follow-ups) `where` finds, with their patients, a batch at a time. */
  async function* batches<Row>(db: Db, table: AnyTable, where: SQL | undefined) {
    yield* idBatches(
      await idsOf(db, table.id, where),
      (ids) =>
        db
          .select({ record: table, patient })
          .from(table)
          .innerJoin(patientProfiles, eq(patientProfiles.id, table.patientProfileId))
          .where(inArray(table.id, ids))
          .orderBy(desc(table.id)) as unknown as Promise<Array<{ record: Row; patient: Patient }>>,
    );
  }

  return {
    /** How many consults the filters find. */
    countConsults: (db: Db, f: ExportFilter) => countOf(db, consults, consultsWhere(db, f)),
    consultBatches: (db: Db, f: ExportFilter) =>
      batches<C['$inferSelect']>(db, consults, consultsWhere(db, f)),
    /** How many follow-ups (not deleted, in the scope) the found consults have. */
    countFollowups: (db: Db, f: ExportFilter) => countOf(db, followups, followupsWhere(db, f)),
    followupBatches: (db: Db, f: ExportFilter) =>
      batches<F['$inferSelect']>(db, followups, followupsWhere(db, f)),
  };
}
