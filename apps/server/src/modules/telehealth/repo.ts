import { ACCESS_LEVEL } from '@scout/domain/access/roles';
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import {
  healthCareProviders,
  patientProfiles,
  telehealthCases,
  telehealthConsultations,
  telehealthDrugs,
  users,
} from '../../db/schema/index.ts';
import { inProviderScope, type ProviderScope, plannedDestinationIn } from '../../plugins/provider-scope.ts';
import { containsPattern } from '../admin/countries/repo.ts';
import { dayEnd, dayStart, hasOpenCase as hasOpenCaseIn, listCallTakers } from '../cases/case-lookups.ts';

export type TelehealthCaseRow = typeof telehealthCases.$inferSelect;
export type ConsultationRow = typeof telehealthConsultations.$inferSelect;

/**
 * The Telehealth cases a provider scope lets the user see (docs/architecture.md, "Access by health
 * care provider"), by the same rule as ECMO: the referring hospital, the patient's hospital once
 * recorded, and the hospital planned to receive the patient in its transfer request.
 */
export function telehealthCaseInScope(scope: ProviderScope): SQL | undefined {
  return inProviderScope(
    scope,
    [telehealthCases.referrerHospitalId, telehealthCases.healthCareProviderId],
    (ids) => [plannedDestinationIn('telehealth', telehealthCases.id, ids)],
  );
}

/** The hospital a case belongs to: the patient's hospital once recorded, else the referrer's. */
export const caseHospitalId = sql<number>`coalesce(${telehealthCases.healthCareProviderId}, ${telehealthCases.referrerHospitalId})`;

/** True when the patient has a Telehealth case that is neither closed nor deleted. */
export const hasOpenCase = (tx: Tx, patientProfileId: number) =>
  hasOpenCaseIn(tx, telehealthCases, telehealthCases.closedDateTime, patientProfileId);

/** The case's consultations, newest first (spec 2 §4.10). */
export function listConsultations(db: Db | Tx, caseId: number): Promise<ConsultationRow[]> {
  return db
    .select()
    .from(telehealthConsultations)
    .where(eq(telehealthConsultations.caseId, caseId))
    .orderBy(desc(telehealthConsultations.id));
}

/** The newest consultation of the case (the only one that may change), or null. */
export async function newestConsultation(tx: Tx, caseId: number): Promise<ConsultationRow | null> {
  const [row] = await tx
    .select()
    .from(telehealthConsultations)
    .where(eq(telehealthConsultations.caseId, caseId))
    .orderBy(desc(telehealthConsultations.id))
    .limit(1);
  return row ?? null;
}

export async function insertConsultation(
  tx: Tx,
  values: { caseId: number; data: unknown; createdBy: number; createdOn?: Date },
): Promise<ConsultationRow> {
  const [row] = await tx.insert(telehealthConsultations).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateConsultation(tx: Tx, id: number, data: unknown): Promise<ConsultationRow> {
  const [row] = await tx
    .update(telehealthConsultations)
    .set({ data, lastModified: new Date() })
    .where(eq(telehealthConsultations.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/** Names and nick names of the given providers (missing ids are simply absent). */
export async function providerNames(db: Db | Tx, ids: number[]) {
  if (!ids.length) return new Map<number, { name: string; nickName: string }>();
  const rows = await db
    .select({
      id: healthCareProviders.id,
      name: healthCareProviders.name,
      nickName: healthCareProviders.nickName,
    })
    .from(healthCareProviders)
    .where(inArray(healthCareProviders.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, nickName: r.nickName }]));
}

export async function userNames(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.displayName]));
}

// Reference data (spec 2 §7.2)

/**
 * GET /referencedata/healthcareproviders: active hospitals (id, name, nickName, and the address the
 * referrer's hospital address is filled from when the hospital is picked, as in ECMO and stroke).
 */
export function listProviders(db: Db) {
  return db
    .select({
      id: healthCareProviders.id,
      name: healthCareProviders.name,
      nickName: healthCareProviders.nickName,
      address: healthCareProviders.address,
    })
    .from(healthCareProviders)
    .where(eq(healthCareProviders.isActive, true))
    .orderBy(asc(healthCareProviders.nickName));
}

/**
 * Who may be a case's intensivist (spec 2 §3.6 says "caseIntensivist (name)" only; SCOUT's
 * choice): enabled accounts holding the Telehealth Admin or Manage level, the clinicians who run
 * the service. Read users only look; call takers and system admins without a Telehealth level
 * are not intensivists.
 */
const intensivistCondition = and(
  eq(users.accountEnabled, true),
  eq(users.isTelehealthUser, true),
  gte(users.telehealthAccess, ACCESS_LEVEL.Manage),
);

export function listIntensivists(db: Db) {
  return db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(intensivistCondition)
    .orderBy(asc(users.displayName));
}

export async function isIntensivist(db: Db | Tx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), intensivistCondition))
    .limit(1);
  return rows.length > 0;
}

/** Call-taker choices: enabled accounts with Telehealth access, call takers and system admins. */
/** The Telehealth call-taker choices' columns (listCallTakers, isCallTakerOf). */
export const TELEHEALTH_ACCESS = { appUser: users.isTelehealthUser, access: users.telehealthAccess };
export const listTelehealthCallTakers = (db: Db) => listCallTakers(db, TELEHEALTH_ACCESS);

/** The drugs of a type in their list order, or those whose name contains `term` (any type). */
export function listDrugs(db: Db, filter: { type?: string | undefined; term?: string | undefined }) {
  const where: SQL[] = [];
  if (filter.type) where.push(eq(telehealthDrugs.type, filter.type));
  if (filter.term) where.push(ilike(telehealthDrugs.name, containsPattern(filter.term)));
  return db
    .select({ id: telehealthDrugs.id, name: telehealthDrugs.name, type: telehealthDrugs.type })
    .from(telehealthDrugs)
    .where(and(...where))
    .orderBy(asc(telehealthDrugs.type), asc(telehealthDrugs.sortOrder), asc(telehealthDrugs.id));
}

// Dashboard (spec 2 §2.2, §7.2)

/** A keyword that is a case id: '12' or 'TH12'. */
const CASE_ID_KEYWORD = /^(?:th)?\s*(\d{1,9})$/i;

export interface DashboardFilter {
  keyword?: string | undefined;
  hospitalId?: number | undefined;
  /** Calendar days (YYYY-MM-DD) of the case's creation, in the service's time zone. */
  fromDate?: string | undefined;
  toDate?: string | undefined;
  closedCases: boolean;
  pageSize: number;
  pageNumber: number;
  timeZone: string;
  scope: ProviderScope;
}

function conditions(f: DashboardFilter): SQL[] {
  const where: SQL[] = [isNull(telehealthCases.deletedAt)];
  const inScope = telehealthCaseInScope(f.scope);
  if (inScope) where.push(inScope);
  where.push(
    f.closedCases ? isNotNull(telehealthCases.closedDateTime) : isNull(telehealthCases.closedDateTime),
  );
  if (f.keyword) {
    const pattern = containsPattern(f.keyword);
    const idMatch = CASE_ID_KEYWORD.exec(f.keyword.trim());
    const clause = or(
      ilike(patientProfiles.firstName, pattern),
      ilike(patientProfiles.lastName, pattern),
      ilike(sql`${patientProfiles.firstName} || ' ' || ${patientProfiles.lastName}`, pattern),
      ilike(telehealthCases.hospitalUrn, pattern),
      ...(idMatch ? [eq(telehealthCases.id, Number(idMatch[1]))] : []),
    );
    if (clause) where.push(clause);
  }
  if (f.hospitalId) where.push(sql`${caseHospitalId} = ${f.hospitalId}`);
  if (f.fromDate) where.push(sql`${telehealthCases.createdAt} >= ${dayStart(f.fromDate, f.timeZone)}`);
  if (f.toDate) where.push(sql`${telehealthCases.createdAt} < ${dayEnd(f.toDate, f.timeZone)}`);
  return where;
}

/**
 * One page of dashboard rows with the total count. Open cases newest first; archived cases most
 * recently closed first. One statement in two parts: the page's case ids (read in order from the
 * open/archive partial indexes, the patient joined only for a keyword) and the page's rows with
 * their names, hospital and consultation count, so the joins and the count of consultations
 * cost the ten rows of the page, not the register; the total is one uncorrelated count (run once,
 * an index-only scan where the visibility map allows).
 */
export function listDashboardRows(db: Db, f: DashboardFilter) {
  const order = f.closedCases
    ? [desc(telehealthCases.closedDateTime), desc(telehealthCases.id)]
    : [desc(telehealthCases.createdAt), desc(telehealthCases.id)];
  // The patient is joined only when a keyword searches its names.
  const matching = <Q extends PgSelect>(query: Q) =>
    (f.keyword
      ? query.innerJoin(patientProfiles, eq(patientProfiles.id, telehealthCases.patientProfileId))
      : query
    ).where(and(...conditions(f)));
  const total = matching(db.select({ n: sql<number>`count(*)::int` }).from(telehealthCases).$dynamic());
  const page = matching(
    db
      .select({ id: sql<number>`${telehealthCases.id}`.as('page_id') })
      .from(telehealthCases)
      .$dynamic(),
  )
    .orderBy(...order)
    .limit(f.pageSize)
    .offset((f.pageNumber - 1) * f.pageSize)
    .as('page');
  return db
    .select({
      id: telehealthCases.id,
      consults: sql<number>`(select count(*) from ${telehealthConsultations} where ${telehealthConsultations.caseId} = ${telehealthCases.id})::int`,
      firstName: patientProfiles.firstName,
      lastName: patientProfiles.lastName,
      gender: patientProfiles.gender,
      dateOfBirth: patientProfiles.dateOfBirth,
      age: patientProfiles.age,
      hospital: healthCareProviders.nickName,
      dateOfAdmissionCriticalCare: telehealthCases.dateOfAdmissionCriticalCare,
      createdAt: telehealthCases.createdAt,
      closedDateTime: telehealthCases.closedDateTime,
      total: sql<number>`(${total})`,
    })
    .from(page)
    .innerJoin(telehealthCases, eq(telehealthCases.id, page.id))
    .innerJoin(patientProfiles, eq(patientProfiles.id, telehealthCases.patientProfileId))
    .leftJoin(healthCareProviders, sql`${healthCareProviders.id} = ${caseHospitalId}`)
    .orderBy(...order);
}
export type DashboardRow = Awaited<ReturnType<typeof listDashboardRows>>[number];
