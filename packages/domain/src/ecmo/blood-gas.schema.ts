import { z } from 'zod';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from '../cases/dates.ts';
import {
  type AddIssue,
  ALWAYS,
  isBlank,
  issueAdder,
  optionalEnum,
  optionalId,
  optionalNumber,
  optionalPastDateTime,
  requireWhen,
} from '../cases/schema-helpers.ts';
import { BLOOD_GAS_TYPES } from './clinical-options.ts';
import { ECMO_LIMITS as L } from './limits.ts';

/** The measured values of a blood gas; entering any of them makes the date and type required. */
export const BLOOD_GAS_VALUE_FIELDS = ['ph', 'po2', 'pco2', 'hco3', 'be'] as const;

/**
 * One blood gas (spec 2 §3.2, §5.2). pH 0-14; pO2, pCO2 and HCO3 at least 0; base excess may be
 * negative. Date/time and type are required once any value is entered (draft and commit alike);
 * a committed entry must also have at least those two (so an empty entry cannot be committed).
 */
const bloodGasShape = (now: Now, timeZone: string) => ({
  id: optionalId,
  bloodGasDateAndTime: optionalPastDateTime(now, timeZone),
  bloodGasType: optionalEnum(BLOOD_GAS_TYPES),
  ph: optionalNumber({ min: 0, max: L.phMax }),
  po2: optionalNumber({ min: 0 }),
  pco2: optionalNumber({ min: 0 }),
  hco3: optionalNumber({ min: 0 }),
  be: optionalNumber(),
});

/** True when any blood gas value has been entered. */
export function hasBloodGasData(entry: Partial<Record<string, unknown>> | null | undefined): boolean {
  return !!entry && BLOOD_GAS_VALUE_FIELDS.some((f) => !isBlank(entry[f]));
}

export function checkBloodGas(
  v: Partial<Record<string, unknown>>,
  add: AddIssue,
  mode: 'commit' | 'draft' = 'draft',
): void {
  const required = mode === 'commit' || hasBloodGasData(v);
  requireWhen(add, required, v.bloodGasDateAndTime, ['bloodGasDateAndTime']);
  requireWhen(add, required, v.bloodGasType, ['bloodGasType']);
}

function build(mode: 'commit' | 'draft', now: Now, timeZone: string) {
  return z
    .object(bloodGasShape(now, timeZone))
    .superRefine((v, ctx) => checkBloodGas(v, issueAdder(ctx), mode), ALWAYS);
}

export function makeBloodGasSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return build('commit', now, timeZone);
}
export function makeBloodGasDraftSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return build('draft', now, timeZone);
}
export const bloodGasSchema = makeBloodGasSchema();
export const bloodGasDraftSchema = makeBloodGasDraftSchema();
export type BloodGasInput = z.input<typeof bloodGasSchema>;
export type BloodGas = z.output<typeof bloodGasSchema>;
