import { patientAge } from '@scout/domain/ecmo/calculators';
import type { EcmoCase, EcmoCasePatient } from '@scout/domain/ecmo/case.schema';
import { formatEcmoCaseId } from '@scout/domain/ecmo/case-options';
import type { ClinicalDetails } from '@scout/domain/ecmo/clinical-details.schema';
import { ECMO_STATUSES } from '@scout/domain/ecmo/status-options';
import { todayIn } from '@scout/domain/patients/dates';
import { eq } from 'drizzle-orm';
import { type Db, readTogether, type Tx } from '../../db/client.ts';
import { patientProfiles } from '../../db/schema/index.ts';
import { patientUrnsOf } from '../cases/case-lookups.ts';
import * as repo from './cases.repo.ts';

type Json = Record<string, unknown>;

/** The patient of a case (a merged profile's cases point at the survivor, so no merge filter). */
export async function casePatient(db: Db | Tx, id: number, today: string) {
  const [p] = await db.select().from(patientProfiles).where(eq(patientProfiles.id, id)).limit(1);
  if (!p) throw new Error(`patient profile ${id} of an ECMO case is missing`);
  const patient: EcmoCasePatient = {
    firstName: p.firstName,
    lastName: p.lastName,
    middlename: p.middlename,
    gender: p.gender as EcmoCasePatient['gender'],
    age: patientAge({ dateOfBirth: p.dateOfBirth, age: p.age }, today),
    dateOfBirth: p.dateOfBirth,
  };
  return patient;
}

const LIST_KEYS = {
  observation: 'observations',
  bloodGas: 'bloodGas',
  investigation: 'investigations',
} as const;

/**
 * Clinical details as the case carries them: the saved section with each list's current draft,
 * plus the committed history from ecmo_clinical_entries. Null when nothing was ever entered.
 * A case with commits but no saved section shows empty section values (no diagnosis yet).
 */
function clinicalDetailsOf(
  stored: Json | null,
  entries: Array<{ kind: string; data: unknown }>,
): ClinicalDetails | null {
  if (!stored && !entries.length) return null;
  const base: Json = stored ?? {
    diagnosis: null,
    ett: null,
    ventilation: null,
    infusionSupport: null,
    mechanicalSupport: null,
  };
  const lists: Json = {};
  for (const [kind, key] of Object.entries(LIST_KEYS)) {
    const current = (base[key] as { current?: unknown } | undefined)?.current ?? null;
    lists[key] = { current, committed: entries.filter((e) => e.kind === kind).map((e) => e.data) };
  }
  return { ...base, ...lists } as unknown as ClinicalDetails;
}

/** Presentation status of a case: Closed once concluded, else the ECMO status label, else Open. */
export function presentationStatus(row: { closedOn: Date | null; ecmoStatus: string | null }): string {
  if (row.closedOn) return 'Closed';
  return ECMO_STATUSES.find((s) => s.value === row.ecmoStatus)?.label ?? 'Open';
}

/** GET {ea}/cases/{id}: the whole case (spec 2 §3.1). */
export async function caseView(db: Db | Tx, row: repo.EcmoCaseRow, timeZone: string): Promise<EcmoCase> {
  const today = todayIn(timeZone);
  const hospitalIds = [row.referrerHospitalId, row.patientHospitalId].filter(
    (id): id is number => id !== null,
  );
  const [patient, urns, callTaker, names, entries] = await readTogether(db, [
    () => casePatient(db, row.patientProfileId, today),
    () => patientUrnsOf(db, row.patientProfileId),
    () => repo.findUser(db, row.callTakerId),
    () => repo.providerNickNames(db, hospitalIds),
    () => repo.listEntries(db, row.id),
  ] as const);
  const hospitalInfo = row.patientHospitalInformation as Json | null;
  return {
    id: row.id,
    caseId: formatEcmoCaseId(row.id),
    patientProfileId: row.patientProfileId,
    patient: { ...patient, urns },
    callTakerId: row.callTakerId,
    callTaker: callTaker?.displayName ?? '',
    callDateTime: row.callDateTime.toISOString(),
    referrer: {
      referrerFirstName: row.referrerFirstName,
      referrerLastName: row.referrerLastName,
      referrerPosition: row.referrerPosition,
      referrerContactNumber: row.referrerContactNumber,
      referrerHospitalId: row.referrerHospitalId,
      referrerHospital: names.get(row.referrerHospitalId) ?? '',
      referrerHospitalUnit: row.referrerHospitalUnit,
      referrerHospitalAddress: row.referrerHospitalAddress,
      referrerEmailAddress: row.referrerEmailAddress,
    } as EcmoCase['referrer'],
    patientHospitalInformation: hospitalInfo
      ? ({
          ...hospitalInfo,
          patientHospital: names.get(row.patientHospitalId ?? 0) ?? '',
        } as EcmoCase['patientHospitalInformation'])
      : null,
    clinicalDetails: clinicalDetailsOf(row.clinicalDetails as Json | null, entries),
    ecmoDetails: row.ecmoDetails as EcmoCase['ecmoDetails'],
    ecmoConclusion: row.conclusion as EcmoCase['ecmoConclusion'],
    archived: row.closedOn !== null,
    dateCreated: row.createdAt.toISOString(),
    closedOn: row.closedOn?.toISOString() ?? null,
    lastModified: row.lastModified.toISOString(),
  };
}
