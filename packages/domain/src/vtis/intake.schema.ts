import { z } from 'zod';
import { DEFAULT_CALLING_CODE, isValidPhone } from '../admin/phone-number.ts';
import {
  type AddIssue,
  optionalDateTime,
  optionalEnum,
  optionalId,
  optionalText,
  requireWhen,
} from '../cases/fields.ts';
import { checkSpecialistContactTime, specialistHistorySchema } from '../stroke/intake.schema.ts';
import { optionalMedicareNumber } from '../stroke/medicare.ts';
import type { Loose } from '../stroke/rule-helpers.ts';
import type { VtisCheckContext } from './check-context.ts';
import { asclCodeField, saccCodeField } from './country-language.ts';
import { VTIS_LIMITS as L } from './limits.ts';
import { VTIS_MESSAGES as M } from './messages.ts';
import {
  ATSI_VALUES,
  NOK_RELATIONSHIP_VALUES,
  TITLE_VALUES,
  VTIS_HOSPITAL_UNIT_VALUES,
  YES_NO,
} from './options.ts';

/**
 * The VTIS consult's patient information and neurologist information (spec 3 §3.4, §5.5), with the
 * field names of §3.4. The referrer is the VST one (stroke/intake.schema.ts, "as in VST"). As in
 * vst/consultation.schema.ts, each schema checks its fields one by one and holds no requirement
 * and no transform (it also describes the section the server answers); the `check*` functions
 * hold what is required, run with the consult's context (check-context.ts).
 */

/** A phone number as typed, checked with libphonenumber-js (Australian numbers by default, + for others). */
const phoneNumber = optionalText(L.contactNumber).refine(
  (v) => v === null || v === '' || isValidPhone(DEFAULT_CALLING_CODE, v),
  M.invalidPhone,
);

export const vtisPatientInformationSchema = z.object({
  title: optionalEnum(TITLE_VALUES),
  mobileNumber: phoneNumber,
  atsi: optionalEnum(ATSI_VALUES),
  /** The SACC name of countryOfBirthCode, kept with it (clearing-rules.ts derives it from the code). */
  countryOfBirth: optionalText(L.shortText),
  /** SACC country code (admin/reference/sacc-countries.ts). */
  countryOfBirthCode: saccCodeField,
  /** The ASCL name of spokenLanguageCode, kept with it. */
  spokenLanguage: optionalText(L.shortText),
  /** ASCL language code, four digits as text (patients/reference/ascl-languages.ts). */
  spokenLanguageCode: asclCodeField,
  interpreterRequired: optionalEnum(YES_NO),
  /** 10 or 11 digits, a real card number (stroke/medicare.ts; §9: at most 11). */
  medicareNumber: optionalMedicareNumber,
  patientHospitalId: optionalId,
  patientHospitalUnit: optionalEnum(VTIS_HOSPITAL_UNIT_VALUES),
  patientHospitalUrn: optionalText(L.urn),
  patientHospitalAddress: optionalText(L.address),
  nokFirstName: optionalText(L.nokName),
  nokSurname: optionalText(L.nokName),
  nokRelationship: optionalEnum(NOK_RELATIONSHIP_VALUES),
  nokContactNumber: phoneNumber,
  /**
   * The required-rule toggle's prompt (§4.3): Yes turns the requirement off, No (or no answer)
   * keeps it on (`isVtisValidationRequired`). SCOUT's field name: the spec names none.
   */
  mandatoryFieldsOff: optionalEnum(YES_NO),
});
export type VtisPatientInformation = z.infer<typeof vtisPatientInformationSchema>;
export type VtisPatientInformationInput = z.input<typeof vtisPatientInformationSchema>;

/** Required only while the required-rule toggle is on (§5.5). */
export const PATIENT_INFORMATION_TOGGLED_FIELDS = [
  'atsi',
  'countryOfBirthCode',
  'spokenLanguageCode',
  'medicareNumber',
  'patientHospitalId',
  'patientHospitalUnit',
  'patientHospitalUrn',
  'patientHospitalAddress',
] as const;

/**
 * Patient information (§5.5): with the toggle on, ATSI, country of birth, spoken language, Medicare
 * number and the patient's hospital, unit, URN and address. Title, mobile, interpreter and next of
 * kin are optional.
 */
export function checkVtisPatientInformation(
  v: Loose,
  add: AddIssue,
  ctx: Pick<VtisCheckContext, 'validationRequired'>,
): void {
  for (const field of PATIENT_INFORMATION_TOGGLED_FIELDS) {
    requireWhen(add, ctx.validationRequired, v?.[field], [field]);
  }
}

export const vtisNeurologistInformationSchema = z.object({
  /** The VTIS neurologist or stroke specialist (GET /vtisNeurologists). */
  specialistId: optionalId,
  /** Their display name, as the server resolves it. */
  specialist: optionalText(L.name * 2),
  specialistDateAndTime: optionalDateTime,
  /** True on the save that follows a Handover (stroke/handover.ts): the history grew. */
  handoverUpdate: z.boolean().default(false),
  specialists: specialistHistorySchema,
});
export type VtisNeurologistInformation = z.infer<typeof vtisNeurologistInformationSchema>;

/**
 * Neurologist information (§5.5): the specialist and the contact time are always required; the
 * contact is not before the call and not in the future (the VST rule, §5.2).
 */
export function checkVtisNeurologistInformation(
  v: Loose,
  add: AddIssue,
  ctx: Pick<VtisCheckContext, 'callDateTime' | 'now'>,
): void {
  requireWhen(add, true, v?.specialistId, ['specialistId']);
  requireWhen(add, true, v?.specialistDateAndTime, ['specialistDateAndTime']);
  checkSpecialistContactTime(v, add, ctx);
}
