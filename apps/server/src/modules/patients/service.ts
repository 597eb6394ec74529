import type { FieldError } from '@scout/domain/api/errors';
import { PATIENT_MESSAGES as M } from '@scout/domain/patients/messages';
import type { AddressInput, PatientProfileInput } from '@scout/domain/patients/patient-profile.schema';
import type { Db, Tx } from '../../db/client.ts';
import { type AuditActor, recordAudit, recordRead } from '../../lib/audit.ts';
import { assertFresh } from '../../lib/concurrency.ts';
import { badRequest, fieldError, HttpError, notFound } from '../../lib/http-errors.ts';
import type { ProviderScope } from '../../plugins/provider-scope.ts';
import { isUniqueViolation } from './db-errors.ts';
import { loadProfile, requireProfile, requireProfileInScope, toPatientProfile } from './profile-sql.ts';
import * as repo from './repo.ts';

/** Who asks, and what day it is in the service's time zone (ages, the future-date rule). */
export interface PatientContext {
  actor: AuditActor;
  today: string;
  /** Whose profiles the user sees (docs/architecture.md, "Access by health care provider"). */
  scope: ProviderScope;
}

const URN_INDEX = 'patient_urns_provider_urn_unique';

/** Unknown and malformed ids answer the same 404 with the spec's message (spec 1 §7). */
export function parseProfileId(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw notFound(M.invalidId);
  return id;
}

export async function getProfile(db: Db, ctx: PatientContext, id: number) {
  const row = await loadProfile(db, id);
  if (!row) throw notFound(M.invalidId);
  await requireProfileInScope(db, ctx.scope, id);
  await recordRead(db, ctx.actor, { action: 'patient.read', entityType: 'patient_profile', entityId: id });
  return toPatientProfile(row, ctx.today);
}

function profileValues(input: PatientProfileInput): repo.ProfileValues {
  return {
    lastName: input.lastName,
    firstName: input.firstName,
    middlename: input.middlename,
    dateOfBirth: input.dateOfBirth,
    // A known date of birth derives the age (spec 1 §5); only an age without one is stored.
    age: input.dateOfBirth ? null : input.age,
    gender: input.gender,
    emailAddress: input.emailAddress,
    countryCode: input.countryCode,
    livesOverseas: input.livesOverseas,
    addressUnitOrRoomNumber: input.addressUnitOrRoomNumber,
    addressStreetNumber: input.addressStreetNumber,
    addressStreetName: input.addressStreetName,
    addressSuburb: input.addressSuburb,
    addressState: input.addressState,
    addressPostcode: input.addressPostcode,
    addressCountryCode: input.addressCountryCode,
  };
}

type UrnEntries = PatientProfileInput['patientHealthCareProviders'];
const urnEntries = (entries: UrnEntries) =>
  entries.map((e) => ({ healthCareProviderId: e.healthCareProviderId, urn: e.urn }));

function throwFieldErrors(errors: FieldError[]): void {
  if (errors.length) throw badRequest(errors[0]?.message ?? M.required, errors);
}

/** Each provider exists; no URN is held by another patient at the same provider. */
async function checkUrnEntries(db: Db | Tx, profileId: number | null, entries: UrnEntries) {
  const known = await repo.existingProviderIds(db, [...new Set(entries.map((e) => e.healthCareProviderId))]);
  throwFieldErrors(
    entries.flatMap((e, i) =>
      known.has(e.healthCareProviderId)
        ? []
        : [{ field: `patientHealthCareProviders.${i}.healthCareProviderId`, message: M.providerNotFound }],
    ),
  );
  const taken = await repo.urnsHeldByOthers(db, profileId, urnEntries(entries));
  const isTaken = (e: UrnEntries[number]) =>
    taken.some(
      (t) => t.healthCareProviderId === e.healthCareProviderId && t.urn.toLowerCase() === e.urn.toLowerCase(),
    );
  throwFieldErrors(
    entries.flatMap((e, i) =>
      isTaken(e) ? [{ field: `patientHealthCareProviders.${i}.urn`, message: M.urnUsedByOther }] : [],
    ),
  );
}

/**
 * Two saves racing for the same URN both pass the check; the unique index stops the second.
 * Its violation becomes the same 400 as the check's, naming the entry.
 */
async function mapUrnRace<T>(db: Db, profileId: number | null, entries: UrnEntries, work: () => Promise<T>) {
  try {
    return await work();
  } catch (err) {
    if (!isUniqueViolation(err, URN_INDEX)) throw err;
    await checkUrnEntries(db, profileId, entries);
    throw fieldError('patientHealthCareProviders.0.urn', M.urnUsedByOther);
  }
}

export async function createProfile(db: Db, ctx: PatientContext, input: PatientProfileInput) {
  return mapUrnRace(db, null, input.patientHealthCareProviders, () =>
    db.transaction(async (tx) => {
      await checkUrnEntries(tx, null, input.patientHealthCareProviders);
      const row = await repo.insertProfile(tx, profileValues(input));
      const urns = urnEntries(input.patientHealthCareProviders);
      await repo.replaceUrns(tx, row.id, urns);
      await recordAudit(tx, ctx.actor, {
        action: 'patient.create',
        entityType: 'patient_profile',
        entityId: row.id,
        after: { ...row, urns },
      });
      return toPatientProfile(await requireProfile(tx, row.id), ctx.today);
    }),
  );
}

/** The profile to change: 404 if unknown, 400 if retired by a merge. */
async function lockLiveProfile(tx: Tx, id: number): Promise<repo.ProfileRow> {
  const row = await repo.findProfileForUpdate(tx, id);
  if (!row) throw notFound(M.invalidId);
  if (row.mergedIntoId !== null) throw new HttpError(400, M.profileRetired);
  return row;
}

/** Spec 1 §4: a new address moves the old one to the previous addresses (if it had any part). */
async function keepOldAddress(tx: Tx, before: repo.ProfileRow, next: repo.AddressValues, at: Date) {
  if (repo.sameAddress(repo.addressOf(before), next) || repo.isEmptyAddress(before)) return null;
  return repo.insertPreviousAddress(tx, before.id, before, at);
}

export async function updateProfile(db: Db, ctx: PatientContext, input: PatientProfileInput) {
  const id = input.id;
  if (!id) throw fieldError('id', M.required);
  return mapUrnRace(db, id, input.patientHealthCareProviders, () =>
    db.transaction(async (tx) => {
      const before = await lockLiveProfile(tx, id);
      await requireProfileInScope(tx, ctx.scope, id);
      assertFresh(before.lastModified, input);
      await checkUrnEntries(tx, id, input.patientHealthCareProviders);
      const beforeUrns = await repo.listUrns(tx, id);
      const values = profileValues(input);
      const previousAddress = await keepOldAddress(tx, before, repo.addressOf(input), new Date());
      const row = await repo.updateProfile(tx, id, values);
      const urns = urnEntries(input.patientHealthCareProviders);
      await repo.replaceUrns(tx, id, urns);
      await recordAudit(tx, ctx.actor, {
        action: 'patient.update',
        entityType: 'patient_profile',
        entityId: id,
        before: { ...before, urns: beforeUrns },
        after: { ...row, urns, previousAddressId: previousAddress?.id ?? null },
      });
      return toPatientProfile(await requireProfile(tx, id), ctx.today);
    }),
  );
}

/** POST {id}/update-address: a changed address moves the current one to the previous addresses. */
export async function updateAddress(db: Db, ctx: PatientContext, id: number, input: AddressInput) {
  return db.transaction(async (tx) => {
    const before = await lockLiveProfile(tx, id);
    await requireProfileInScope(tx, ctx.scope, id);
    const next = repo.addressOf(input);
    if (!repo.sameAddress(repo.addressOf(before), next)) {
      const previousAddress = await keepOldAddress(tx, before, next, new Date());
      await repo.updateProfile(tx, id, next);
      await recordAudit(tx, ctx.actor, {
        action: 'patient.address-change',
        entityType: 'patient_profile',
        entityId: id,
        before: repo.addressOf(before),
        after: { ...next, previousAddressId: previousAddress?.id ?? null },
      });
    }
    return toPatientProfile(await requireProfile(tx, id), ctx.today);
  });
}
