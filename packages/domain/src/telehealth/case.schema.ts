import { z } from 'zod';
import { ID_MESSAGES } from '../api/ids.ts';
import { casePatientSchema, newCaseSchemaMaker } from '../cases/case.schema.ts';
import { TRANSFER_STATUSES } from '../cases/case-options.ts';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from '../cases/dates.ts';
import {
  ALWAYS,
  emailAddress,
  issueAdder,
  optionalCode,
  optionalDateTime,
  optionalNumber,
  optionalText,
  requiredEnum,
  requiredId,
  requiredNumber,
  requiredPastDateTime,
  requiredText,
  saveMetaShape,
} from '../cases/fields.ts';
import { checkSectionTimeOrder } from '../cases/time-order.ts';
import { clearedConsultation, consultationSchema } from './consultation.schema.ts';
import { TELEHEALTH_LIMITS as L } from './limits.ts';
import { TELEHEALTH_MESSAGES as M } from './messages.ts';
import {
  TELEHEALTH_HOSPITAL_UNIT_VALUES,
  TELEHEALTH_OUTCOME_VALUES,
  TELEHEALTH_POSITION_VALUES,
} from './options.ts';
import { TELEHEALTH_TIME_ORDER } from './time-order.ts';

export {
  type Airway,
  airwaySchema,
  type Breathing,
  breathingSchema,
  type CirculationAndInfusion,
  type Consultation,
  type ConsultationInput,
  circulationAndInfusionSchema,
  clearedConsultation,
  consultationSchema,
  type Disability,
  disabilitySchema,
  type EnvironmentAndExposure,
  environmentAndExposureSchema,
  type Infusion,
  type Investigations,
  infusionSchema,
  investigationsSchema,
  makeConsultationSchema,
  type Recommendations,
  recommendationsSchema,
  type StatDose,
  statDoseSchema,
} from './consultation.schema.ts';

/**
 * The Telehealth case (spec 2 §3.6) and its section save bodies (§5.7, §7.2). The section schemas
 * hold no transform, so each one both validates its save and describes that section of the case
 * the server answers (`telehealthCaseSchema`). Optional values come out as null.
 */

/** The referrer fields the new-case form and the Referrer section share (spec 2 §5.7). */
export const referrerShape = {
  firstName: requiredText(L.name),
  lastName: requiredText(L.name),
  position: requiredEnum(TELEHEALTH_POSITION_VALUES),
  /** Spec 2 §5.7: at most 15 characters. */
  contactNumber: requiredText(L.contactNumber, M.contactNumberTooLong),
  /** Optional, a valid address, under 256 letters ('' means none). */
  emailAddress: emailAddress(M.invalidEmail),
  hospitalId: requiredId,
  hospitalUnit: requiredEnum(TELEHEALTH_HOSPITAL_UNIT_VALUES),
  /** From the hospital contact lookup; may be edited and is stored with the case. */
  hospitalAddress: optionalText(L.address),
};

/**
 * Referrer section (PUT /case/referrer). `callTaker` is the call taker's user id
 * (GET /referencedata/users) and `callTakerDateTime` the call's date/time, a past event.
 */
export function makeReferrerInformationSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return z.object({
    ...referrerShape,
    callTaker: requiredId,
    callTakerDateTime: requiredPastDateTime(now, timeZone),
  });
}
export const referrerInformationSchema = makeReferrerInformationSchema();
export type ReferrerInformationInput = z.input<typeof referrerInformationSchema>;
export type ReferrerInformation = z.infer<typeof referrerInformationSchema>;

/** Intensivist section (PUT /case/intensivist): from GET /referencedata/intensivists. */
export const intensivistInformationSchema = z.object({ caseIntensivistId: requiredId });
export type IntensivistInformationInput = z.input<typeof intensivistInformationSchema>;
export type IntensivistInformation = z.infer<typeof intensivistInformationSchema>;

/** One ICU admission diagnosis row: every row must be filled (spec 2 §5.7). */
export const icuAdmissionDiagnosisSchema = z.object({
  id: z
    .number({ error: ID_MESSAGES.invalid })
    .int(ID_MESSAGES.invalid)
    .positive(ID_MESSAGES.invalid)
    .optional(),
  diagnosis: requiredText(L.diagnosis),
});
export type IcuAdmissionDiagnosis = z.infer<typeof icuAdmissionDiagnosisSchema>;

/**
 * Patient Information section (PUT /case/patient-information, spec 2 §3.6, §5.7): hospital,
 * URN/THCI, both admission date/times (past events), weight required; height optional; at least
 * one ICU admission diagnosis row (kg and cm within their plausible ranges, cases/plausibility.ts).
 */
export function makePatientInformationObject(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return z.object({
    healthCareProviderId: requiredId,
    hospitalURN: requiredText(L.urn),
    dateOfAdmissionHospital: requiredPastDateTime(now, timeZone),
    dateOfAdmissionCriticalCare: requiredPastDateTime(now, timeZone),
    patientWeight: requiredNumber({ plausible: 'weight' }),
    patientHeight: optionalNumber({ plausible: 'height' }),
    icuAdmissionDiagnoses: z
      .array(icuAdmissionDiagnosisSchema, { error: M.diagnosisRowRequired })
      .min(1, M.diagnosisRowRequired)
      .max(L.maxDiagnoses),
  });
}

/** The admissions in order (TELEHEALTH_TIME_ORDER): critical care not before hospital, at the minute. */
const checkAdmissionOrder = (v: Record<string, unknown>, ctx: z.RefinementCtx) =>
  checkSectionTimeOrder(TELEHEALTH_TIME_ORDER, ['patientInformation'], v, issueAdder(ctx));

/** The section as the form and a save check it: its fields, then the admissions in order. */
export function makePatientInformationSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return makePatientInformationObject(now, timeZone).superRefine(checkAdmissionOrder, ALWAYS);
}
export const patientInformationSchema = makePatientInformationSchema();
export type PatientInformationInput = z.input<typeof patientInformationSchema>;
export type PatientInformation = z.infer<typeof patientInformationSchema>;

/** Patient History section (PUT /case/patient-history): history of presenting case required. */
export const patientHistoryInformationSchema = z.object({
  historyOfPresentingCase: requiredText(L.longText),
  previousMedicalHistory: optionalText(L.longText),
  allergies: optionalText(L.longText),
  currentMedications: optionalText(L.longText),
  previousMedications: optionalText(L.longText),
});
export type PatientHistoryInformationInput = z.input<typeof patientHistoryInformationSchema>;
export type PatientHistoryInformation = z.infer<typeof patientHistoryInformationSchema>;

/**
 * Outcome (spec 2 §3.6, §4.10): 0 Stay In Regional ICU, 1 Deceased, 2 Transfer (set by a transfer
 * request), null Unspecified. Closing the case sets closedDateTime (the whole-case save).
 */
export const outcomeInformationSchema = z.object({
  outcome: optionalCode(TELEHEALTH_OUTCOME_VALUES),
  closedDateTime: optionalDateTime,
});
export type OutcomeInformationInput = z.input<typeof outcomeInformationSchema>;
export type OutcomeInformation = z.infer<typeof outcomeInformationSchema>;

/**
 * POST /case (spec 2 §5.7, §7.2): call taker and call date/time required, the patient profile,
 * and the referrer fields. The answer is { data: { id } }.
 */
export const makeNewTelehealthCaseSchema = newCaseSchemaMaker(referrerShape);
export const newTelehealthCaseSchema = makeNewTelehealthCaseSchema();
export type NewTelehealthCaseInput = z.input<typeof newTelehealthCaseSchema>;
export type NewTelehealthCase = z.infer<typeof newTelehealthCaseSchema>;
export const newTelehealthCaseResponseSchema = z.object({ data: z.object({ id: z.number().int() }) });
export type NewTelehealthCaseResponse = z.infer<typeof newTelehealthCaseResponseSchema>;

/** What every save body carries: the case id, the lastModified loaded, and forceUpdate (409 rule). */
export const caseSaveMetaShape = { id: requiredId, ...saveMetaShape };

/** PUT /case/referrer */
export const referrerSaveSchema = referrerInformationSchema.extend(caseSaveMetaShape);
export type ReferrerSave = z.infer<typeof referrerSaveSchema>;
/** PUT /case/intensivist */
export const intensivistSaveSchema = intensivistInformationSchema.extend(caseSaveMetaShape);
export type IntensivistSave = z.infer<typeof intensivistSaveSchema>;
/** PUT /case/patient-information */
/** PUT /case/patient-information's body (the admissions in order, as the form). */
export function makePatientInformationSaveSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return makePatientInformationObject(now, timeZone)
    .extend(caseSaveMetaShape)
    .superRefine(checkAdmissionOrder, ALWAYS);
}
export const patientInformationSaveSchema = makePatientInformationSaveSchema();
export type PatientInformationSave = z.infer<typeof patientInformationSaveSchema>;
/** PUT /case/patient-history */
export const patientHistorySaveSchema = patientHistoryInformationSchema.extend(caseSaveMetaShape);
export type PatientHistorySave = z.infer<typeof patientHistorySaveSchema>;

/**
 * PUT /case/consultations: one consultation; id 0 adds a new one, any other id must be the case's
 * newest consultation (only the newest is editable, spec 2 §4.10). Hidden fields are cleared and
 * derived values set on the way in (`clearedConsultation`).
 */
export const consultationSaveSchema = z.object({
  ...caseSaveMetaShape,
  consultation: consultationSchema.transform(clearedConsultation),
});
export type ConsultationSaveInput = z.input<typeof consultationSaveSchema>;
export type ConsultationSave = z.infer<typeof consultationSaveSchema>;

/**
 * PUT /case: the whole case (Save All, and closing: outcomeInformation.closedDateTime set). A
 * section sent as null is left as stored (a section the user never opened); a section sent is
 * validated in full and replaces the stored one. Consultations are saved alone.
 */
export const wholeCaseSaveSchema = z.object({
  ...caseSaveMetaShape,
  referrerInformation: referrerInformationSchema,
  intensivistInformation: intensivistInformationSchema.nullable().default(null),
  patientInformation: patientInformationSchema.nullable().default(null),
  patientHistoryInformation: patientHistoryInformationSchema.nullable().default(null),
  outcomeInformation: outcomeInformationSchema.nullable().default(null),
});
export type WholeCaseSaveInput = z.input<typeof wholeCaseSaveSchema>;
export type WholeCaseSave = z.infer<typeof wholeCaseSaveSchema>;

/** The patient as the case shows it (from the patient profile). */
export const telehealthCasePatientSchema = z.object({ id: z.number().int(), ...casePatientSchema.shape });
export type TelehealthCasePatient = z.infer<typeof telehealthCasePatientSchema>;

/**
 * GET /case/{id}, and the answer of every section save (the web puts it in its cache). Sections
 * never saved are null; names the server resolves for display sit beside the ids (referrer
 * hospital and call taker, intensivist, patient hospital). `lengthOfStay` is whole days
 * (`lengthOfStayDays`); consultations are newest first; `transferStatus` is the transfer
 * request's status (null without a request).
 */
export const telehealthCaseSchema = z.object({
  id: z.number().int(),
  /** 'TH' and the number (`formatTelehealthCaseId`). */
  caseId: z.string(),
  createdOn: z.string(),
  closedDateTime: z.string().nullable(),
  lastModified: z.string(),
  patientProfileId: z.number().int(),
  patientProfile: telehealthCasePatientSchema,
  referrerInformation: referrerInformationSchema.extend({
    hospital: z.string(),
    callTakerName: z.string(),
  }),
  intensivistInformation: intensivistInformationSchema.extend({ caseIntensivist: z.string() }).nullable(),
  patientInformation: makePatientInformationObject()
    .extend({
      healthCareProvider: z.object({ name: z.string(), nickName: z.string().nullable() }),
      lengthOfStay: z.number().int().nullable(),
    })
    .nullable(),
  patientHistoryInformation: patientHistoryInformationSchema.nullable(),
  consultations: z.array(consultationSchema),
  outcomeInformation: outcomeInformationSchema,
  transferStatus: z.enum(TRANSFER_STATUSES).nullable(),
});
export type TelehealthCase = z.infer<typeof telehealthCaseSchema>;
