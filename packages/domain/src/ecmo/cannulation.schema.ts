import { z } from 'zod';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from '../cases/dates.ts';
import {
  type AddIssue,
  ALWAYS,
  issueAdder,
  nested,
  optionalBoolean,
  optionalEnum,
  optionalNumber,
  optionalPastDateTime,
  optionalText,
  requireWhen,
} from '../cases/schema-helpers.ts';
import {
  ADDITIONAL_CANNULA_MINOR_FLOW,
  ADDITIONAL_CANNULA_TYPES,
  CANNULA_CODE_VALUES,
  CANNULATION_SITES,
  INSERTION_TECHNIQUES,
  MEMBRANE_LUNGS,
  MINOR_FLOW_TYPE_VALUES,
  membraneLungFromCode,
  PRIMARY_DRAINAGE_CODE,
  TIP_POSITIONS,
} from './ecmo-details-options.ts';
import { ECMO_LIMITS as L } from './limits.ts';

/**
 * Cannulation panel (spec 2 §3.3, §4.4, §5.3): who cannulated, flows, membrane lung, the primary
 * drainage and return cannulas, additional cannulas and circuit changes. Each part has its object
 * (types and limits), a `check*` (required rules) and, where the spec hides fields, a
 * `clearHidden*`; ecmo-details.schema.ts runs the checks only while the status reveals the panel.
 */

/** Membrane lung: today's values, or a legacy code ('-', 'x') read as today's value. */
const membraneLungField = z
  .enum([...MEMBRANE_LUNGS, '-', 'x'])
  .nullish()
  .transform((v) => membraneLungFromCode(v));

export const cannulaObject = z.object({
  venousOrArterial: optionalEnum(CANNULA_CODE_VALUES),
  venousOrArterialCannulationSite: optionalEnum(CANNULATION_SITES),
  venousOrArterialTipPosition: optionalEnum(TIP_POSITIONS),
  /** French. */
  outerDiameter: optionalNumber({ min: 0 }),
  /** cm; enabled only once an outer diameter is entered. */
  cannulaLength: optionalNumber({ min: 0 }),
  percutaneousOrOpen: optionalEnum(INSERTION_TECHNIQUES),
  commentsOrIssues: optionalText(L.longText),
});
export type Cannula = z.output<typeof cannulaObject>;

export const minorFlowObject = z.object({
  type: optionalEnum(MINOR_FLOW_TYPE_VALUES),
  cannulationSite: optionalEnum(CANNULATION_SITES),
  tipPosition: optionalEnum(TIP_POSITIONS),
});

export const makeAdditionalCannulaObject = (now: Now, timeZone: string) =>
  cannulaObject.extend({
    typeOfCannula: optionalEnum(ADDITIONAL_CANNULA_TYPES),
    dateOfInsertion: optionalPastDateTime(now, timeZone),
    cannulator: optionalText(L.shortText),
    /** Only for a Minor Flow cannula. */
    minorFlow: minorFlowObject.nullish().transform((v) => v ?? null),
  });
export type AdditionalCannula = z.output<ReturnType<typeof makeAdditionalCannulaObject>>;

export const makeCircuitChangeObject = (now: Now, timeZone: string) =>
  z.object({
    dateAndTimeOfCircuitChange: optionalPastDateTime(now, timeZone),
    reason: optionalText(L.reason),
  });
export type CircuitChange = z.output<ReturnType<typeof makeCircuitChangeObject>>;

const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);

export const makeCannulationObject = (now: Now, timeZone: string) =>
  z.object({
    cannulator1: optionalText(L.shortText),
    cannulator2: optionalText(L.shortText),
    consoleOperator: optionalText(L.shortText),
    /** Echo guidance used. */
    echo: optionalBoolean,
    dateTimeFlowStarted: optionalPastDateTime(now, timeZone),
    /** RPM. */
    initialSpeed: optionalNumber({ min: 0, max: L.speedRpmMax }),
    /** L/min. */
    initialFlow: optionalNumber({ plausible: 'ecmoBloodFlow' }),
    /** Sweep gas, L/min. */
    initialSweep: optionalNumber({ plausible: 'sweepGasFlow' }),
    /** L/min. */
    flowAt4Hrs: optionalNumber({ plausible: 'ecmoBloodFlow' }),
    membraneLung: membraneLungField,
    primaryDrainage: cannulaObject.prefault({}),
    primaryReturn: cannulaObject.prefault({}),
    additionalCannulas: list(makeAdditionalCannulaObject(now, timeZone)),
    circuitChanges: list(makeCircuitChangeObject(now, timeZone)),
  });
export type Cannulation = z.output<ReturnType<typeof makeCannulationObject>>;

type Loose = Partial<Record<string, unknown>> | null | undefined;

/** Every cannula needs venous/arterial. */
export function checkCannula(v: Loose, add: AddIssue): void {
  requireWhen(add, true, v?.venousOrArterial, ['venousOrArterial']);
}

/** Additional cannula: type, insertion date, cannulator, V/A; minor flow type for Minor Flow. */
export function checkAdditionalCannula(v: Loose, add: AddIssue): void {
  checkCannula(v, add);
  requireWhen(add, true, v?.typeOfCannula, ['typeOfCannula']);
  requireWhen(add, true, v?.dateOfInsertion, ['dateOfInsertion']);
  requireWhen(add, true, v?.cannulator, ['cannulator']);
  const minorFlow = v?.minorFlow as Loose;
  requireWhen(add, v?.typeOfCannula === ADDITIONAL_CANNULA_MINOR_FLOW, minorFlow?.type, [
    'minorFlow',
    'type',
  ]);
}

export function checkCircuitChange(v: Loose, add: AddIssue): void {
  requireWhen(add, true, v?.dateAndTimeOfCircuitChange, ['dateAndTimeOfCircuitChange']);
  requireWhen(add, true, v?.reason, ['reason']);
}

const rows = (v: unknown): Loose[] => (Array.isArray(v) ? (v as Loose[]) : []);

/**
 * Cannulation requirements: time flow started, initial speed, flow and sweep, membrane lung; the
 * primary return's V/A (the primary drainage is always venous); each additional cannula and
 * circuit change row.
 */
export function checkCannulation(v: Loose, add: AddIssue): void {
  for (const f of ['dateTimeFlowStarted', 'initialSpeed', 'initialFlow', 'initialSweep', 'membraneLung']) {
    requireWhen(add, true, v?.[f], [f]);
  }
  checkCannula(v?.primaryReturn as Loose, nested(add, ['primaryReturn']));
  rows(v?.additionalCannulas).forEach((row, i) => {
    checkAdditionalCannula(row, nested(add, ['additionalCannulas', i]));
  });
  rows(v?.circuitChanges).forEach((row, i) => {
    checkCircuitChange(row, nested(add, ['circuitChanges', i]));
  });
}

/** Cannula length is kept only with an outer diameter. */
export function clearHiddenCannulaFields<T extends Cannula>(c: T): T {
  return c.outerDiameter === null ? { ...c, cannulaLength: null } : c;
}

/**
 * The primary drainage is forced venous; lengths without a diameter and minor-flow details of a
 * cannula that is not Minor Flow are cleared.
 */
export function clearHiddenCannulationFields(v: Cannulation): Cannulation {
  return {
    ...v,
    primaryDrainage: clearHiddenCannulaFields({
      ...v.primaryDrainage,
      venousOrArterial: PRIMARY_DRAINAGE_CODE,
    }),
    primaryReturn: clearHiddenCannulaFields(v.primaryReturn),
    additionalCannulas: v.additionalCannulas.map((c) =>
      clearHiddenCannulaFields({
        ...c,
        minorFlow: c.typeOfCannula === ADDITIONAL_CANNULA_MINOR_FLOW ? c.minorFlow : null,
      }),
    ),
  };
}

/** The cannulation panel alone, with its rules (for a sub-form or a test). */
export function makeCannulationSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return makeCannulationObject(now, timeZone)
    .superRefine((v, ctx) => checkCannulation(v, issueAdder(ctx)), ALWAYS)
    .transform(clearHiddenCannulationFields);
}

/** One additional cannula row with its rules. */
export function makeAdditionalCannulaSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return makeAdditionalCannulaObject(now, timeZone).superRefine(
    (v, ctx) => checkAdditionalCannula(v, issueAdder(ctx)),
    ALWAYS,
  );
}
