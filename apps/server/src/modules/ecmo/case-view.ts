import { patientAge } from '@scout/domain/ecmo/calculators';
import type { EcmoCase, EcmoCasePatient } from '@scout/domain/ecmo/case.schema';
import { formatEcmoCaseId } from '@scout/domain/ecmo/case-options';
import type { ClinicalDetails } from '@scout/domain/ecmo/clinical-details.schema';
import { ECMO_STATUSES } from '@scout/domain/ecmo/status-options';
import { todayIn } from '@scout/domain/patients/dates';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { patientProfiles } from '../../db/schema/index.ts';
import { intArray, namedRows } from '../cases/case-lookups.ts';
import type * as repo from './cases.repo.ts';

type Json = Record<string, unknown>;

/** The case's patient as the case shows it: the profile's names, gender, age (today) and birth date. */
function asCasePatient(
  p: {
    firstName: string;
    lastName: string;
    middlename: string | null;
    gender: string | null;
    age: number | null;
    dateOfBirth: string | null;
  },
  today: string,
): EcmoCasePatient {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    middlename: p.middlename,
    gender: p.gender as EcmoCasePatient['gender'],
    age: patientAge({ dateOfBirth: p.dateOfBirth, age: p.age }, today),
    dateOfBirth: p.dateOfBirth,
  };
}

/** The patient of a case (a merged profile's cases point at the survivor, so no merge filter). */
export async function casePatient(db: Db | Tx, id: number, today: string) {
  const [p] = await db.select().from(patientProfiles).where(eq(patientProfiles.id, id)).limit(1);
  if (!p) throw new Error(`patient profile ${id} of an ECMO case is missing`);
  return asCasePatient(p, today);
}

type Parsed<T> = T | string;
const parsed = <T>(v: Parsed<T>): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * What the case shows besides its own row, in one statement (issue 27: each statement of a case
 * read cost a query build, a round trip and a row parse, and PostgreSQL planned each again; the
 * read made six): the patient, the profile's URN/THCI entries, the call taker, the hospitals' nick
 * names and the clinical entries. Outside a transaction it is a named statement on the generic-plan
 * pool (parsed and planned once per connection); inside one it runs on the transaction.
 */
function lookupsQuery(row: repo.EcmoCaseRow, hospitalIds: number[]) {
  return sql`SELECT json_build_object('firstName', p.first_name, 'lastName', p.last_name,
      'middlename', p.middlename, 'gender', p.gender, 'age', p.age, 'dateOfBirth', p.date_of_birth) AS patient,
    (SELECT coalesce(json_agg(json_build_object('healthCareProviderId', u.health_care_provider_id, 'urn', u.urn)
      ORDER BY u.id), '[]'::json) FROM patient_urns u WHERE u.patient_profile_id = p.id) AS urns,
    (SELECT json_build_object('displayName', t.display_name) FROM users t WHERE t.id = ${row.callTakerId}) AS "callTaker",
    (SELECT coalesce(json_agg(json_build_object('id', h.id, 'nickName', h.nick_name)), '[]'::json)
      FROM health_care_providers h WHERE h.id = ANY(${intArray(hospitalIds)})) AS names,
    (SELECT coalesce(json_agg(json_build_object('id', e.id, 'kind', e.kind, 'data', e.data) ORDER BY e.id), '[]'::json)
      FROM ecmo_clinical_entries e WHERE e.case_id = ${row.id}) AS entries
    FROM patient_profiles p WHERE p.id = ${row.patientProfileId}`;
}

interface LookupsRow {
  patient: Parsed<{
    firstName: string;
    lastName: string;
    middlename: string | null;
    gender: string | null;
    age: number | null;
    dateOfBirth: string | null;
  }>;
  urns: Parsed<Array<{ healthCareProviderId: number; urn: string }>>;
  callTaker: Parsed<{ displayName: string } | null>;
  names: Parsed<Array<{ id: number; nickName: string }>>;
  entries: Parsed<Array<{ id: number; kind: string; data: unknown }>>;
}

async function caseLookups(db: Db | Tx, row: repo.EcmoCaseRow, hospitalIds: number[], today: string) {
  const [r] = await namedRows<LookupsRow>(db, 'ecmo_case_lookups', lookupsQuery(row, hospitalIds));
  if (!r) throw new Error(`patient profile ${row.patientProfileId} of an ECMO case is missing`);
  return {
    patient: asCasePatient(parsed(r.patient), today),
    urns: parsed(r.urns),
    callTaker: parsed(r.callTaker),
    names: new Map(parsed(r.names).map((h) => [h.id, h.nickName])),
    entries: parsed(r.entries),
  };
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
  const { patient, urns, callTaker, names, entries } = await caseLookups(db, row, hospitalIds, today);
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
