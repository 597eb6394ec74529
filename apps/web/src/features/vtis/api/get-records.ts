import type { VtisConsult } from '@scout/domain/vtis/case.schema';
import type { VtisFollowup } from '@scout/domain/vtis/followup.schema';
import { makeHospitalDocumentationRecordSchema } from '@scout/domain/vtis/hospital-documentation.schema';
import { vtisPatientInformationSchema } from '@scout/domain/vtis/intake.schema';
import type { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { VTIS_CONSULTS, VTIS_FOLLOWUP } from './vtis-api.ts';

/**
 * GET /api/vtis/consults/{id} and /followup/{id} (spec 3 §7.2). The answers are typed, not
 * re-parsed: the server validates them on the way out with the domain schemas they come from.
 */
export const getVtisConsult = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api.get<VtisConsult>(`${VTIS_CONSULTS}/${id}`, { signal });

export const getVtisFollowup = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api.get<VtisFollowup>(`${VTIS_FOLLOWUP}/${id}`, { signal });

/**
 * GET /api/vtis/consults/{id}/hospital-documentation as the server answers it (domain
 * makeHospitalDocumentationRecordSchema over the consult's patient information schema): the
 * consult's id, study ID, patient, patient information and stroke type, and the documentation (its
 * sections, closedOn, lastModified).
 */
const hospitalDocumentationRecordSchema = makeHospitalDocumentationRecordSchema(vtisPatientInformationSchema);
export type HospitalDocumentationAnswer = z.infer<typeof hospitalDocumentationRecordSchema>;

/**
 * The hospital documentation as its record page holds it: the answer with the documentation's
 * lastModified and closedOn lifted to the record (what the case-module framework and the section
 * saves read), and the patient's profile id.
 */
export interface HospitalDocumentationRecord extends HospitalDocumentationAnswer {
  lastModified: string;
  closedOn: string | null;
  isActive: boolean;
  patientProfileId: number;
  callDateTime: string;
}

export function toHospitalDocumentationRecord(
  answer: HospitalDocumentationAnswer,
): HospitalDocumentationRecord {
  const doc = answer.hospitalDocumentation;
  return {
    ...answer,
    lastModified: doc.lastModified,
    closedOn: doc.closedOn,
    isActive: !doc.closedOn,
    patientProfileId: answer.patient.id,
    callDateTime: '',
  };
}

export async function getHospitalDocumentation(api: ApiClient, id: number, signal?: AbortSignal) {
  const answer = await api.get<HospitalDocumentationAnswer>(`${VTIS_CONSULTS}/${id}/hospital-documentation`, {
    signal,
  });
  return toHospitalDocumentationRecord(answer);
}
