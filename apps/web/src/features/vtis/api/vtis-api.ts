import { makeStrokeKeys, type StrokeArea } from '../../stroke/api/stroke-area.ts';

/**
 * Every VTIS API path (spec 3 §7.2, under /api/vtis) and query key in one place; the api/ files
 * build on them.
 */
export const VTIS_API = '/api/vtis';

/** The VTIS record kinds the record pages load (the hospital documentation is its consult's). */
export type VtisRecordKind = 'vtis-consult' | 'vtis-followup' | 'vtis-hospital-documentation';

export const VTIS_CONSULTS = `${VTIS_API}/consults`;
export const VTIS_FOLLOWUP = `${VTIS_API}/followup`;
/** PUT (save) and PATCH .../{id}/complete of the hospital documentation (§7.2). */
export const VTIS_HOSPITAL_DOCUMENTATION = `${VTIS_CONSULTS}/hospital-documentation`;
/** The CSV exports (§7.2): /vtisdataexport/generate/csv(/columns) and /auscr. */
export const VTIS_EXPORT = `${VTIS_API}/vtisdataexport/generate`;

export const vtisKeys = {
  ...makeStrokeKeys('vtis'),
  patientHistory: (patientProfileId: number) => ['vtis', 'patient-history', patientProfileId] as const,
};

/**
 * VTIS as a stroke area: GET /users lists the call takers, GET /vtisNeurologists the VTIS
 * neurologists and stroke specialists (the forms' specialist and the dashboard's filter).
 */
export const VTIS_AREA: StrokeArea = {
  name: 'vtis',
  api: VTIS_API,
  lists: { callTakers: 'users', specialists: 'vtisNeurologists' },
  sendTypeKey: 'recordType',
  keys: vtisKeys,
};
