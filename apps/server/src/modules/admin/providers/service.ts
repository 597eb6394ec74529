import {
  type HealthCareProvider,
  type HealthCareProviderValues,
  HEALTH_CARE_PROVIDER_MESSAGES as M,
} from '@scout/domain/admin/health-care-provider.schema';
import type { Db } from '../../../db/client.ts';
import { type AuditActor, recordAudit } from '../../../lib/audit.ts';
import { assertFresh } from '../../../lib/concurrency.ts';
import { fieldError, notFound } from '../../../lib/http-errors.ts';
import { findCountry } from '../countries/repo.ts';
import * as repo from './repo.ts';

/** Most rows one search answers with; a state programme has a few hundred providers at most. */
export const PROVIDER_SEARCH_LIMIT = 500;
/** Most ids GET /api/ccmp/healthcareproviders?ids accepts. */
export const PROVIDER_IDS_LIMIT = 500;

const NOT_FOUND = 'Health care provider not found';

export function toProvider({ provider: p, ...names }: repo.ProviderWithNames): HealthCareProvider {
  return {
    id: p.id,
    name: p.name,
    nickName: p.nickName,
    healthCareProviderType: p.healthCareProviderType,
    countryId: p.countryId,
    countryName: names.countryName,
    jurisdictionId: p.jurisdictionId,
    jurisdictionName: names.jurisdictionName,
    jurisdictionShortName: names.jurisdictionShortName,
    address: p.address,
    phoneNumber: p.phoneNumber,
    commonwealthReferenceNumber: p.commonwealthReferenceNumber,
    anzicsId: p.anzicsId,
    websiteLink: p.websiteLink,
    coordinateLat: p.coordinateLat,
    coordinateLng: p.coordinateLng,
    faxED: p.faxEd,
    faxEDEnabled: p.faxEdEnabled,
    faxClinic: p.faxClinic,
    faxClinicEnabled: p.faxClinicEnabled,
    faxVtis: p.faxVtis,
    faxVtisEnabled: p.faxVtisEnabled,
    isActive: p.isActive,
    boxEnabled: p.boxEnabled,
    vtisEnabled: p.vtisEnabled,
    dischargeSummaryConfiguration: {
      contactNumber: p.dischargeSummaryContactNumber,
      headerSection: p.dischargeSummaryHeaderSection,
      footerSection: p.dischargeSummaryFooterSection,
    },
    hasLogo: p.logoFileKey !== null,
    lastModified: p.lastModified.toISOString(),
  };
}

/** Empty text is stored as null, so "no fax" has one representation. */
const orNull = (value: string | null | undefined) => (value ? value : null);

function valuesOf(input: HealthCareProviderValues): repo.ProviderValues {
  const summary = input.dischargeSummaryConfiguration;
  return {
    name: input.name,
    nickName: input.nickName,
    healthCareProviderType: input.healthCareProviderType,
    countryId: input.countryId,
    jurisdictionId: input.jurisdictionId,
    address: orNull(input.address),
    phoneNumber: orNull(input.phoneNumber),
    commonwealthReferenceNumber: orNull(input.commonwealthReferenceNumber),
    anzicsId: orNull(input.anzicsId),
    websiteLink: orNull(input.websiteLink),
    coordinateLat: input.coordinateLat ?? null,
    coordinateLng: input.coordinateLng ?? null,
    faxEd: orNull(input.faxED),
    faxEdEnabled: input.faxEDEnabled,
    faxClinic: orNull(input.faxClinic),
    faxClinicEnabled: input.faxClinicEnabled,
    faxVtis: orNull(input.faxVtis),
    faxVtisEnabled: input.faxVtisEnabled,
    isActive: input.isActive,
    boxEnabled: input.boxEnabled,
    vtisEnabled: input.vtisEnabled,
    dischargeSummaryContactNumber: orNull(summary?.contactNumber),
    dischargeSummaryHeaderSection: orNull(summary?.headerSection),
    dischargeSummaryFooterSection: orNull(summary?.footerSection),
  };
}

/** The country must exist and the jurisdiction must be one of its own (spec 1 §3). */
async function checkPlacement(db: Db, countryId: number, jurisdictionId: number) {
  if (!(await findCountry(db, countryId))) throw fieldError('countryId', M.countryNotFound);
  const jurisdiction = await repo.findJurisdiction(db, jurisdictionId);
  if (!jurisdiction) throw fieldError('jurisdictionId', M.jurisdictionNotFound);
  if (jurisdiction.countryId !== countryId) throw fieldError('jurisdictionId', M.jurisdictionNotInCountry);
}

async function load(db: Db, id: number): Promise<HealthCareProvider> {
  const found = await repo.findProviderWithNames(db, id);
  if (!found) throw notFound(NOT_FOUND);
  return toProvider(found);
}

export const getProvider = load;

export async function getProvidersByIds(db: Db, ids: number[]): Promise<HealthCareProvider[]> {
  return (await repo.findProvidersByIds(db, [...new Set(ids)])).map(toProvider);
}

export async function searchProviders(db: Db, filters: repo.ProviderFilters): Promise<HealthCareProvider[]> {
  return (await repo.searchProviders(db, filters, PROVIDER_SEARCH_LIMIT)).map(toProvider);
}

export async function createProvider(db: Db, actor: AuditActor, input: HealthCareProviderValues) {
  await checkPlacement(db, input.countryId, input.jurisdictionId);
  const id = await db.transaction(async (tx) => {
    const row = await repo.insertProvider(tx, valuesOf(input));
    await recordAudit(tx, actor, {
      action: 'health-care-provider.create',
      entityType: 'health-care-provider',
      entityId: row.id,
      after: row,
    });
    return row.id;
  });
  return load(db, id);
}

export async function updateProvider(
  db: Db,
  actor: AuditActor,
  input: HealthCareProviderValues & { id: number },
) {
  await checkPlacement(db, input.countryId, input.jurisdictionId);
  await db.transaction(async (tx) => {
    const before = await repo.findProviderForUpdate(tx, input.id);
    if (!before) throw notFound(NOT_FOUND);
    assertFresh(before.lastModified, input);
    const row = await repo.updateProvider(tx, input.id, valuesOf(input));
    await recordAudit(tx, actor, {
      action: 'health-care-provider.update',
      entityType: 'health-care-provider',
      entityId: row.id,
      before,
      after: row,
    });
  });
  return load(db, input.id);
}
