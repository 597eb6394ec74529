import { z } from 'zod';
import { INSURANCE_STATUSES } from '../cases/case-options.ts';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from '../cases/dates.ts';
import {
  type AddIssue,
  ALWAYS,
  issueAdder,
  optionalEnum,
  optionalNumber,
  optionalPastDateTime,
  optionalText,
  requiredBoolean,
  requiredEnum,
  requiredId,
  requiredPastDateTime,
  requiredText,
  requireWhen,
  sectionMetaShape,
} from '../cases/schema-helpers.ts';
import { checkSectionTimeOrder } from '../cases/time-order.ts';
import { ECMO_HOSPITAL_UNITS } from './case-options.ts';
import { ECMO_LIMITS as L } from './limits.ts';
import { ECMO_TIME_ORDER } from './time-order.ts';

/** Infectious-risk details are asked (and required) only when the risk is Yes. */
export function checkInfectiousRisk(
  v: { infectiousRisk?: boolean | null; infectiousRiskDetails?: string | null },
  add: AddIssue,
): void {
  requireWhen(add, v.infectiousRisk === true, v.infectiousRiskDetails, ['infectiousRiskDetails']);
}

/**
 * PATCH {ea}/cases/{id}/patienthospitalinformation (spec 2 §3.1, §5.1). Hospital, unit, URN/THCI,
 * address, hospital admission date/time and infectious risk are required; details when the risk is
 * Yes (cleared otherwise). Weight (kg) and height (cm) within their plausible ranges (cases/plausibility.ts; at least 0, spec 2 §5.1). `acceptedByHospital` is
 * read as free text (who accepted the patient at the hospital): the spec names it only.
 */
export function makePatientHospitalInformationSchema(
  now: Now = systemNow,
  timeZone: string = DEFAULT_TIME_ZONE,
) {
  return z
    .object({
      patientHospitalId: requiredId,
      patientHospitalUnit: requiredEnum(ECMO_HOSPITAL_UNITS),
      patientHospitalUrn: requiredText(L.urn),
      patientHospitalAddress: requiredText(L.address),
      hospitalAdmissionDateTime: requiredPastDateTime(now, timeZone),
      icuAdmissionDateTime: optionalPastDateTime(now, timeZone),
      patientWeight: optionalNumber({ plausible: 'weight' }),
      patientHeight: optionalNumber({ plausible: 'height' }),
      infectiousRisk: requiredBoolean,
      infectiousRiskDetails: optionalText(L.longText),
      insuranceStatus: optionalEnum(INSURANCE_STATUSES),
      acceptedByHospital: optionalText(L.shortText),
      ...sectionMetaShape,
    })
    .superRefine((v, ctx) => {
      const add = issueAdder(ctx);
      checkInfectiousRisk(v, add);
      checkSectionTimeOrder(ECMO_TIME_ORDER, ['patientHospitalInformation'], v, add);
    }, ALWAYS)
    .transform((v) => ({
      ...v,
      infectiousRiskDetails: v.infectiousRisk ? v.infectiousRiskDetails : null,
    }));
}
export const patientHospitalInformationSchema = makePatientHospitalInformationSchema();
export type PatientHospitalInformationInput = z.input<typeof patientHospitalInformationSchema>;
export type PatientHospitalInformation = z.output<typeof patientHospitalInformationSchema>;
