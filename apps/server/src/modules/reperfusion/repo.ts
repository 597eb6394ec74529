import type { DirectorReviewStatus } from '@scout/domain/reperfusion/options';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { patientProfiles, vstConsults, vstReperfusionCases } from '../../db/schema/index.ts';
import type { ProviderScope } from '../../plugins/provider-scope.ts';
import { consultIdsFound, vstConsultInScope } from '../stroke/vst-records.ts';

export type ReperfusionCaseRow = typeof vstReperfusionCases.$inferSelect;
export type ConsultRow = typeof vstConsults.$inferSelect;

const consultVisible = (scope: ProviderScope) => and(isNull(vstConsults.deletedAt), vstConsultInScope(scope));

/**
 * The reperfusion cases a user sees (spec 3 §2.11, docs/architecture.md "Access by health care
 * provider"): a register row whose consult the rule still admits (`isCase`), and whose VST consult
 * is not deleted and in the user's VST scope (the consult's own rule: referring, patient's and
 * planned destination hospitals). Anything else answers 404, as the consult would.
 */
export function reperfusionCaseVisible(scope: ProviderScope): SQL {
  return and(
    eq(vstReperfusionCases.isCase, true),
    sql`exists (${sql`select 1 from ${vstConsults} where ${and(
      eq(vstConsults.id, vstReperfusionCases.id),
      consultVisible(scope),
    )}`})`,
  ) as SQL;
}

/** The VST consult a case follows (the case's id is the consult's). */
export async function consultOf(db: Db | Tx, id: number): Promise<ConsultRow> {
  const [row] = await db.select().from(vstConsults).where(eq(vstConsults.id, id)).limit(1);
  if (!row) throw new Error(`reperfusion case ${id} has no consult`);
  return row;
}

/** The dashboard's and the export's filters (domain reperfusion/dashboard.schema.ts) with the request's context. */
export interface RegisterFilter {
  keyword?: string | undefined;
  referralHospitalId?: number | undefined;
  destinationHospitalId?: number | undefined;
  directorReviewStatus?: DirectorReviewStatus | undefined;
  /** yyyy-MM-ddTHH:mm:ss[.SSS] in the service's time zone, both ends inclusive. */
  fromDate?: string | undefined;
  toDate?: string | undefined;
  timeZone: string;
  scope: ProviderScope;
}

const localInstant = (local: string, timeZone: string) => sql`(${local}::timestamp AT TIME ZONE ${timeZone})`;

/**
 * The filters over the case joined to its consult. The keyword (a study ID, a patient name or a
 * URN/THCI, §2.11) is the VST dashboard's own search (stroke/vst-records.ts `consultIdsFound`), so it finds
 * exactly what the VST dashboard finds; the call time range is the case's copy of the consult's
 * call time (the register index).
 */
function conditions(db: Db, f: RegisterFilter): SQL | undefined {
  return and(
    eq(vstReperfusionCases.isCase, true),
    isNull(vstReperfusionCases.deletedAt),
    consultVisible(f.scope),
    f.keyword
      ? sql`${vstReperfusionCases.id} in ${consultIdsFound(db, {
          keyword: f.keyword,
          timeZone: f.timeZone,
          scope: f.scope,
          pageSize: 1,
          pageNumber: 1,
        })}`
      : undefined,
    f.referralHospitalId ? eq(vstConsults.referrerHospitalId, f.referralHospitalId) : undefined,
    f.destinationHospitalId
      ? eq(vstReperfusionCases.destinationHospitalId, f.destinationHospitalId)
      : undefined,
    f.directorReviewStatus ? eq(vstReperfusionCases.directorReviewStatus, f.directorReviewStatus) : undefined,
    f.fromDate
      ? sql`${vstReperfusionCases.callDateTime} >= ${localInstant(f.fromDate, f.timeZone)}`
      : undefined,
    f.toDate ? sql`${vstReperfusionCases.callDateTime} <= ${localInstant(f.toDate, f.timeZone)}` : undefined,
  );
}

/** A case with what its dashboard row and export row read of the consult and the patient. */
function registerSelect(db: Db) {
  return db
    .select({
      row: vstReperfusionCases,
      consult: vstConsults,
      firstName: patientProfiles.firstName,
      lastName: patientProfiles.lastName,
    })
    .from(vstReperfusionCases)
    .innerJoin(vstConsults, eq(vstConsults.id, vstReperfusionCases.id))
    .innerJoin(patientProfiles, eq(patientProfiles.id, vstReperfusionCases.patientProfileId));
}
export type RegisterRow = Awaited<ReturnType<ReturnType<typeof registerSelect>['execute']>>[number];

/**
 * One page of the register (§2.11, §7.3): newest call first (id breaks ties), over the
 * `vst_reperfusion_cases_register` index.
 */
export function pageQuery(db: Db, f: RegisterFilter, page: { pageSize: number; pageNumber: number }) {
  return registerSelect(db)
    .where(conditions(db, f))
    .orderBy(desc(vstReperfusionCases.callDateTime), desc(vstReperfusionCases.id))
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize);
}

export async function countCases(db: Db, f: RegisterFilter): Promise<number> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vstReperfusionCases)
    .innerJoin(vstConsults, eq(vstConsults.id, vstReperfusionCases.id))
    .where(conditions(db, f));
  return count?.n ?? 0;
}

/** The ids of every case the filters find, newest call first (the export reads them once, then by batches). */
export async function caseIds(db: Db, f: RegisterFilter): Promise<number[]> {
  const rows = await db
    .select({ id: vstReperfusionCases.id })
    .from(vstReperfusionCases)
    .innerJoin(vstConsults, eq(vstConsults.id, vstReperfusionCases.id))
    .where(conditions(db, f))
    .orderBy(desc(vstReperfusionCases.callDateTime), desc(vstReperfusionCases.id));
  return rows.map((r) => r.id);
}

/** The cases of `ids` with their consults and patients, in the order of `ids`. */
export async function casesByIds(db: Db, ids: number[]): Promise<RegisterRow[]> {
  const rows = await registerSelect(db).where(inArray(vstReperfusionCases.id, ids));
  const byId = new Map(rows.map((r) => [r.row.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
