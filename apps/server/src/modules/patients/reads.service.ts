import { SACC_COUNTRIES } from '@scout/domain/admin/reference/sacc-countries';
import { parsePatientKeyword } from '@scout/domain/patients/keyword';
import type { PatientSearchQuery, PreviousAddress } from '@scout/domain/patients/patient-profile.schema';
import type { Presentation } from '@scout/domain/patients/presentations';
import type { Db } from '../../db/client.ts';
import { recordRead } from '../../lib/audit.ts';
import { requireProfile, requireProfileInScope, toPatientProfile } from './profile-sql.ts';
import * as repo from './repo.ts';
import { searchPage } from './search.repo.ts';
import type { PatientContext } from './service.ts';

const countryNames = new Map(SACC_COUNTRIES.map((c) => [c.id, c.name]));
export const countryName = (code: number | null) => (code === null ? null : (countryNames.get(code) ?? null));

/**
 * GET /api/ccmp/patientprofiles/search. Name tokens match the start of the last or first name;
 * when nothing matches that way and a name token has 3 or more letters, the search is repeated
 * with trigram similarity too (a misspelt "Smyth" still finds "Smith"). Typo matches are never
 * mixed into exact ones: a list sorted by name would bury the exact hits among near misses.
 * Retired (merged) profiles are never listed. Each search is audited (keyword, whether similar
 * names were used, count, ids returned) and answers only once that event is committed.
 */
export async function searchProfiles(
  db: Db,
  ctx: PatientContext,
  query: PatientSearchQuery,
): Promise<{ profiles: ReturnType<typeof toPatientProfile>[]; totalRecordsCount: number }> {
  const keyword = parsePatientKeyword(query.keyword);
  if (!keyword.names.length && !keyword.dateOfBirth && !keyword.urns.length) {
    return { profiles: [], totalRecordsCount: 0 };
  }
  const input = {
    keyword,
    fuzzy: false,
    sortField: query.sortField,
    descending: query.sortDir === 'desc' || query.sortDir === 'descend',
    pageSize: query.pageSize,
    pageNumber: query.pageNumber,
    today: ctx.today,
    scope: ctx.scope,
  };
  let page = await searchPage(db, input);
  if (page.total === 0 && keyword.names.some((n) => n.length >= 3)) {
    input.fuzzy = true;
    page = await searchPage(db, input);
  }
  await recordRead(db, ctx.actor, {
    action: 'patient.search',
    entityType: 'patient_profile',
    after: {
      keyword: query.keyword,
      similar: input.fuzzy,
      total: page.total,
      ids: page.rows.map((r) => r.id),
    },
  });
  return {
    profiles: page.rows.map((r) => toPatientProfile(r, ctx.today)),
    totalRecordsCount: page.total,
  };
}

/** GET {id}/presentations: the journey. `id` of each item is the case's id in its module. */
export async function listPresentations(db: Db, ctx: PatientContext, id: number): Promise<Presentation[]> {
  await requireProfile(db, id);
  await requireProfileInScope(db, ctx.scope, id);
  const rows = await repo.listPresentations(db, id, ctx.scope);
  await recordRead(db, ctx.actor, {
    action: 'patient.journey-read',
    entityType: 'patient_profile',
    entityId: id,
  });
  return rows.map((r) => ({
    id: r.caseId,
    discriminator: r.discriminator,
    presentationDateTime: r.presentationDateTime.toISOString(),
    studyId: r.studyId,
    principalProblem: r.principalProblem,
    healthCareProviderId: r.healthCareProviderId,
    healthCareProviderName: r.healthCareProviderName,
    isActive: r.isActive,
    status: r.status,
  }));
}

export function toPreviousAddress(r: repo.PreviousAddressRow): PreviousAddress {
  return {
    id: r.id,
    addressUnitOrRoomNumber: r.addressUnitOrRoomNumber,
    addressStreetNumber: r.addressStreetNumber,
    addressStreetName: r.addressStreetName,
    addressSuburb: r.addressSuburb,
    addressState: r.addressState,
    addressPostcode: r.addressPostcode,
    addressCountryCode: r.addressCountryCode,
    country: countryName(r.addressCountryCode),
    livesOverseas: r.livesOverseas,
    addedAt: r.addedAt.toISOString(),
  };
}

export async function listPreviousAddresses(db: Db, ctx: PatientContext, id: number) {
  await requireProfile(db, id);
  await requireProfileInScope(db, ctx.scope, id);
  const rows = await repo.listPreviousAddresses(db, id);
  await recordRead(db, ctx.actor, {
    action: 'patient.previous-addresses-read',
    entityType: 'patient_profile',
    entityId: id,
  });
  return rows.map(toPreviousAddress);
}

/**
 * GET validateurn: true when the URN is free for this patient, i.e. no OTHER patient holds it
 * at that provider (case-insensitive). patientProfileId 0 (or absent) means a profile not yet
 * saved. Answers a yes/no only, so it is not audited as a read of patient data.
 */
export async function isUrnFree(
  db: Db,
  q: { patientProfileId: number; healthCareProviderId: number; urn: string },
): Promise<boolean> {
  const taken = await repo.urnsHeldByOthers(db, q.patientProfileId || null, [
    { healthCareProviderId: q.healthCareProviderId, urn: q.urn },
  ]);
  return taken.length === 0;
}

/** GET patienthealthcareproviderurn: the patient's URN entry at the provider, or null. */
export async function findUrnEntry(
  db: Db,
  ctx: PatientContext,
  q: { patientProfileId: number; healthCareProviderId: number },
) {
  await requireProfileInScope(db, ctx.scope, q.patientProfileId);
  const entry = await repo.findUrnEntry(db, q.patientProfileId, q.healthCareProviderId);
  if (entry) {
    await recordRead(db, ctx.actor, {
      action: 'patient.urn-read',
      entityType: 'patient_profile',
      entityId: q.patientProfileId,
      after: { healthCareProviderId: q.healthCareProviderId },
    });
  }
  return entry;
}
