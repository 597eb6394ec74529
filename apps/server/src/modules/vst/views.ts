import type { VstConsult } from '@scout/domain/vst/case.schema';
import type { VstFollowup } from '@scout/domain/vst/followup.schema';
import { vstStudyId } from '@scout/domain/vst/rules';
import type { Db, Tx } from '../../db/client.ts';
import { recordFields, strokePatient, withSpecialistName } from '../stroke/record-view.ts';
import type * as repo from './repo.ts';

/** The patient as a VST record shows it (spec 3 §3.1 patient), from the profile. */
export const vstPatient = strokePatient;

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
