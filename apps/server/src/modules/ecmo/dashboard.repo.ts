import type { DashboardQuery } from '@scout/domain/ecmo/dashboard.schema';
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ecmoCases, ecmoLookups, healthCareProviders, patientProfiles } from '../../db/schema/index.ts';
import type { ProviderScope } from '../../plugins/provider-scope.ts';
import { containsPattern } from '../admin/countries/repo.ts';
import { dayEnd, dayStart } from '../cases/case-lookups.ts';
import { ecmoCaseInScope } from './cases.repo.ts';
import { caseHospitalId } from './lookups.repo.ts';

/** A keyword that is a case id: '12' or 'ECMO12' (any case). */
const CASE_ID_KEYWORD = /^(?:ecmo)?\s*(\d{1,9})$/i;

export interface DashboardFilter {
  query: DashboardQuery;
  archived: boolean;
  /** Archive default window: closed on or after this calendar day (YYYY-MM-DD); null = no window. */
  closedSince: string | null;
  timeZone: string;
  /** Only the cases the user's providers see (docs/architecture.md). */
  scope: ProviderScope;
}

function conditions(f: DashboardFilter): SQL[] {
  const { query: q, timeZone } = f;
  const where: SQL[] = [isNull(ecmoCases.deletedAt)];
  const inScope = ecmoCaseInScope(f.scope);
  if (inScope) where.push(inScope);
  where.push(f.archived ? isNotNull(ecmoCases.closedOn) : isNull(ecmoCases.closedOn));
  if (f.closedSince) where.push(sql`${ecmoCases.closedOn} >= ${dayStart(f.closedSince, timeZone)}`);
  if (q.keyword) {
    const pattern = containsPattern(q.keyword);
    const byName = [
      ilike(patientProfiles.firstName, pattern),
      ilike(patientProfiles.lastName, pattern),
      ilike(sql`${patientProfiles.firstName} || ' ' || ${patientProfiles.lastName}`, pattern),
    ];
    const idMatch = CASE_ID_KEYWORD.exec(q.keyword);
    const clause = or(...byName, ...(idMatch ? [eq(ecmoCases.id, Number(idMatch[1]))] : []));
    if (clause) where.push(clause);
  }
  if (q.hospitalId) where.push(sql`${caseHospitalId} = ${q.hospitalId}`);
  if (q.ecmoMode) where.push(eq(ecmoCases.ecmoMode, q.ecmoMode));
  if (q.status) where.push(eq(ecmoCases.ecmoStatus, q.status));
  if (q.fromDate) where.push(sql`${ecmoCases.createdAt} >= ${dayStart(q.fromDate, timeZone)}`);
  if (q.toDate) where.push(sql`${ecmoCases.createdAt} < ${dayEnd(q.toDate, timeZone)}`);
  return where;
}

/**
 * The dashboard cards' rows: the case's denormalised columns, the patient, the diagnosis
 * category and the case hospital, and two values read out of the section JSON. Open cases newest
 * first; archived cases most recently closed first.
 */
export function listDashboardRows(db: Db, f: DashboardFilter) {
  return db
    .select({
      id: ecmoCases.id,
      createdAt: ecmoCases.createdAt,
      firstName: patientProfiles.firstName,
      lastName: patientProfiles.lastName,
      gender: patientProfiles.gender,
      dateOfBirth: patientProfiles.dateOfBirth,
      age: patientProfiles.age,
      diagnosisCategory: ecmoLookups.name,
      ecmoStatus: ecmoCases.ecmoStatus,
      ecmoMode: ecmoCases.ecmoMode,
      ecmoDevice: ecmoCases.ecmoDevice,
      ecmoStartDate: ecmoCases.ecmoStartDate,
      decannulationDateTime: ecmoCases.decannulationDateTime,
      hospital: healthCareProviders.nickName,
      hospitalAdmission: sql<
        string | null
      >`${ecmoCases.patientHospitalInformation}->>'hospitalAdmissionDateTime'`,
      infectiousRisk: ecmoCases.infectiousRisk,
      infectiousRiskDetails: sql<
        string | null
      >`${ecmoCases.patientHospitalInformation}->>'infectiousRiskDetails'`,
      closedOn: ecmoCases.closedOn,
      ecmoOutcome: sql<string | null>`${ecmoCases.conclusion}->>'ecmoOutcome'`,
      patientOutcome: sql<string | null>`${ecmoCases.conclusion}->>'patientOutcome'`,
    })
    .from(ecmoCases)
    .innerJoin(patientProfiles, eq(patientProfiles.id, ecmoCases.patientProfileId))
    .leftJoin(
      ecmoLookups,
      and(eq(ecmoLookups.list, 'ecmodiagnosiscategories'), eq(ecmoLookups.id, ecmoCases.diagnosisCategoryId)),
    )
    .leftJoin(healthCareProviders, sql`${healthCareProviders.id} = ${caseHospitalId}`)
    .where(and(...conditions(f)))
    .orderBy(...(f.archived ? [desc(ecmoCases.closedOn)] : [desc(ecmoCases.createdAt)]), asc(ecmoCases.id));
}
export type DashboardRow = Awaited<ReturnType<typeof listDashboardRows>>[number];
