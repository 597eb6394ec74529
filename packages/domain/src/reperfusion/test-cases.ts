import { FIXED_NOW, issuesOf } from '../cases/test-issues.ts';
import { makeReperfusionCaseSaveSchema } from './case.schema.ts';

/** Test fixtures: a thrombolysed reperfusion case, valid at FIXED_NOW (10 March 2026, 11:00 Melbourne). */

export const CALL = '2026-03-06T10:00:00+11:00';
export const thrombolysed = {
  tpaAdministered: 'Yes',
  patientRecommendedForECR: 'No',
  patientAcceptedForECR: null,
  furtherECRReferralUndertaken: null,
  secondaryECRReferralAccepted: null,
};
export const ecrAccepted = { ...thrombolysed, patientRecommendedForECR: 'Yes', patientAcceptedForECR: 'Yes' };

export const caseMeta = {
  id: 5,
  lastModified: '2026-03-10T00:00:00.000Z',
  callDateTime: CALL,
  reperfusionTherapiesDetails: thrombolysed,
};
export const patientInformation = {
  patientHospitalId: 3,
  patientHospitalUnit: 'ED',
  hospitalTriageDateAndTime: '2026-03-06T09:40:00+11:00',
  triageTimeConfirmed: 'Yes',
  triageTimeConfirmedById: 4,
};

export const caseSave = makeReperfusionCaseSaveSchema({ now: FIXED_NOW });

/** The issues of a save of one section, the rest of the case around it. */
export const saving = (section: string, values: unknown, rest: Record<string, unknown> = {}) =>
  issuesOf(caseSave, { ...caseMeta, ...rest, sectionsToUpdate: [section], [section]: values });
