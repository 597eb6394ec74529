import type { Clinic } from '@scout/domain/clinics/case.schema';
import { clinicStudyId } from '@scout/domain/clinics/rules';
import { type Db, readTogether, type Tx } from '../../db/client.ts';
import { userNames } from '../stroke/lookups.repo.ts';
import { strokePatient } from '../stroke/record-view.ts';
import type { ClinicRow } from './repo.ts';

/**
 * GET /outpatient/{id} and the answer of every clinic save (domain clinics/case.schema.ts
 * `clinicSchema`): the stroke record's fields with the specialist (id and name) in place of the
 * call taker, and the four sections (null until first saved).
 */
export async function clinicView(db: Db | Tx, row: ClinicRow, timeZone: string): Promise<Clinic> {
  const [patient, names] = await readTogether(db, [
    () => strokePatient(db, row.patientProfileId, timeZone),
    () => userNames(db, [row.specialistId]),
  ] as const);
  return {
    id: row.id,
    studyId: clinicStudyId(row.id),
    type: 'Clinic',
    patientProfileId: row.patientProfileId,
    patient,
    isActive: row.isActive,
    closedOn: row.closedOn?.toISOString() ?? null,
    lastModified: row.lastModified.toISOString(),
    callDateTime: row.callDateTime.toISOString(),
    specialistId: row.specialistId,
    specialist: names.get(row.specialistId) ?? null,
    referrerInformation: row.referrerInformation as Clinic['referrerInformation'],
    patientInformation: row.patientInformation as Clinic['patientInformation'],
    clinicalAssessmentDetails: row.clinicalAssessmentDetails as Clinic['clinicalAssessmentDetails'],
    furtherFollowup: row.furtherFollowup as Clinic['furtherFollowup'],
  };
}
