import type { Principal } from '@scout/domain/access/principal';
import type { ClinicalApp } from '@scout/domain/access/roles';
import type { PatientHistoryQuery, PatientHistoryResponse } from '@scout/domain/stroke/dashboard.schema';
import { type StrokeRecordType, strokeStudyId } from '@scout/domain/stroke/record-types';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows } from '../../db/queries/rows.ts';
import type { ProviderScope } from '../../plugins/provider-scope.ts';
import type { CaseContext } from '../cases/case-module.ts';
import * as lookups from './lookups.repo.ts';

/**
 * A patient's stroke records, newest call first (spec 3 §2.5 "A patient-history table lists past
 * consults and follow-ups (record type, record id, date created, hospital, specialist) with a View
 * PDF button", §2.7, §2.8; §7.2 GET /consults/patientHistory; page size 5, §9): the VST and VTIS
 * consults and follow-ups of the profile, each as its own row, a consult's row also listing its
 * follow-ups' ids. A service's records are listed only to a user of that service and only within
 * their providers for it (docs/architecture.md "Access by health care provider"), so every row's
 * View PDF is one the user may open. Audited by the caller.
 */

type Table = PgTable & {
  id: PgColumn;
  patientProfileId: PgColumn;
  callDateTime: PgColumn;
  referrerHospitalId: PgColumn;
  patientHospitalId: PgColumn;
  specialistId: PgColumn;
  deletedAt: PgColumn;
};

/** One record type of a service in the history: its table, scope condition and, for a consult, its follow-ups. */
export interface HistoryPart {
  recordType: StrokeRecordType;
  table: Table;
  inScope(scope: ProviderScope): SQL | undefined;
  /** A consult's follow-ups: their table and the column naming the consult. */
  children?: { table: Table; consultId: PgColumn };
}

/** A stroke service as the history reads it (VST: vst/repo.ts, VTIS: vtis/repo.ts). */
export interface HistoryService {
  app: ClinicalApp;
  canView(p: Principal): boolean;
  parts: readonly HistoryPart[];
}

function partSql(part: HistoryPart, patientProfileId: number, scope: ProviderScope): SQL {
  const t = part.table;
  const c = part.children;
  const followups = c
    ? sql`(select coalesce(array_agg(${c.table.id} order by ${c.table.id}), '{}') from ${c.table} where ${c.consultId} = ${t.id} and ${c.table.deletedAt} is null)`
    : sql`'{}'::int[]`;
  return sql`select ${t.id} as record_id, ${part.recordType}::text as record_type,
    ${t.callDateTime} as call_date_time, coalesce(${t.patientHospitalId}, ${t.referrerHospitalId}) as hospital_id,
    ${t.specialistId} as specialist_id, ${followups} as followups
    from ${t} where ${and(eq(t.patientProfileId, patientProfileId), isNull(t.deletedAt), part.inScope(scope))}`;
}

interface HistoryRow {
  record_id: number;
  record_type: StrokeRecordType;
  call_date_time: string | Date;
  hospital_id: number;
  specialist_id: number | null;
  followups: number[] | string;
  total: number;
}

/** PGlite and node-postgres answer an int[] as an array; a text form '{1,2}' is read too. */
const idsOf = (v: number[] | string): number[] =>
  Array.isArray(v) ? v.map(Number) : v.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);

export async function patientHistory(
  ctx: Pick<CaseContext, 'db' | 'principal'> & { scopeOf(app: ClinicalApp): ProviderScope },
  query: PatientHistoryQuery,
  services: readonly HistoryService[],
): Promise<PatientHistoryResponse> {
  const parts = services
    .filter((service) => service.canView(ctx.principal))
    .flatMap((service) =>
      service.parts.map((part) => partSql(part, query.patientProfileId, ctx.scopeOf(service.app))),
    );
  if (!parts.length) return { records: [], totalRecordsCount: 0 };
  const union = sql.join(parts, sql` union all `);
  const rows = await queryRows<HistoryRow>(
    ctx.db,
    sql`select t.*, count(*) over ()::int as total from (${union}) t
      order by t.call_date_time desc, t.record_type, t.record_id desc
      limit ${query.pageSize} offset ${(query.pageNumber - 1) * query.pageSize}`,
  );
  const [hospitals, names] = await Promise.all([
    lookups.providerFacts(ctx.db, [...new Set(rows.map((r) => Number(r.hospital_id)))]),
    lookups.userNames(
      ctx.db,
      rows.flatMap((r) => (r.specialist_id ? [Number(r.specialist_id)] : [])),
    ),
  ]);
  const total =
    rows[0]?.total ??
    (query.pageNumber > 1
      ? ((await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from (${union}) t`))[0]?.n ??
        0)
      : 0);
  return {
    records: rows.map((r) => ({
      recordId: Number(r.record_id),
      recordType: r.record_type,
      studyId: strokeStudyId(r.record_type, Number(r.record_id)),
      callDateTime: new Date(r.call_date_time).toISOString(),
      hospital: hospitals.get(Number(r.hospital_id))?.nickName ?? null,
      specialist: r.specialist_id ? (names.get(Number(r.specialist_id)) ?? null) : null,
      followups: idsOf(r.followups),
    })),
    totalRecordsCount: Number(total),
  };
}
