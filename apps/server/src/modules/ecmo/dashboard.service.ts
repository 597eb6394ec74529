import { patientAge } from '@scout/domain/ecmo/calculators';
import { formatEcmoCaseId } from '@scout/domain/ecmo/case-options';
import { archiveClosedSince } from '@scout/domain/ecmo/case-rules';
import {
  type DashboardCase,
  type DashboardQuery,
  isUnfilteredDashboardQuery,
} from '@scout/domain/ecmo/dashboard.schema';
import { todayIn } from '@scout/domain/patients/dates';
import type { CaseContext } from '../cases/case-module.ts';
import { type DashboardFilter, type DashboardRow, listDashboardRows } from './dashboard.repo.ts';
import { ecmoCaseService } from './module.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * One dashboard card (spec 2 §2.1, §3.4). The original location is the case hospital (patient's
 * hospital once recorded, else the referrer's) with the hospital admission as its arrival; the
 * destination and its arrival belong to the transfer request (cases module) and stay null here
 * until a transfer exists.
 */
function toCard(row: DashboardRow, today: string): DashboardCase {
  return {
    id: row.id,
    caseId: formatEcmoCaseId(row.id),
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender as DashboardCase['gender'],
    age: patientAge({ dateOfBirth: row.dateOfBirth, age: row.age }, today),
    diagnosisCategory: row.diagnosisCategory,
    dateCreated: row.createdAt.toISOString(),
    ecmoStatus: row.ecmoStatus as DashboardCase['ecmoStatus'],
    ecmoType: row.ecmoMode as DashboardCase['ecmoType'],
    ecmoDevice: row.ecmoDevice,
    ecmoStartDate: iso(row.ecmoStartDate),
    decannulationDate: iso(row.decannulationDateTime),
    originalLocation: row.hospital,
    destinationLocation: null,
    arrivalAtOriginalHospital: row.hospitalAdmission,
    arrivalAtDestinationHospital: null,
    closedOn: iso(row.closedOn),
    patientOutcome: row.patientOutcome as DashboardCase['patientOutcome'],
    ecmoOutcome: row.ecmoOutcome as DashboardCase['ecmoOutcome'],
    infectiousRisk: row.infectiousRisk,
    infectiousRiskDetails: row.infectiousRiskDetails,
  };
}

/**
 * GET /api/ecmo/cases/open and /api/ecmo/archive/cases. The archive without any filter shows the
 * cases closed within the last 30 days (calendar days in the service's time zone); a filter
 * searches the whole archive. The listing shows patient names, so it is audited (filters and count).
 */
export async function listDashboard(
  ctx: CaseContext,
  query: DashboardQuery,
  archived: boolean,
): Promise<DashboardCase[]> {
  const { filter, today } = dashboardFilter(ctx, query, archived);
  const rows = await listDashboardRows(ctx.db, filter);
  await ecmoCaseService.recordList(ctx, archived ? 'list-archived' : 'list-open', {
    query,
    count: rows.length,
  });
  return rows.map((r) => toCard(r, today));
}

function dashboardFilter(ctx: CaseContext, query: DashboardQuery, archived: boolean) {
  const timeZone = ctx.config.timeZone;
  const today = todayIn(timeZone);
  const closedSince = archived && isUnfilteredDashboardQuery(query) ? archiveClosedSince(today) : null;
  const filter: DashboardFilter = { query, archived, closedSince, timeZone, scope: ctx.scope };
  return { filter, today };
}

/**
 * The tables the dashboards' statements read (the cards, the filters, the provider scope): their
 * change counts are the dashboards' version (dashboard-etag.routes.test.ts checks the list
 * against the plans of the statements a dashboard runs).
 */
export const ECMO_LIST_TABLES = [
  'ecmo_cases',
  'ecmo_lookups',
  'patient_profiles',
  'health_care_providers',
] as const;

/**
 * A dashboard as a polled list (modules/cases/etag.ts `listAnswer`): the change counts of the
 * tables the cards are read from (never the list itself, issue 27), and what the cards derive from
 * outside them (the calendar day: ages and the archive's 30-day window). A 304 is not audited: it
 * sends nothing.
 */
export function dashboardList(ctx: CaseContext, query: DashboardQuery, archived: boolean) {
  return {
    tables: ECMO_LIST_TABLES,
    key: todayIn(ctx.config.timeZone),
    build: () => listDashboard(ctx, query, archived),
  };
}
