import type { JurisdictionInput } from '@scout/domain/admin/jurisdiction.schema';
import type { Db } from '../../../db/client.ts';
import { type AuditActor, recordAudit } from '../../../lib/audit.ts';
import { assertFresh } from '../../../lib/concurrency.ts';
import { fieldError, notFound } from '../../../lib/http-errors.ts';
import * as repo from './repo.ts';

export function toJurisdiction(row: repo.JurisdictionRow) {
  return {
    id: row.id,
    name: row.name,
    shortName: row.shortName,
    isActive: row.isActive,
    countryId: row.countryId,
    lastModified: row.lastModified.toISOString(),
  };
}

export async function listJurisdictions(db: Db, countryId: number) {
  if (!(await repo.findCountry(db, countryId))) throw notFound('Country not found');
  return (await repo.listJurisdictions(db, countryId)).map(toJurisdiction);
}

async function requireCountry(db: Db, countryId: number) {
  if (!(await repo.findCountry(db, countryId))) throw fieldError('countryId', 'Country not found');
}

export async function createJurisdiction(db: Db, actor: AuditActor, input: JurisdictionInput) {
  await requireCountry(db, input.countryId);
  return db.transaction(async (tx) => {
    const row = await repo.insertJurisdiction(tx, {
      name: input.name,
      shortName: input.shortName,
      isActive: input.isActive,
      countryId: input.countryId,
    });
    await recordAudit(tx, actor, {
      action: 'jurisdiction.create',
      entityType: 'jurisdiction',
      entityId: row.id,
      after: row,
    });
    return toJurisdiction(row);
  });
}

export async function updateJurisdiction(
  db: Db,
  actor: AuditActor,
  input: JurisdictionInput & { id: number },
) {
  await requireCountry(db, input.countryId);
  return db.transaction(async (tx) => {
    const before = await repo.findJurisdictionForUpdate(tx, input.id);
    if (!before) throw notFound('Jurisdiction not found');
    assertFresh(before.lastModified, input);
    const row = await repo.updateJurisdiction(tx, input.id, {
      name: input.name,
      shortName: input.shortName,
      isActive: input.isActive,
      countryId: input.countryId,
    });
    await recordAudit(tx, actor, {
      action: 'jurisdiction.update',
      entityType: 'jurisdiction',
      entityId: row.id,
      before,
      after: row,
    });
    return toJurisdiction(row);
  });
}

/** The spec's toggle: a participating country leaves the list, any other joins it. */
export async function toggleParticipating(db: Db, actor: AuditActor, id: number) {
  return db.transaction(async (tx) => {
    const before = await repo.findCountry(tx, id);
    if (!before) throw notFound('Country not found');
    const row = await repo.setCountryParticipating(tx, id, !before.isParticipating);
    await recordAudit(tx, actor, {
      action: row?.isParticipating ? 'country.participating-added' : 'country.participating-removed',
      entityType: 'country',
      entityId: id,
      before,
      after: row,
    });
    return {
      id,
      name: before.name,
      shortName: before.shortName,
      isParticipating: row?.isParticipating ?? false,
    };
  });
}
