import { z } from 'zod';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from '../cases/dates.ts';
import { GCS_BOUNDS, gcs } from '../cases/gcs.ts';
import {
  checkFlowRate,
  fio2FromFlow,
  isFio2ManualForTherapy,
  OXYGEN_THERAPIES,
  resetFlowOnTherapyChange,
} from '../cases/oxygen-therapy.ts';
import { checkBloodPressureOrder } from '../cases/plausibility.ts';
import {
  ALWAYS,
  isBlank,
  issueAdder,
  optionalEnum,
  optionalId,
  optionalNumber,
  optionalPastDateTime,
  optionalText,
  requireWhen,
} from '../cases/schema-helpers.ts';
import { meanArterialPressure } from './calculators.ts';
import { OBSERVATION_TYPE_VALUES } from './clinical-options.ts';
import { ECMO_LIMITS as L } from './limits.ts';
import { rems } from './rems.ts';

/**
 * One observation (spec 2 §3.2, §5.2). Two schemas share its fields:
 * - `observationSchema` (commit): the complete entry PATCH .../clinicaldetails/observation commits;
 *   observation type, date/time, HR, SBP, DBP, respiratory rate, SpO2, eyes, verbal and motor are
 *   required.
 * - `observationDraftSchema`: the `current` entry saved with the clinical details; limits apply
 *   but nothing is required, so a half-filled entry can be saved and finished later.
 * Both: the flow rate is required when the therapy offers flows and must be one of its choices.
 * `map`, `gcs`, `rems` and (except Ventilated) `estimatedFio2` are derived: whatever the client
 * sends is replaced by `withDerivedObservationValues`, which the server calls before storing.
 */
export const oxygenTherapyEntrySchema = z.object({
  oxygenTherapy: optionalEnum(OXYGEN_THERAPIES),
  flowRate: optionalNumber({ plausible: 'oxygenFlow' }),
  estimatedFio2: optionalNumber({ int: true, min: 0, max: L.fio2Max }),
});

const observationShape = (now: Now, timeZone: string) => ({
  id: optionalId,
  observationType: optionalEnum(OBSERVATION_TYPE_VALUES),
  observationDateAndTime: optionalPastDateTime(now, timeZone),
  hr: optionalNumber({ min: 0, max: L.heartRateMax }),
  rhythm: optionalText(L.shortText),
  sbp: optionalNumber({ plausible: 'systolic' }),
  dbp: optionalNumber({ plausible: 'diastolic' }),
  map: optionalNumber(),
  temperature: optionalNumber({ plausible: 'temperature' }),
  respRate: optionalNumber({ min: 0 }),
  spo2: optionalNumber({ min: 0, max: L.spo2Max }),
  eyes: optionalNumber({ int: true, ...GCS_BOUNDS.eyes }),
  verbal: optionalNumber({ int: true, ...GCS_BOUNDS.verbal }),
  motor: optionalNumber({ int: true, ...GCS_BOUNDS.motor }),
  gcs: optionalNumber(),
  rems: optionalNumber(),
  oxygenTherapy: oxygenTherapyEntrySchema.nullish().transform((v) => v ?? null),
});

/** Fields a committed observation must have (spec 2 §5.2). */
export const OBSERVATION_REQUIRED_FIELDS = [
  'observationType',
  'observationDateAndTime',
  'hr',
  'sbp',
  'dbp',
  'respRate',
  'spo2',
  'eyes',
  'verbal',
  'motor',
] as const;

/** Fields whose value makes an entry "not blank" (the type alone, often preset, does not). */
export const OBSERVATION_VALUE_FIELDS = [
  'observationDateAndTime',
  'hr',
  'rhythm',
  'sbp',
  'dbp',
  'temperature',
  'respRate',
  'spo2',
  'eyes',
  'verbal',
  'motor',
] as const;

type OxygenValues = { oxygenTherapy?: string | null; flowRate?: number | null } | null | undefined;

function build(mode: 'commit' | 'draft', now: Now, timeZone: string) {
  return z
    .object(observationShape(now, timeZone))
    .superRefine((v, ctx) => {
      const add = issueAdder(ctx);
      if (mode === 'commit') for (const f of OBSERVATION_REQUIRED_FIELDS) requireWhen(add, true, v[f], [f]);
      checkFlowRate(v.oxygenTherapy?.oxygenTherapy, v.oxygenTherapy?.flowRate, add, [
        'oxygenTherapy',
        'flowRate',
      ]);
      checkBloodPressureOrder(v.sbp, v.dbp, add, ['sbp']);
    }, ALWAYS)
    .transform((v) => {
      const o = v.oxygenTherapy;
      if (!o) return v;
      const flowRate = resetFlowOnTherapyChange(o.oxygenTherapy, o.flowRate);
      return { ...v, oxygenTherapy: { ...o, flowRate } };
    });
}

export function makeObservationSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return build('commit', now, timeZone);
}
export function makeObservationDraftSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return build('draft', now, timeZone);
}
export const observationSchema = makeObservationSchema();
export const observationDraftSchema = makeObservationDraftSchema();
export type ObservationInput = z.input<typeof observationSchema>;
export type Observation = z.output<typeof observationSchema>;

/** True when any observation value or an oxygen therapy has been entered. */
export function hasObservationData(entry: Partial<Record<string, unknown>> | null | undefined): boolean {
  if (!entry) return false;
  const o = entry.oxygenTherapy as OxygenValues;
  return OBSERVATION_VALUE_FIELDS.some((f) => !isBlank(entry[f])) || !isBlank(o?.oxygenTherapy);
}

/**
 * The entry with its derived values: MAP from SBP/DBP, GCS from its parts, REMS (needs the
 * patient's age in years) and the estimated FiO2 from the therapy and flow (a Ventilated entry
 * keeps its manual value).
 */
export function withDerivedObservationValues<T extends Observation>(entry: T, ageYears: number | null): T {
  const map = meanArterialPressure(entry.sbp, entry.dbp);
  const score = gcs(entry.eyes, entry.verbal, entry.motor);
  const o = entry.oxygenTherapy;
  const oxygenTherapy = o && {
    ...o,
    estimatedFio2: isFio2ManualForTherapy(o.oxygenTherapy)
      ? o.estimatedFio2
      : fio2FromFlow(o.oxygenTherapy, o.flowRate),
  };
  return {
    ...entry,
    map,
    gcs: score,
    rems: rems({ hr: entry.hr, map, respRate: entry.respRate, gcs: score, age: ageYears, spo2: entry.spo2 }),
    oxygenTherapy,
  };
}
