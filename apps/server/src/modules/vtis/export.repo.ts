import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  patientProfiles,
  vtisConsults,
  vtisFollowups,
  vtisHospitalDocumentation,
} from '../../db/schema/index.ts';
import { idsOf, strokeExportRepo } from '../stroke/export.repo.ts';
import { type ExportFilter, idBatches } from '../stroke/export.ts';
import { foundConsultIds, vtisFollowupInScope } from './repo.ts';

/**
 * The records the VTIS exports read (spec 3 §7.2): the consult and follow-up CSV read the
 * stroke exports' records (modules/stroke/export.repo.ts: the consults the dashboard's filters
 * find in the user's provider scope, or their follow-ups, a batch at a time by keyset);
 * AUSCR_Report.csv reads the found consults that have hospital documentation, with it.
 */

export type { ExportFilter };

export const { countConsults, consultBatches, countFollowups, followupBatches } = strokeExportRepo({
  consults: vtisConsults,
  followups: vtisFollowups,
  followupConsultId: vtisFollowups.vtisConsultId,
  followupInScope: vtisFollowupInScope,
  foundIds: foundConsultIds,
});

/** A follow-up's patient information is its consult's (VTIS follow-ups have none of their own). */
export async function patientInformationOf(db: Db, consultIds: number[]) {
  if (!consultIds.length) return new Map<number, unknown>();
  const rows = await db
    .select({ id: vtisConsults.id, patientInformation: vtisConsults.patientInformation })
    .from(vtisConsults)
    .where(inArray(vtisConsults.id, [...new Set(consultIds)]));
  return new Map(rows.map((r) => [r.id, r.patientInformation]));
}

// AuSCR (issue 13 item 8): the found consults with hospital documentation, open or completed.

const auscrWhere = (db: Db, f: ExportFilter) =>
  and(
    sql`${vtisConsults.id} in ${foundConsultIds(db, { ...f, pageSize: 1, pageNumber: 1 })}`,
    sql`exists (select 1 from ${vtisHospitalDocumentation} where ${vtisHospitalDocumentation.id} = ${vtisConsults.id} and ${vtisHospitalDocumentation.deletedAt} is null)`,
  );

/** How many consults the AuSCR export writes. */
export async function countDocumented(db: Db, f: ExportFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vtisConsults)
    .where(auscrWhere(db, f));
  return row?.n ?? 0;
}

/** The documented consults with their patients and documentation, a batch at a time. */
export async function* documentedBatches(db: Db, f: ExportFilter) {
  yield* idBatches(await idsOf(db, vtisConsults.id, auscrWhere(db, f)), (ids) =>
    db
      .select({ consult: vtisConsults, patient: patientProfiles, documentation: vtisHospitalDocumentation })
      .from(vtisConsults)
      .innerJoin(patientProfiles, eq(patientProfiles.id, vtisConsults.patientProfileId))
      .innerJoin(vtisHospitalDocumentation, eq(vtisHospitalDocumentation.id, vtisConsults.id))
      .where(inArray(vtisConsults.id, ids))
      .orderBy(desc(vtisConsults.id)),
  );
}
