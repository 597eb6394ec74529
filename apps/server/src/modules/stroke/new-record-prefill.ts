import { knownPatientHospital } from '@scout/domain/patients/known-hospital';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { healthCareProviders } from '../../db/schema/index.ts';
import { type AppAccessColumns, patientUrnsOf } from '../cases/case-lookups.ts';
import type { CaseContext } from '../cases/case-module.ts';
import { checkNewRecord, copiesOf } from './record-save.ts';

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

/**
 * A new stroke record's row (POST /consults of VST and VTIS, /followup of VST; spec 3 §2.4, §5.8):
 * the checks of a new stroke record (`checkNewRecord`, with the area's call takers), the patient,
 * call taker, call time and referrer as given, Patient Information from `prefill` when it knows it
 * (a follow-up: its consult's) else from what the profile knows, and the plain copies the
 * dashboards and the scope read.
 */
export async function newStrokeRecordRow<T extends Parameters<typeof copiesOf>[0]['patientInformation']>(
  ctx: CaseContext,
  tx: Tx,
  input: {
    patientProfileId: number;
    callTakerId: number;
    callDateTime: string;
    referrerInformation: NonNullable<Parameters<typeof copiesOf>[0]['referrerInformation']> & {
      referrerHospitalId?: number | null;
    };
  },
  options: {
    callTakers: AppAccessColumns;
    patientSchema: SectionSchema<T>;
    prefill?: (referrerHospitalId: number) => T | null;
  },
) {
  const hospitalId = await checkNewRecord(ctx, tx, input, { callTakers: options.callTakers });
  const patientInformation =
    options.prefill?.(hospitalId) ??
    (await patientInformationFromProfile(tx, input.patientProfileId, hospitalId, options.patientSchema));
  return {
    patientProfileId: input.patientProfileId,
    callTakerId: input.callTakerId,
    callDateTime: new Date(input.callDateTime),
    referrerInformation: input.referrerInformation,
    patientInformation,
    ...copiesOf({ referrerInformation: input.referrerInformation, patientInformation }, hospitalId),
  };
}
