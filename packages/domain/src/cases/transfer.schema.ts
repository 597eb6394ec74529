import { z } from 'zod';
import {
  INSURANCE_STATUSES,
  TRANSFER_HOSPITAL_UNITS,
  TRANSFER_POSITIONS,
  TRANSFER_STATUSES,
} from './case-options.ts';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from './dates.ts';
import { CASE_LIMITS as L } from './limits.ts';
import { CASE_MESSAGES as M } from './messages.ts';
import { checkFlowRate, OXYGEN_THERAPIES, resetFlowOnTherapyChange } from './oxygen-therapy.ts';
import { checkBloodPressureOrder } from './plausibility.ts';
import {
  type AddIssue,
  ALWAYS,
  emailAddress,
  issueAdder,
  optionalBoolean,
  optionalDateTime,
  optionalEnum,
  optionalNumber,
  optionalText,
  requiredEnum,
  requiredId,
  requiredNumber,
  requiredPastDateTime,
  requiredText,
  requireWhen,
  sectionMetaShape,
} from './schema-helpers.ts';
import { isTransferEttEnabled } from './transfer-rules.ts';

/**
 * Transfer request to the retrieval service (spec 2 §3.4, §4.7, §5.5): PUT {ea}/cases/{id}/transfer.
 * Required: referrer last name, first name, position, contact number; the patient's hospital and
 * unit; arrival date/time; weight; HR, SBP, DBP, respiratory rate, SpO2, GCS, temperature; the
 * planned destination hospital. Numbers are at least 0 (HR at most 300, SpO2 at most 100, GCS
 * 3-15, FiO2 a whole number 0-100: refused otherwise, never rewritten). Infectious details only when the risk is ticked; ETT only when GCS is below 12; both
 * cleared otherwise. The flow rate follows the observation rule (required and one of the choices
 * when the therapy offers flows). Weight over 110 kg shows a hint only (`needsBodyMeasurements`, clinical-rules.ts).
 */
const referrerObject = z.object({
  lastName: requiredText(L.name),
  firstName: requiredText(L.name),
  position: requiredEnum(TRANSFER_POSITIONS),
  contactNumber: requiredText(L.contactNumber),
  emailAddress: emailAddress(M.transferInvalidEmail),
});

const patientObject = z.object({
  location: z.object({
    hospitalId: requiredId,
    /** The hospital's name, shown read-only (from the lookup). */
    hospital: optionalText(L.shortText),
    unit: requiredEnum(TRANSFER_HOSPITAL_UNITS),
    switchboardNumber: optionalText(L.contactNumber),
    departmentNumber: optionalText(L.contactNumber),
  }),
  /** The patient's ID bracelet number. */
  patientId: optionalText(L.shortText),
  infectiousRisk: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  infectiousRiskDetails: optionalText(L.longText),
  insurance: optionalEnum(INSURANCE_STATUSES),
  /** kg and cm. */
  measurements: z.object({
    weight: requiredNumber({ plausible: 'weight' }),
    waist: optionalNumber({ min: 0 }),
    height: optionalNumber({ plausible: 'height' }),
    width: optionalNumber({ min: 0 }),
  }),
  referralHistory: z
    .object({
      clinicalHistory: optionalText(L.longText),
      pastHistory: optionalText(L.longText),
      allergies: optionalText(L.longText),
      previousMedications: optionalText(L.longText),
    })
    .prefault({}),
});

const initialObservationsObject = z.object({
  heartRate: requiredNumber({ min: 0, max: L.heartRateMax }),
  systolicBloodPressure: requiredNumber({ plausible: 'systolic' }),
  diastolicBloodPressure: requiredNumber({ plausible: 'diastolic' }),
  respiratoryRate: requiredNumber({ min: 0 }),
  spo2: requiredNumber({ min: 0, max: L.spo2Max }),
  gcs: requiredNumber({ int: true, min: L.gcsMin, max: L.gcsMax }),
  ett: optionalBoolean,
  temperature: requiredNumber({ plausible: 'temperature' }),
  oxygenTherapy: optionalEnum(OXYGEN_THERAPIES),
  oxygenFlowRate: optionalNumber({ plausible: 'oxygenFlow' }),
  fio2: optionalNumber({ int: true, min: 0, max: L.fio2Max }),
});

const plannedDestinationObject = z.object({
  location: z.object({
    hospitalId: requiredId,
    unit: optionalEnum(TRANSFER_HOSPITAL_UNITS),
  }),
  acceptedBy: z
    .object({ name: optionalText(L.name), contactNumber: optionalText(L.contactNumber) })
    .prefault({}),
});

type Loose = Partial<Record<string, unknown>> | null | undefined;

export function checkTransferRequest(v: Loose, add: AddIssue): void {
  const patient = (v?.referral as Loose)?.patient as Loose;
  requireWhen(add, patient?.infectiousRisk === true, patient?.infectiousRiskDetails, [
    'referral',
    'patient',
    'infectiousRiskDetails',
  ]);
  const obs = v?.initialObservations as Loose;
  checkFlowRate(obs?.oxygenTherapy, obs?.oxygenFlowRate, add, ['initialObservations', 'oxygenFlowRate']);
  checkBloodPressureOrder(obs?.systolicBloodPressure, obs?.diastolicBloodPressure, add, [
    'initialObservations',
    'systolicBloodPressure',
  ]);
}

/** The request without the conflict fields: also the shape of a stored request in the response. */
export function makeTransferRequestObject(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return z.object({
    referral: z.object({ referrer: referrerObject, patient: patientObject }),
    referralSite: z.object({ arrivalDateTime: requiredPastDateTime(now, timeZone) }),
    initialObservations: initialObservationsObject,
    plannedDestination: plannedDestinationObject,
  });
}
type TransferRequestValues = z.output<ReturnType<typeof makeTransferRequestObject>>;

/** Clears the infectious details without the risk, the ETT answer unless GCS < 12, and a flow the therapy does not offer. */
export function clearHiddenTransferFields<T extends TransferRequestValues>(v: T): T {
  const patient = v.referral.patient;
  const obs = v.initialObservations;
  return {
    ...v,
    referral: {
      ...v.referral,
      patient: {
        ...patient,
        infectiousRiskDetails: patient.infectiousRisk ? patient.infectiousRiskDetails : null,
      },
    },
    initialObservations: {
      ...obs,
      ett: isTransferEttEnabled(obs.gcs) ? obs.ett : null,
      oxygenFlowRate: resetFlowOnTherapyChange(obs.oxygenTherapy, obs.oxygenFlowRate),
    },
  };
}

export function makeTransferRequestSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return makeTransferRequestObject(now, timeZone)
    .extend(sectionMetaShape)
    .superRefine((v, ctx) => checkTransferRequest(v, issueAdder(ctx)), ALWAYS)
    .transform(clearHiddenTransferFields);
}
export const transferRequestSchema = makeTransferRequestSchema();
export type TransferRequestInput = z.input<typeof transferRequestSchema>;
export type TransferRequest = z.output<typeof transferRequestSchema>;

/** Where the request stands (spec 2 §3.4 referralInformation), as the retrieval service reports it. */
export const referralInformationSchema = z.object({
  status: z.enum(TRANSFER_STATUSES).nullable(),
  requestedBy: z.string().nullable(),
  whenSubmitted: optionalDateTime,
  whenRequested: optionalDateTime,
  whenAccepted: optionalDateTime,
  whenRejected: optionalDateTime,
  whenCompleted: optionalDateTime,
  actualDestinationHospital: z.string().nullable(),
  actualArrivalDateTime: optionalDateTime,
  arvisCaseId: z.string().nullable(),
});
export type ReferralInformation = z.output<typeof referralInformationSchema>;

/**
 * GET {ea}/cases/{id}/transfer. Without a request (`hasRequested` false) the web shows the request
 * form; after a request it shows `request` and `referralInformation` (status and timestamps).
 */
export const transferResponseSchema = z.object({
  hasRequested: z.boolean(),
  /** The transfer request's own id (null before any request): what the retrieval status call takes. */
  transferId: z.number().int().nullable().default(null),
  request: makeTransferRequestObject().nullable(),
  referralInformation: referralInformationSchema.nullable(),
});
export type TransferResponse = z.output<typeof transferResponseSchema>;
