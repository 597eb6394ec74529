import { and, desc, eq, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  patientProfiles,
  vtisConsults,
  vtisFollowups,
  vtisHospitalDocumentation,
} from '../../db/schema/index.ts';
import type { ProviderScope } from '../cases/provider-scope.ts';
import type { ConsultSearch } from '../stroke/consult-search.repo.ts';
import { foundConsultIds, vtisFollowupInScope } from './repo.ts';

/**
 * The records the VTIS exports read (spec 3 §7.2: consult and follow-up CSV, AUSCR_Report.csv):
 * the consults the dashboard's filters find (modules/stroke/consult-search.repo.ts), in the user's
 * provider scope, a batch at a time, newest id first, by keyset (each batch starts below the last
 * id seen), so an export of every record reads its rows in constant memory.
 */

export const EXPORT_BATCH = 500;

export type ExportFilter = Omit<ConsultSearch, 'pageSize' | 'pageNumber'>;
const asSearch = (f: ExportFilter): ConsultSearch => ({ ...f, pageSize: 1, pageNumber: 1 });

/** AuSCR: the consults with hospital documentation (issue 13 item 8), open or completed. */
const documented = and(isNotNull(vtisHospitalDocumentation.id), isNull(vtisHospitalDocumentation.deletedAt));

function consultsWhere(db: Db, f: ExportFilter, before: number | null, extra?: SQL): SQL | undefined {
  return and(
    sql`${vtisConsults.id} in ${foundConsultIds(db, asSearch(f))}`,
    before === null ? undefined : lt(vtisConsults.id, before),
    extra,
  );
}

/** How many consults the export finds (AuSCR: with hospital documentation). */
export async function countConsults(db: Db, f: ExportFilter, auscr: boolean): Promise<number> {
  const query = db.select({ n: sql<number>`count(*)::int` }).from(vtisConsults);
  const [row] = auscr
    ? await query
        .innerJoin(vtisHospitalDocumentation, eq(vtisHospitalDocumentation.id, vtisConsults.id))
        .where(consultsWhere(db, f, null, documented))
    : await query.where(consultsWhere(db, f, null));
  return row?.n ?? 0;
}

/** The consults (with their patients and, for AuSCR, their documentation), a batch at a time. */
export async function* consultBatches(db: Db, f: ExportFilter, auscr: boolean) {
  let before: number | null = null;
  for (;;) {
    const query = db
      .select({ consult: vtisConsults, patient: patientProfiles, documentation: vtisHospitalDocumentation })
      .from(vtisConsults)
      .innerJoin(patientProfiles, eq(patientProfiles.id, vtisConsults.patientProfileId))
      .leftJoin(vtisHospitalDocumentation, eq(vtisHospitalDocumentation.id, vtisConsults.id));
    const rows = await query
      .where(consultsWhere(db, f, before, auscr ? documented : undefined))
      .orderBy(desc(vtisConsults.id))
      .limit(EXPORT_BATCH);
    if (!rows.length) return;
    yield rows;
    before = rows[rows.length - 1]?.consult.id ?? null;
    if (rows.length < EXPORT_BATCH) return;
  }
}

function followupsWhere(db: Db, f: ExportFilter, scope: ProviderScope, before: number | null) {
  return and(
    sql`${vtisFollowups.vtisConsultId} in ${foundConsultIds(db, asSearch(f))}`,
    isNull(vtisFollowups.deletedAt),
    vtisFollowupInScope(scope),
    before === null ? undefined : lt(vtisFollowups.id, before),
  );
}

/** How many follow-ups of the found consults (in the scope) the export writes. */
export async function countFollowups(db: Db, f: ExportFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vtisFollowups)
    .where(followupsWhere(db, f, f.scope, null));
  return row?.n ?? 0;
}

/** The follow-ups of the found consults with their patients and consults, a batch at a time. */
export async function* followupBatches(db: Db, f: ExportFilter) {
  let before: number | null = null;
  for (;;) {
    const rows = await db
      .select({ followup: vtisFollowups, patient: patientProfiles })
      .from(vtisFollowups)
      .innerJoin(patientProfiles, eq(patientProfiles.id, vtisFollowups.patientProfileId))
      .where(followupsWhere(db, f, f.scope, before))
      .orderBy(desc(vtisFollowups.id))
      .limit(EXPORT_BATCH);
    if (!rows.length) return;
    const consultIds = [...new Set(rows.map((r) => r.followup.vtisConsultId))];
    const consults = await db
      .select({ id: vtisConsults.id, patientInformation: vtisConsults.patientInformation })
      .from(vtisConsults)
      .where(inArray(vtisConsults.id, consultIds));
    const byId = new Map(consults.map((c) => [c.id, c]));
    yield rows.map((r) => ({ ...r, consult: byId.get(r.followup.vtisConsultId) ?? null }));
    before = rows[rows.length - 1]?.followup.id ?? null;
    if (rows.length < EXPORT_BATCH) return;
  }
}
