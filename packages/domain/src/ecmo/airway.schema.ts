import { z } from 'zod';
import { INTUBATION_DIFFICULTIES } from '../cases/clinical-options.ts';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from '../cases/dates.ts';
import {
  type AddIssue,
  ALWAYS,
  issueAdder,
  optionalBoolean,
  optionalEnum,
  optionalNumber,
  optionalPastDateTime,
  optionalText,
  requireWhen,
} from '../cases/schema-helpers.ts';
import {
  HAND_BAG_VALVE_OPTIONS,
  INHALED_PULMONARY_VASODILATORS,
  VENTILATION_MODES,
} from './clinical-options.ts';
import { ECMO_LIMITS as L } from './limits.ts';

/** ETT (spec 2 §3.2): detail fields appear only when ETT is Yes; the date is then required. */
const ettShape = (now: Now, timeZone: string) => ({
  ett: optionalBoolean,
  date: optionalPastDateTime(now, timeZone),
  /** Internal diameter (mm). */
  size: optionalNumber({ min: 0 }),
  /** Length at the lips (cm). */
  lipLength: optionalNumber({ min: 0 }),
  laryngoscopicGrade: optionalNumber({ int: true, min: 1, max: 4 }),
  intubationDifficulty: optionalEnum(INTUBATION_DIFFICULTIES),
  /** End-tidal CO2 (mmHg). */
  etco2: optionalNumber({ min: 0 }),
});

export function checkEtt(v: { ett?: boolean | null; date?: string | null }, add: AddIssue): void {
  requireWhen(add, v.ett === true, v.date, ['date']);
}

/** ETT details are kept only while ETT is Yes. */
export function clearHiddenEttFields<T extends { ett: boolean | null }>(v: T): T {
  if (v.ett === true) return v;
  return {
    ...v,
    date: null,
    size: null,
    lipLength: null,
    laryngoscopicGrade: null,
    intubationDifficulty: null,
    etco2: null,
  };
}

export function makeEttSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return z
    .object(ettShape(now, timeZone))
    .superRefine((v, ctx) => checkEtt(v, issueAdder(ctx)), ALWAYS)
    .transform(clearHiddenEttFields);
}
export const ettSchema = makeEttSchema();
export type EttInput = z.input<typeof ettSchema>;
export type Ett = z.output<typeof ettSchema>;

/**
 * Mode of ventilation (spec 2 §3.2, §4.4, §5.2). Once a mode is chosen, the hand bag valve and
 * vasodilator questions appear and are required; 'Other' choices reveal (and require) their text.
 * Without a mode those questions are cleared. Every value is at least 0; FiO2 and SpO2 at most 100.
 */
export const ventilationSchema = z
  .object({
    modeOfVentilation: optionalEnum(VENTILATION_MODES),
    otherModeOfVentilation: optionalText(L.shortText),
    handBagValveVentilation: optionalEnum(HAND_BAG_VALVE_OPTIONS),
    inhaledPulmonaryVasodilators: optionalEnum(INHALED_PULMONARY_VASODILATORS),
    otherInhaledPulmonaryVasodilators: optionalText(L.shortText),
    /** FiO2 (%). */
    inspiredFio2: optionalNumber({ min: 0, max: L.fio2Max }),
    /** cmH2O */
    peep: optionalNumber({ min: 0 }),
    /** cmH2O */
    peakInspiratoryPressure: optionalNumber({ min: 0 }),
    /** Oscillation amplitude (cmH2O), HFO. */
    amplitude: optionalNumber({ min: 0 }),
    /** Breaths/min set on the ventilator. */
    respiratoryRateVentilator: optionalNumber({ min: 0 }),
    /** Breaths/min in total. */
    respiratoryRateTotal: optionalNumber({ min: 0 }),
    /** Hz, HFO. */
    highFrequencyVentilationRate: optionalNumber({ min: 0 }),
    /** mL */
    tidalVolume: optionalNumber({ min: 0 }),
    spo2: optionalNumber({ min: 0, max: L.spo2Max }),
  })
  .superRefine((v, ctx) => checkVentilation(v, issueAdder(ctx)), ALWAYS)
  .transform(clearHiddenVentilationFields);
export type VentilationInput = z.input<typeof ventilationSchema>;
export type Ventilation = z.output<typeof ventilationSchema>;

type VentilationValues = {
  modeOfVentilation?: string | null;
  otherModeOfVentilation?: string | null;
  handBagValveVentilation?: string | null;
  inhaledPulmonaryVasodilators?: string | null;
  otherInhaledPulmonaryVasodilators?: string | null;
};

export function checkVentilation(v: VentilationValues, add: AddIssue): void {
  const hasMode = !!v.modeOfVentilation;
  requireWhen(add, v.modeOfVentilation === 'Other', v.otherModeOfVentilation, ['otherModeOfVentilation']);
  requireWhen(add, hasMode, v.handBagValveVentilation, ['handBagValveVentilation']);
  requireWhen(add, hasMode, v.inhaledPulmonaryVasodilators, ['inhaledPulmonaryVasodilators']);
  requireWhen(
    add,
    hasMode && v.inhaledPulmonaryVasodilators === 'Other',
    v.otherInhaledPulmonaryVasodilators,
    ['otherInhaledPulmonaryVasodilators'],
  );
}

/** Questions that appear with a mode are cleared without one; 'Other' texts without 'Other'. */
export function clearHiddenVentilationFields<T extends Required<VentilationValues>>(v: T): T {
  const hasMode = !!v.modeOfVentilation;
  const vasodilator = hasMode ? v.inhaledPulmonaryVasodilators : null;
  return {
    ...v,
    otherModeOfVentilation: v.modeOfVentilation === 'Other' ? v.otherModeOfVentilation : null,
    handBagValveVentilation: hasMode ? v.handBagValveVentilation : null,
    inhaledPulmonaryVasodilators: vasodilator,
    otherInhaledPulmonaryVasodilators: vasodilator === 'Other' ? v.otherInhaledPulmonaryVasodilators : null,
  };
}
