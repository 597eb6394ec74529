import type { ClinicSearchQuery, ClinicSearchResponse } from '@scout/domain/clinics/list.schema';
import { clinicStatus, clinicStudyId } from '@scout/domain/clinics/rules';
import type { CaseContext } from '../cases/case-module.ts';
import { providerFacts, userNames } from '../stroke/lookups.repo.ts';
import { clinicService as clinics } from './module.ts';
import * as repo from './repo.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * GET /outpatient/search (spec 3 §2.10, §7.1): one page of the clinic list, newest call first,
 * with outpatientCases and totalRecordsCount. Filters: keyword (a clinic study ID, a patient name
 * or a URN), hospital (referring or patient's), neurologist (the clinic's specialist) and the call
 * time range in the service's time zone; `includeFollowUps` is accepted and ignored (a clinic has
 * no follow-ups). Only clinics in the user's provider scope are listed. The rows show patient
 * names, so the read is audited as `clinics.clinic.list` with the filters and the count.
 */
export async function searchClinics(
  ctx: CaseContext,
  query: ClinicSearchQuery,
): Promise<ClinicSearchResponse> {
  const { rows, total } = await repo.searchClinics(ctx.db, {
    ...query,
    timeZone: ctx.config.timeZone,
    scope: ctx.scope,
  });
  const hospitalOf = (r: repo.ClinicRow) => r.patientHospitalId ?? r.referrerHospitalId;
  const [providers, names] = await Promise.all([
    providerFacts(ctx.db, [...new Set(rows.map((p) => hospitalOf(p.row)))]),
    userNames(
      ctx.db,
      rows.map((p) => p.row.specialistId),
    ),
  ]);
  const outpatientCases = rows.map(({ row, firstName, lastName }) => {
    const closedOn = iso(row.closedOn);
    const hospitalId = hospitalOf(row);
    return {
      id: row.id,
      studyId: clinicStudyId(row.id),
      callDateTime: row.callDateTime.toISOString(),
      patientProfileId: row.patientProfileId,
      patientFirstName: firstName,
      patientLastName: lastName,
      patientUrn: row.patientHospitalUrn,
      hospitalId,
      hospital: providers.get(hospitalId)?.nickName ?? null,
      specialistId: row.specialistId,
      specialist: names.get(row.specialistId) ?? null,
      isActive: row.isActive,
      status: clinicStatus({ isActive: row.isActive, closedOn }),
      closedOn,
    };
  });
  await clinics.recordList(ctx, 'list', { query, count: outpatientCases.length });
  return { outpatientCases, totalRecordsCount: total };
}

/**
 * The tables the list's statements read (the clinics, the patients and the keyword search's
 * names, the hospitals and specialists the rows name, the provider scope): their change counts
 * are the list's version (list-etag.routes.test.ts checks the list against the plans of the
 * statements the searches run). Nothing on the page runs with the clock.
 */
export const CLINICS_LIST_TABLES = [
  'vst_clinics',
  'patient_profiles',
  'patient_name_words',
  'health_care_providers',
  'users',
] as const;
