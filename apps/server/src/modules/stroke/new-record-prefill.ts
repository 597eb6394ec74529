import { knownPatientHospital } from '@scout/domain/patients/known-hospital';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { healthCareProviders } from '../../db/schema/index.ts';
import { patientUrnsOf } from '../cases/case-lookups.ts';

/**
 * What a new stroke record's Patient Information starts with (issue 24 item 7), so the user does
 * not re-type what SCOUT knows. Each result is parsed by the record's own section schema (every
 * other field its default, as a never-saved section starts in the form), stays editable, and is
 * null when nothing is known (the section stays never saved, as before).
 */

type SectionSchema<T> = { safeParse: (value: unknown) => { success: boolean; data?: T } };

const parsed = <T>(schema: SectionSchema<T>, value: Record<string, unknown>): T | null => {
  const result = schema.safeParse(value);
  return result.success ? (result.data ?? null) : null;
};

/**
 * A new consult or clinic (VST, VTIS, clinics): the patient's hospital as the profile knows it
 * (domain `knownPatientHospital`: the referring hospital when the profile holds the patient's
 * URN/THCI there), with that URN and the hospital's address.
 */
export async function patientInformationFromProfile<T>(
  tx: Tx,
  patientProfileId: number,
  referrerHospitalId: number,
  schema: SectionSchema<T>,
): Promise<T | null> {
  const known = knownPatientHospital(await patientUrnsOf(tx, patientProfileId), referrerHospitalId);
  if (!known) return null;
  const [hospital] = await tx
    .select({ address: healthCareProviders.address })
    .from(healthCareProviders)
    .where(eq(healthCareProviders.id, known.hospitalId))
    .limit(1);
  return parsed(schema, {
    patientHospitalId: known.hospitalId,
    patientHospitalUrn: known.urn,
    patientHospitalAddress: hospital?.address ?? null,
  });
}

type PatientHospital = {
  patientHospitalId?: unknown;
  patientHospitalUnit?: unknown;
  patientHospitalUrn?: unknown;
  patientHospitalAddress?: unknown;
} | null;

/**
 * A new follow-up: its consult's patient hospital, unit, URN/THCI and address when the follow-up's
 * call comes from that hospital (the same stay), or null otherwise (the consult recorded no
 * hospital, or the patient has since moved: a follow-up called in from the hospital the patient
 * was transferred to takes the profile's rule there instead, never the earlier hospital). A unit
 * the follow-up does not offer is left empty.
 */
export function patientInformationFromConsult<T>(
  consult: PatientHospital,
  referrerHospitalId: number,
  schema: SectionSchema<T>,
): T | null {
  if (consult?.patientHospitalId == null || consult.patientHospitalId !== referrerHospitalId) return null;
  const hospital = {
    patientHospitalId: consult.patientHospitalId,
    patientHospitalUrn: consult.patientHospitalUrn ?? null,
    patientHospitalAddress: consult.patientHospitalAddress ?? null,
  };
  return (
    parsed(schema, { ...hospital, patientHospitalUnit: consult.patientHospitalUnit ?? null }) ??
    parsed(schema, hospital)
  );
}
