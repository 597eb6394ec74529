import { z } from 'zod';
import { checkDateRange, dashboardFilterShape, dashboardRowShape } from '../stroke/dashboard.schema.ts';
import {
  VTIS_HOSPITAL_DOCUMENTATION_STATUS_VALUES,
  VTIS_STATUS_VALUES,
  VTIS_STROKE_TYPE_VALUES,
} from './options.ts';

/**
 * GET /consults/search of VTIS (spec 3 §2.3, §7.2): the VTIS dashboard, titled "Victorian Telestroke
 * Inpatient Service - Consults and Follow Ups". The same filters, paging, persistence, 10 s refresh
 * and empty text as the VST dashboard (stroke/dashboard.schema.ts); the answer is vtisConsults and
 * totalRecordsCount. The patient history of GET /consults/patientHistory is the VST one
 * (stroke/dashboard.schema.ts, re-exported).
 */
export {
  type PatientHistoryQuery,
  type PatientHistoryRecord,
  type PatientHistoryResponse,
  patientHistoryQuerySchema,
  patientHistoryRecordSchema,
  patientHistoryResponseSchema,
} from '../stroke/dashboard.schema.ts';

/** keyword, hospitalId, neurologistId, fromDate, toDate, pageSize, pageNumber, includeFollowUps (§7.2). */
export const vtisConsultSearchQuerySchema = z.object(dashboardFilterShape).superRefine(checkDateRange);
export type VtisConsultSearchQueryInput = z.input<typeof vtisConsultSearchQuerySchema>;
export type VtisConsultSearchQuery = z.output<typeof vtisConsultSearchQuerySchema>;

/** The diagnosis a row carries (§3.8 diagnosisDetails.strokeType): the discharge summary button reads it (§2.3). */
const diagnosisShape = {
  diagnosisDetails: z.object({ strokeType: z.enum(VTIS_STROKE_TYPE_VALUES).nullable() }).nullable(),
};

/**
 * The fields of a VTIS consult or follow-up row (§2.3, §3.8 dashboard record): the shared row
 * fields, the VTIS status (pending, inpatient, declined, closed) and the VTIS fax setting
 * (faxVtisEnabled: fax to the hospital is offered for VTIS records only where enabled, §6).
 */
const recordRowShape = {
  ...dashboardRowShape,
  ...diagnosisShape,
  vtisStatus: z.enum(VTIS_STATUS_VALUES),
  faxVtisEnabled: z.boolean(),
};

/** A follow-up row under its consult (`consultId`); click opens /vst/vtisfollowup/{id}/patient. */
export const vtisFollowupRowSchema = z.object({
  ...recordRowShape,
  type: z.literal('VtisFollowup'),
  consultId: z.number().int(),
});
export type VtisFollowupRow = z.infer<typeof vtisFollowupRowSchema>;

/**
 * The hospital documentation row of a consult whose documentation is required (§2.3, §4.1): no
 * patient name is shown; click opens /vst/vtishospitaldocumentation/{consultId}/admission-details;
 * the discharge summary button shows for an Ischaemic or Haemorrhagic stroke. Its status is the
 * documentation's (OPEN until Save and Close, then CLOSED).
 */
export const vtisHospitalDocumentationRowSchema = z.object({
  ...dashboardRowShape,
  ...diagnosisShape,
  type: z.literal('HospitalDocumentation'),
  consultId: z.number().int(),
  status: z.enum(VTIS_HOSPITAL_DOCUMENTATION_STATUS_VALUES),
});
export type VtisHospitalDocumentationRow = z.infer<typeof vtisHospitalDocumentationRowSchema>;

/** A consult row with its follow-ups and its hospital documentation as child rows; click opens /vst/vtisconsult/{id}/patient. */
export const vtisConsultRowSchema = z.object({
  ...recordRowShape,
  type: z.literal('VtisConsult'),
  vtisFollowupConsults: z.array(vtisFollowupRowSchema),
  hospitalDocumentation: vtisHospitalDocumentationRowSchema.nullable(),
});
export type VtisConsultRow = z.infer<typeof vtisConsultRowSchema>;
export type VtisDashboardRow = VtisConsultRow | VtisFollowupRow | VtisHospitalDocumentationRow;

export const vtisConsultSearchResponseSchema = z.object({
  vtisConsults: z.array(vtisConsultRowSchema),
  totalRecordsCount: z.number().int(),
});
export type VtisConsultSearchResponse = z.infer<typeof vtisConsultSearchResponseSchema>;

/** The Patient Name column is hidden for hospital documentation rows (§2.3). */
export const showsPatientName = (row: Pick<VtisDashboardRow, 'type'>): boolean =>
  row.type !== 'HospitalDocumentation';

/** The discharge summary button: hospital documentation rows of an Ischaemic or Haemorrhagic stroke (§2.3). */
export function showsDischargeSummaryButton(
  row: Pick<VtisDashboardRow, 'type' | 'diagnosisDetails'>,
): boolean {
  const type = row.diagnosisDetails?.strokeType;
  return row.type === 'HospitalDocumentation' && (type === 'Ischaemic' || type === 'Haemorrhagic');
}

/** Where a row click goes (§2.3): the route kind, the id in the path and the first section. */
export function vtisRowTarget(row: Pick<VtisDashboardRow, 'type' | 'id'> & { consultId?: number }): {
  route: 'vtisconsult' | 'vtisfollowup' | 'vtishospitaldocumentation';
  id: number;
  section: 'patient' | 'admission-details';
} {
  if (row.type === 'HospitalDocumentation') {
    return { route: 'vtishospitaldocumentation', id: row.consultId ?? row.id, section: 'admission-details' };
  }
  if (row.type === 'VtisFollowup') return { route: 'vtisfollowup', id: row.id, section: 'patient' };
  return { route: 'vtisconsult', id: row.id, section: 'patient' };
}

/** The export buttons are disabled while the dashboard has no records (§2.3). */
export const exportsEnabled = (totalRecordsCount: number): boolean => totalRecordsCount > 0;
