import { z } from 'zod';
import { newCaseSchemaMaker } from '../cases/case.schema.ts';
import {
  emailAddress,
  optionalText,
  requiredEnum,
  requiredId,
  requiredText,
  sectionMetaShape,
} from '../cases/schema-helpers.ts';
import { ECMO_HOSPITAL_UNITS, REFERRER_POSITIONS } from './case-options.ts';
import { ECMO_LIMITS as L } from './limits.ts';
import { ECMO_MESSAGES as M } from './messages.ts';

/**
 * Referrer fields (spec 2 §3.1, §5.1). Position and unit accept every value of the full lists
 * (older records hold them); the form offers DEFAULT_REFERRER_POSITIONS and DEFAULT_HOSPITAL_UNITS.
 * The hospital's name and address shown in the form come from the hospital lookup; the address
 * may be edited and is stored with the case.
 */
export const referrerShape = {
  referrerLastName: requiredText(L.name),
  referrerFirstName: requiredText(L.name),
  referrerPosition: requiredEnum(REFERRER_POSITIONS),
  referrerContactNumber: requiredText(L.contactNumber),
  referrerHospitalId: requiredId,
  referrerHospitalUnit: requiredEnum(ECMO_HOSPITAL_UNITS),
  referrerHospitalAddress: optionalText(L.address),
  referrerEmailAddress: emailAddress(M.invalidEmail),
};

/** PATCH {ea}/cases/{id}/referrerinformation */
export const referrerInformationSchema = z.object({ ...referrerShape, ...sectionMetaShape });
export type ReferrerInformationInput = z.input<typeof referrerInformationSchema>;
export type ReferrerInformation = z.output<typeof referrerInformationSchema>;

/**
 * POST /api/ecmo/cases: call taker, call date/time (a past event), the patient profile the case is
 * for, and the referrer. The response carries the new case's id (`newCaseResponseSchema`).
 */
export const makeNewCaseSchema = newCaseSchemaMaker(referrerShape);
export const newCaseSchema = makeNewCaseSchema();
export type NewCaseInput = z.input<typeof newCaseSchema>;
export type NewCase = z.output<typeof newCaseSchema>;

export const newCaseResponseSchema = z.object({ id: z.number().int(), caseId: z.string() });
