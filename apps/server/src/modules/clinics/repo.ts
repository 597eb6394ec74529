import { parseClinicStudyId } from '@scout/domain/clinics/rules';
import { and, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { patientProfiles, vstClinics } from '../../db/schema/index.ts';
import { inProviderScope, type ProviderScope } from '../../plugins/provider-scope.ts';
import { nameWords } from '../stroke/consult-search.repo.ts';

export type ClinicRow = typeof vstClinics.$inferSelect;

/** The shared case parts' key of a clinic's rows, and the audit prefix (`clinics.<entity>.<verb>`). */
export const CLINICS_MODULE = 'clinics';

/**
 * The clinics a provider scope lets the user see (docs/architecture.md "Access by health care
 * provider"), by the VST follow-up's rule: the referring hospital, or the patient's hospital once
 * recorded. A clinic has no transfer request, so no planned destination.
 */
export function clinicInScope(scope: ProviderScope): SQL | undefined {
  return inProviderScope(scope, [vstClinics.referrerHospitalId, vstClinics.patientHospitalId]);
}

/** The GET /outpatient/search filters (domain clinics/list.schema.ts) with the request's context. */
export interface ClinicSearch {
  keyword?: string | undefined;
  hospitalId?: number | undefined;
  neurologistId?: number | undefined;
  /** yyyy-MM-ddTHH:mm:ss in the service's time zone, both ends inclusive. */
  fromDate?: string | undefined;
  toDate?: string | undefined;
  pageSize: number;
  pageNumber: number;
  timeZone: string;
  scope: ProviderScope;
}

/** `text` as the start of a LIKE pattern (its own % and _ are plain text). */
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const localInstant = (local: string, timeZone: string) => sql`(${local}::timestamp AT TIME ZONE ${timeZone})`;

/**
 * The keyword (§2.2 "Search by Study ID, Patient Name, or URN/THCI", as the VST dashboard): a
 * clinic study ID ('VSTOP12') names that clinic; any other text finds the clinics whose patient's
 * last or first name starts with every word of it (the patient search's folded name columns), or
 * whose URN starts with it (case-insensitive).
 */
function keywordCondition(db: Db, keyword: string): SQL {
  const id = parseClinicStudyId(keyword);
  if (id !== null) return eq(vstClinics.id, id);
  const words = nameWords(keyword);
  const byUrn = ilike(vstClinics.patientHospitalUrn, prefixPattern(keyword.trim()));
  if (!words.length) return byUrn;
  const named = db
    .select({ id: patientProfiles.id })
    .from(patientProfiles)
    .where(
      and(
        isNull(patientProfiles.mergedIntoId),
        ...words.map((w) =>
          or(
            sql`${patientProfiles.searchLast} like ${prefixPattern(w)}`,
            sql`${patientProfiles.searchFirst} like ${prefixPattern(w)}`,
          ),
        ),
      ),
    );
  return or(inArray(vstClinics.patientProfileId, named), byUrn) as SQL;
}

function conditions(db: Db, f: ClinicSearch): SQL | undefined {
  return and(
    isNull(vstClinics.deletedAt),
    clinicInScope(f.scope),
    f.keyword ? keywordCondition(db, f.keyword) : undefined,
    f.hospitalId
      ? or(eq(vstClinics.referrerHospitalId, f.hospitalId), eq(vstClinics.patientHospitalId, f.hospitalId))
      : undefined,
    f.neurologistId ? eq(vstClinics.specialistId, f.neurologistId) : undefined,
    f.fromDate ? sql`${vstClinics.callDateTime} >= ${localInstant(f.fromDate, f.timeZone)}` : undefined,
    f.toDate ? sql`${vstClinics.callDateTime} <= ${localInstant(f.toDate, f.timeZone)}` : undefined,
  );
}

/**
 * One page of the clinic list (§2.10, §7.1 GET /outpatient/search): newest call first (id breaks
 * ties), with the patients' names, and the total. Clinics are far fewer than consults; the page
 * and the count are two statements over the `vst_clinics_list` index.
 */
export async function searchClinics(db: Db, f: ClinicSearch) {
  const where = conditions(db, f);
  const rows = await db
    .select({
      row: vstClinics,
      firstName: patientProfiles.firstName,
      lastName: patientProfiles.lastName,
    })
    .from(vstClinics)
    .innerJoin(patientProfiles, eq(patientProfiles.id, vstClinics.patientProfileId))
    .where(where)
    .orderBy(desc(vstClinics.callDateTime), desc(vstClinics.id))
    .limit(f.pageSize)
    .offset((f.pageNumber - 1) * f.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(vstClinics).where(where);
  return { rows, total: count?.n ?? 0 };
}
