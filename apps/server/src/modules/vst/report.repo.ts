import { and, desc, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vstConsults, vstFollowups } from '../../db/schema/index.ts';
import { idsOf } from '../stroke/export.repo.ts';
import { type ExportFilter, idBatches } from '../stroke/export.ts';
import { consultIdsFound, vstFollowupInScope } from './repo.ts';

/**
 * What the monthly and quarterly reports read (spec 3 §7.1 POST /vstreports/monthly|quarterly):
 * the consults called in the range (the dashboard search's date filter, in the user's provider
 * scope; repo.ts `consultIdsFound`) and the follow-ups called in it, only the columns the report
 * counts and measures: the ids once, then the rows a batch of ids at a time, so 100,000 consults
 * never sit in memory.
 */

export const REPORT_BATCH = 2000;

const localInstant = (local: string, timeZone: string) => sql`(${local}::timestamp AT TIME ZONE ${timeZone})`;
const localDate = (column: typeof vstConsults.callDateTime | typeof vstFollowups.callDateTime, tz: string) =>
  sql<string>`to_char(${column} AT TIME ZONE ${tz}, 'YYYY-MM-DD')`;

export type ReportFilter = ExportFilter & { fromDate: string; toDate: string };

/** The consults of the range: call time and day, hospital, specialist contact, triage time, management. */
export async function* consultBatches(db: Db, f: ReportFilter) {
  const found = consultIdsFound(db, { ...f, pageSize: 1, pageNumber: 1 });
  const ids = await idsOf(db, vstConsults.id, sql`${vstConsults.id} in ${found}`);
  yield* idBatches(
    ids,
    (batch) =>
      db
        .select({
          id: vstConsults.id,
          callDateTime: vstConsults.callDateTime,
          localDate: localDate(vstConsults.callDateTime, f.timeZone),
          hospitalId: sql<number>`coalesce(${vstConsults.patientHospitalId}, ${vstConsults.referrerHospitalId})`,
          specialistDateTime: vstConsults.specialistDateTime,
          triageDateTime: sql<string | null>`${vstConsults.patientInformation}->>'hospitalTriageDateAndTime'`,
          management: vstConsults.reperfusionTherapiesDetails,
        })
        .from(vstConsults)
        .where(inArray(vstConsults.id, batch))
        .orderBy(desc(vstConsults.id)),
    REPORT_BATCH,
  );
}

/** The follow-ups called in the range (not deleted, in the scope): day and hospital. */
export async function* followupBatches(db: Db, f: ReportFilter) {
  const ids = await idsOf(
    db,
    vstFollowups.id,
    and(
      isNull(vstFollowups.deletedAt),
      vstFollowupInScope(f.scope),
      sql`${vstFollowups.callDateTime} >= ${localInstant(f.fromDate, f.timeZone)}`,
      sql`${vstFollowups.callDateTime} <= ${localInstant(f.toDate, f.timeZone)}`,
    ),
  );
  yield* idBatches(
    ids,
    (batch) =>
      db
        .select({
          id: vstFollowups.id,
          localDate: localDate(vstFollowups.callDateTime, f.timeZone),
          hospitalId: sql<number>`coalesce(${vstFollowups.patientHospitalId}, ${vstFollowups.referrerHospitalId})`,
        })
        .from(vstFollowups)
        .where(inArray(vstFollowups.id, batch))
        .orderBy(desc(vstFollowups.id)),
    REPORT_BATCH,
  );
}
