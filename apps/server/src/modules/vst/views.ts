import { ageOn, todayIn } from '@scout/domain/patients/dates';
import type { VstConsult, VstPatient } from '@scout/domain/vst/case.schema';
import type { VstFollowup } from '@scout/domain/vst/followup.schema';
import { vstStudyId } from '@scout/domain/vst/rules';
import { type Db, readTogether, type Tx } from '../../db/client.ts';
import * as repo from './repo.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The patient as a VST record shows it (spec 3 §3.1 patient), from the profile. */
export async function vstPatient(db: Db | Tx, id: number, timeZone: string): Promise<VstPatient> {
  const p = await repo.patientRow(db, id);
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    middlename: p.middlename,
    gender: p.gender as VstPatient['gender'],
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
function withSpecialistName<T extends Neurologist>(section: T, names: Map<number, string>): T {
  if (!section?.specialistId) return section;
  return { ...section, specialist: names.get(section.specialistId) ?? section.specialist ?? null };
}

/** What every VST record answers besides its sections (domain `vstRecordShape`). */
async function recordFields(
  db: Db | Tx,
  row: repo.VstConsultRow | repo.VstFollowupRow,
  recordType: 'Consult' | 'Followup',
  timeZone: string,
) {
  const hospitalId = row.patientHospitalId ?? row.referrerHospitalId;
  const [patient, providers, names] = await readTogether(db, [
    () => vstPatient(db, row.patientProfileId, timeZone),
    () => repo.providerFacts(db, [hospitalId]),
    () => repo.userNames(db, [row.callTakerId, ...(row.specialistId ? [row.specialistId] : [])]),
  ] as const);
  const hospital = providers.get(hospitalId);
  return {
    names,
    fields: {
      id: row.id,
      studyId: vstStudyId(recordType, row.id),
      patientProfileId: row.patientProfileId,
      patient,
      isActive: row.isActive,
      closedOn: iso(row.closedOn),
      lastModified: row.lastModified.toISOString(),
      callDateTime: row.callDateTime.toISOString(),
      callTaker: row.callTakerId,
      callTakerName: names.get(row.callTakerId) ?? null,
      faxEnabled: hospital?.faxEnabled ?? false,
      boxEnabled: hospital?.boxEnabled ?? false,
    },
  };
}

/** GET /consults/{id} and the answer of every consult save (domain `vstConsultSchema`). */
export async function consultView(
  db: Db | Tx,
  row: repo.VstConsultRow,
  timeZone: string,
): Promise<VstConsult> {
  const { fields, names } = await recordFields(db, row, 'Consult', timeZone);
  const s = row as unknown as Record<string, unknown>;
  return {
    ...fields,
    type: 'Consult',
    schemaVersion: row.schemaVersion,
    referrerInformation: s.referrerInformation as VstConsult['referrerInformation'],
    patientInformation: s.patientInformation as VstConsult['patientInformation'],
    neurologistInformation: withSpecialistName(
      s.neurologistInformation as VstConsult['neurologistInformation'],
      names,
    ),
    clinicalPresentationInformation:
      s.clinicalPresentationInformation as VstConsult['clinicalPresentationInformation'],
    imagingDetails: s.imagingDetails as VstConsult['imagingDetails'],
    diagnosisDetails: s.diagnosisDetails as VstConsult['diagnosisDetails'],
    reperfusionTherapiesDetails: s.reperfusionTherapiesDetails as VstConsult['reperfusionTherapiesDetails'],
    technicalConsultationInformation:
      s.technicalConsultationInformation as VstConsult['technicalConsultationInformation'],
    hospitalAgreementDetails: s.hospitalAgreementDetails as VstConsult['hospitalAgreementDetails'],
  };
}

/** GET /followup/{id} and the answer of every follow-up save (domain `vstFollowupSchema`). */
export async function followupView(
  db: Db | Tx,
  row: repo.VstFollowupRow,
  timeZone: string,
): Promise<VstFollowup> {
  const { fields, names } = await recordFields(db, row, 'Followup', timeZone);
  const s = row as unknown as Record<string, unknown>;
  return {
    ...fields,
    type: 'Followup',
    vstConsultId: row.vstConsultId,
    vstConsultStudyId: vstStudyId('Consult', row.vstConsultId),
    referrerInformation: s.referrerInformation as VstFollowup['referrerInformation'],
    patientInformation: s.patientInformation as VstFollowup['patientInformation'],
    neurologistInformation: withSpecialistName(
      s.neurologistInformation as VstFollowup['neurologistInformation'],
      names,
    ),
    followupConsultationInformation:
      s.followupConsultationInformation as VstFollowup['followupConsultationInformation'],
    hospitalAgreementDetails: s.hospitalAgreementDetails as VstFollowup['hospitalAgreementDetails'],
  };
}
