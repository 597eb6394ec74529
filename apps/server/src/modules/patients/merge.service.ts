import { ALL_PROVIDERS } from '@scout/domain/access/provider-scope';
import { MERGE_INFO_FIELDS, type MergeProfilesInput, urnMergeKey } from '@scout/domain/patients/merge.schema';
import { PATIENT_MESSAGES as M } from '@scout/domain/patients/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { PatientReference } from '../../db/patient-references.ts';
import { patientPreviousAddresses, patientProfiles, patientUrns } from '../../db/schema/index.ts';
import { recordAudit, recordRead } from '../../lib/audit.ts';
import { fieldError, HttpError, notFound } from '../../lib/http-errors.ts';
import { buildMergeItems, displayAge, type MergeSide } from './merge-items.ts';
import { requireProfile, requireProfileInScope, toPatientProfile } from './profile-sql.ts';
import * as repo from './repo.ts';
import type { PatientContext } from './service.ts';

/** Both sides whole: a merge moves every presentation, whichever provider it is at. */
async function loadSide(db: Db | Tx, profile: repo.ProfileRow): Promise<MergeSide> {
  return {
    profile,
    urns: await repo.listUrnsWithProviders(db, profile.id),
    previousAddresses: await repo.listPreviousAddresses(db, profile.id),
    presentations: await repo.listPresentations(db, profile.id, ALL_PROVIDERS),
  };
}

function requireMergeable(row: repo.ProfileRow | null): repo.ProfileRow {
  if (!row) throw notFound(M.invalidId);
  if (row.mergedIntoId !== null) throw new HttpError(400, M.profileRetired);
  return row;
}

function requireDifferent(targetId: number, sourceId: number) {
  if (targetId === sourceId) throw fieldError('sourceProfileId', M.sameProfile);
}

export async function getMergeItems(
  db: Db,
  ctx: PatientContext & { timeZone: string },
  targetId: number,
  sourceId: number,
) {
  requireDifferent(targetId, sourceId);
  const target = requireMergeable(await repo.findProfile(db, targetId));
  const source = requireMergeable(await repo.findProfile(db, sourceId));
  await requireProfileInScope(db, ctx.scope, targetId);
  await requireProfileInScope(db, ctx.scope, sourceId);
  const items = buildMergeItems(
    await loadSide(db, target),
    await loadSide(db, source),
    ctx.today,
    ctx.timeZone,
  );
  await recordRead(db, ctx.actor, {
    action: 'patient.merge-items-read',
    entityType: 'patient_profile',
    entityId: targetId,
    after: { sourceProfileId: sourceId },
  });
  return items;
}

const INFO_KEYS = new Set<string>(MERGE_INFO_FIELDS.map((f) => f.fieldName));

/** Resolutions by key; a key that names nothing SCOUT knows is a client bug worth a 400. */
function resolutionsOf(input: MergeProfilesInput): Map<string, 'target' | 'source'> {
  const map = new Map<string, 'target' | 'source'>();
  input.mergeResolutions.forEach((r, i) => {
    if (!INFO_KEYS.has(r.key) && !/^urn:\d+$/.test(r.key)) {
      throw fieldError(`mergeResolutions.${i}.key`, `Unknown merge key ${r.key}`);
    }
    map.set(r.key, r.resolution);
  });
  return map;
}

/** The target's fields after the merge (address and URNs aside). */
function mergedValues(
  t: repo.ProfileRow,
  s: repo.ProfileRow,
  pick: (k: string) => 'target' | 'source',
  today: string,
) {
  const from = (k: string) => (pick(k) === 'source' ? s : t);
  const dateOfBirth = from('dateOfBirth').dateOfBirth;
  return {
    lastName: from('lastName').lastName,
    firstName: from('firstName').firstName,
    middlename: from('middlename').middlename,
    dateOfBirth,
    // The chosen age is the one shown (derived from that side's date of birth); stored only
    // when the merged profile has no date of birth.
    age: dateOfBirth ? null : displayAge(from('age'), today),
    gender: from('gender').gender,
    emailAddress: from('emailAddress').emailAddress,
    countryCode: from('countryCode').countryCode,
  };
}

/**
 * PUT mergeprofiles, in one transaction (any failure leaves both profiles as they were):
 * 1. both profiles locked (id order: two merges of the same pair cannot deadlock);
 * 2. chosen field values go to the target; address 'source' takes the source's address. No address
 *    is lost: the one not kept (target's or source's current address) becomes a previous address
 *    of the target, and the source's previous addresses move to the target;
 * 3. URNs: union; where both hold a different URN at one provider, the key urn:{id} decides
 *    (target by default) and the losing URN is recorded in the audit event only;
 * 4. profiles earlier merged into the source now point at the target; the source is retired
 *    (mergedIntoId, mergedAt) and keeps no URN, so its URNs are free for the target;
 * 5. every registered reference (presentations, each module's case table) moves to the target;
 * 6. audit 'patient.merge' with both ids, the resolutions and before snapshots of both sides.
 */
/** `references`: the app's tables that point at a profile (ModuleDeps.patientReferences), moved to the target. */
export async function mergeProfiles(
  db: Db,
  ctx: PatientContext,
  input: MergeProfilesInput,
  references: readonly PatientReference[],
) {
  const { targetProfileId: targetId, sourceProfileId: sourceId } = input;
  requireDifferent(targetId, sourceId);
  const resolutions = resolutionsOf(input);
  const pick = (key: string) => resolutions.get(key) ?? 'target';
  return db.transaction(async (tx) => {
    const [first, second] = targetId < sourceId ? [targetId, sourceId] : [sourceId, targetId];
    const locked = new Map<number, repo.ProfileRow | null>();
    locked.set(first, await repo.findProfileForUpdate(tx, first));
    locked.set(second, await repo.findProfileForUpdate(tx, second));
    const target = await loadSide(tx, requireMergeable(locked.get(targetId) ?? null));
    const source = await loadSide(tx, requireMergeable(locked.get(sourceId) ?? null));
    // A user may merge only profiles they see (merging is for system admins, who see all).
    await requireProfileInScope(tx, ctx.scope, targetId);
    await requireProfileInScope(tx, ctx.scope, sourceId);
    const now = new Date();

    // 2. Addresses.
    const takeSourceAddress = pick('address') === 'source';
    const kept = takeSourceAddress ? source.profile : target.profile;
    const dropped = takeSourceAddress ? target.profile : source.profile;
    await tx
      .update(patientPreviousAddresses)
      .set({ patientProfileId: targetId })
      .where(eq(patientPreviousAddresses.patientProfileId, sourceId));
    if (!repo.isEmptyAddress(dropped) && !repo.sameAddress(repo.addressOf(kept), repo.addressOf(dropped))) {
      await repo.insertPreviousAddress(tx, targetId, dropped, now);
    }

    // 3. URNs.
    const droppedUrns: Array<{ healthCareProviderId: number; urn: string; from: 'target' | 'source' }> = [];
    const takeFromSource: Array<{ healthCareProviderId: number; urn: string }> = [];
    for (const s of source.urns) {
      const t = target.urns.find((u) => u.healthCareProviderId === s.healthCareProviderId);
      if (!t) continue;
      if (pick(urnMergeKey(s.healthCareProviderId)) === 'source') {
        droppedUrns.push({ healthCareProviderId: t.healthCareProviderId, urn: t.urn, from: 'target' });
        takeFromSource.push({ healthCareProviderId: s.healthCareProviderId, urn: s.urn });
      } else {
        droppedUrns.push({ healthCareProviderId: s.healthCareProviderId, urn: s.urn, from: 'source' });
      }
    }
    const shared = droppedUrns.map((d) => d.healthCareProviderId);
    if (shared.length) {
      await tx
        .delete(patientUrns)
        .where(
          and(eq(patientUrns.patientProfileId, sourceId), inArray(patientUrns.healthCareProviderId, shared)),
        );
    }
    await tx
      .update(patientUrns)
      .set({ patientProfileId: targetId })
      .where(eq(patientUrns.patientProfileId, sourceId));
    for (const u of takeFromSource) {
      await tx
        .update(patientUrns)
        .set({ urn: u.urn })
        .where(
          and(
            eq(patientUrns.patientProfileId, targetId),
            eq(patientUrns.healthCareProviderId, u.healthCareProviderId),
          ),
        );
    }

    // 4. Target values; chains of merges collapse onto the target; the source retires.
    await repo.updateProfile(tx, targetId, {
      ...mergedValues(target.profile, source.profile, pick, ctx.today),
      ...repo.addressOf(kept),
    });
    await tx
      .update(patientProfiles)
      .set({ mergedIntoId: targetId })
      .where(eq(patientProfiles.mergedIntoId, sourceId));
    await repo.updateProfile(tx, sourceId, { mergedIntoId: targetId, mergedAt: now });

    // 5. Cases of every module.
    for (const ref of references) {
      await tx.execute(
        sql`UPDATE ${sql.identifier(ref.table)} SET ${sql.identifier(ref.column)} = ${targetId} WHERE ${sql.identifier(ref.column)} = ${sourceId}`,
      );
    }

    // 6. Audit.
    const snapshot = (side: MergeSide) => ({
      ...side.profile,
      urns: side.urns,
      previousAddressIds: side.previousAddresses.map((a) => a.id),
      presentations: side.presentations.map((p) => ({ discriminator: p.discriminator, caseId: p.caseId })),
    });
    await recordAudit(tx, ctx.actor, {
      action: 'patient.merge',
      entityType: 'patient_profile',
      entityId: targetId,
      before: { target: snapshot(target), source: snapshot(source) },
      after: {
        targetProfileId: targetId,
        sourceProfileId: sourceId,
        mergeResolutions: input.mergeResolutions,
        droppedUrns,
      },
    });
    return toPatientProfile(await requireProfile(tx, targetId), ctx.today);
  });
}
