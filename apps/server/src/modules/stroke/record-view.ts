import { ageOn, todayIn } from '@scout/domain/patients/dates';
import type { StrokePatient } from '@scout/domain/stroke/intake.schema';
import { type StrokeRecordType, strokeStudyId } from '@scout/domain/stroke/record-types';
import type { Db, Tx } from '../../db/client.ts';
import * as lookups from './lookups.repo.ts';

/**
 * What every stroke record (VST and VTIS consult or follow-up, spec 3 §3.1 to §3.5) answers
 * besides its sections (domain stroke/record.schema.ts `strokeRecordShape`), built once.
 */

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The patient as a stroke record shows it (spec 3 §3.1 patient), from the profile. */
export async function strokePatient(db: Db | Tx, id: number, timeZone: string): Promise<StrokePatient> {
  return strokePatientOf(await lookups.patientRow(db, id), timeZone);
}

function strokePatientOf(p: lookups.RecordPatient, timeZone: string): StrokePatient {
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    middlename: p.middlename,
    gender: p.gender as StrokePatient['gender'],
    dateOfBirth: p.dateOfBirth,
    age: p.dateOfBirth ? ageOn(p.dateOfBirth, todayIn(timeZone)) : p.age,
    livesOverseas: p.livesOverseas,
    addressUnitOrRoomNumber: p.addressUnitOrRoomNumber,
    addressStreetNumber: p.addressStreetNumber,
    addressStreetName: p.addressStreetName,
    addressSuburb: p.addressSuburb,
    addressState: p.addressState,
    addressPostcode: p.addressPostcode,
  };
}

type Neurologist = { specialistId?: number | null; specialist?: string | null } | null;

/** The neurologist section with the specialist's name as the server knows it. */
export function withSpecialistName<T extends Neurologist>(section: T, names: Map<number, string>): T {
  if (!section?.specialistId) return section;
  return { ...section, specialist: names.get(section.specialistId) ?? section.specialist ?? null };
}

/** The stored columns every stroke record row has (VST and VTIS tables alike). */
export interface StrokeRecordRow {
  id: number;
  patientProfileId: number;
  callTakerId: number;
  callDateTime: Date;
  referrerHospitalId: number;
  patientHospitalId: number | null;
  patientHospitalUrn: string | null;
  specialistId: number | null;
  specialistDateTime: Date | null;
  referralDateTime: Date | null;
  isActive: boolean;
  closedOn: Date | null;
  lastModified: Date;
}

/** The record's hospital: the patient's once recorded, else the referring one (fax, Box, dashboard). */
export const recordHospitalId = (row: Pick<StrokeRecordRow, 'patientHospitalId' | 'referrerHospitalId'>) =>
  row.patientHospitalId ?? row.referrerHospitalId;

/**
 * The record fields (`strokeRecordShape`) and the user names they and the sections name (call
 * taker, specialist, and `moreUserIds`), read together. `faxEnabled` is the hospital's fax line
 * for the service's records: the ED line for VST, the VTIS line for VTIS.
 */
export async function recordFields(
  db: Db | Tx,
  row: StrokeRecordRow,
  recordType: StrokeRecordType,
  timeZone: string,
  options: { moreUserIds?: number[]; faxLine?: 'ed' | 'vtis' } = {},
) {
  const moreUserIds = options.moreUserIds ?? [];
  const hospitalId = recordHospitalId(row);
  const found = await lookups.recordLookups(
    db,
    row.patientProfileId,
    [hospitalId],
    [row.callTakerId, ...(row.specialistId ? [row.specialistId] : []), ...moreUserIds],
  );
  const { providers, names } = found;
  const patient = strokePatientOf(found.patient, timeZone);
  const hospital = providers.get(hospitalId);
  return {
    names,
    fields: {
      id: row.id,
      studyId: strokeStudyId(recordType, row.id),
      patientProfileId: row.patientProfileId,
      patient,
      isActive: row.isActive,
      closedOn: iso(row.closedOn),
      lastModified: row.lastModified.toISOString(),
      callDateTime: row.callDateTime.toISOString(),
      callTaker: row.callTakerId,
      callTakerName: names.get(row.callTakerId) ?? null,
      faxEnabled: (options.faxLine === 'vtis' ? hospital?.faxVtisEnabled : hospital?.faxEnabled) ?? false,
      boxEnabled: hospital?.boxEnabled ?? false,
    },
  };
}
