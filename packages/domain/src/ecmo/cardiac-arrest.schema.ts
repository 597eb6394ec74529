import { z } from 'zod';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from '../cases/dates.ts';
import {
  type AddIssue,
  ALWAYS,
  issueAdder,
  optionalBoolean,
  optionalEnum,
  optionalNumber,
  optionalPastDateTime,
  requireWhen,
} from '../cases/schema-helpers.ts';
import { ARREST_LOCATION_VALUES, INITIAL_RHYTHMS } from './ecmo-details-options.ts';

/**
 * Cardiac arrest (spec 2 §3.3, §4.4, §5.3). The question is required; the other fields appear only
 * when the answer is Yes. Immediate bystander CPR appears only for a witnessed arrest; the
 * chest-compression duration only when compressions were performed. Durations are minutes.
 */
export const makeCardiacArrestObject = (now: Now, timeZone: string) =>
  z.object({
    isCardiacArrest: optionalBoolean,
    arrestLocation: optionalEnum(ARREST_LOCATION_VALUES),
    isMoreThanOneArrest: optionalBoolean,
    roscPriorToCannulation: optionalBoolean,
    dateAndTimeOfCardiacArrest: optionalPastDateTime(now, timeZone),
    isEstimatedCardiacArrestDateAndTime: optionalBoolean,
    witnessedArrest: optionalBoolean,
    isImmediateBystanderCPR: optionalBoolean,
    initialRhythm: optionalEnum(INITIAL_RHYTHMS),
    timeOfDecisionForEcpr: optionalPastDateTime(now, timeZone),
    timeEquipmentArrived: optionalPastDateTime(now, timeZone),
    cannulationStartTime: optionalPastDateTime(now, timeZone),
    timeOnSupport: optionalPastDateTime(now, timeZone),
    isChestCompressionsPerformedDuringCannulation: optionalBoolean,
    /** Minutes. */
    durationOfChestCompressionTotal: optionalNumber({ min: 0 }),
    /** Minutes without circulation. */
    noFlowTime: optionalNumber({ min: 0 }),
    /** Minutes of CPR (low flow). */
    lowFlowTime: optionalNumber({ min: 0 }),
  });
export type CardiacArrest = z.output<ReturnType<typeof makeCardiacArrestObject>>;

/** Fields required when the arrest question is Yes (spec 2 §5.3). */
export const CARDIAC_ARREST_REQUIRED_WHEN_YES = [
  'roscPriorToCannulation',
  'dateAndTimeOfCardiacArrest',
  'isEstimatedCardiacArrestDateAndTime',
  'witnessedArrest',
  'timeOnSupport',
  'isChestCompressionsPerformedDuringCannulation',
] as const;

export function checkCardiacArrest(
  v: Partial<Record<string, unknown>> | null | undefined,
  add: AddIssue,
): void {
  requireWhen(add, true, v?.isCardiacArrest, ['isCardiacArrest']);
  if (v?.isCardiacArrest !== true) return;
  for (const f of CARDIAC_ARREST_REQUIRED_WHEN_YES) requireWhen(add, true, v[f], [f]);
  requireWhen(
    add,
    v.isChestCompressionsPerformedDuringCannulation === true,
    v.durationOfChestCompressionTotal,
    ['durationOfChestCompressionTotal'],
  );
}

/** Without an arrest every detail is cleared; bystander CPR needs a witnessed arrest; duration needs compressions. */
export function clearHiddenCardiacArrestFields(v: CardiacArrest): CardiacArrest {
  if (v.isCardiacArrest !== true) {
    const cleared = Object.fromEntries(Object.keys(v).map((k) => [k, null])) as CardiacArrest;
    return { ...cleared, isCardiacArrest: v.isCardiacArrest };
  }
  return {
    ...v,
    isImmediateBystanderCPR: v.witnessedArrest === true ? v.isImmediateBystanderCPR : null,
    durationOfChestCompressionTotal:
      v.isChestCompressionsPerformedDuringCannulation === true ? v.durationOfChestCompressionTotal : null,
  };
}

/** The cardiac arrest panel alone, with its rules. */
export function makeCardiacArrestSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return makeCardiacArrestObject(now, timeZone)
    .superRefine((v, ctx) => checkCardiacArrest(v, issueAdder(ctx)), ALWAYS)
    .transform(clearHiddenCardiacArrestFields);
}
