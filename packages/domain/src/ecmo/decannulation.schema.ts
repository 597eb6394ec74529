import { z } from 'zod';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from '../cases/dates.ts';
import {
  type AddIssue,
  ALWAYS,
  issueAdder,
  multiChoice,
  nested,
  optionalBoolean,
  optionalEnum,
  optionalPastDateTime,
  optionalText,
  requireWhen,
} from '../cases/schema-helpers.ts';
import {
  CANNULA_REPAIR_SITES,
  DECANNULATION_REASON_DISCONTINUATION,
  DECANNULATION_REASONS,
  DISCONTINUATION_REASONS,
  ECMO_LOCATION_VALUES,
  OT_OPTIONS,
  WEANING_RESULTS,
} from './ecmo-details-options.ts';
import { ECMO_LIMITS as L } from './limits.ts';

type Loose = Partial<Record<string, unknown>> | null | undefined;

/**
 * A location of the ECMO start or the decannulation. OT offers the OT options; Other Hospital asks
 * which hospital (free text: the hospital may be outside SCOUT's provider list).
 */
export const ecmoLocationObject = z.object({
  location: optionalEnum(ECMO_LOCATION_VALUES),
  otOption: optionalEnum(OT_OPTIONS),
  otherHospital: optionalText(L.shortText),
});
export type EcmoLocationValue = z.output<typeof ecmoLocationObject>;

export function checkEcmoLocation(v: Loose, add: AddIssue, locationRequired: boolean): void {
  requireWhen(add, locationRequired, v?.location, ['location']);
  requireWhen(add, v?.location === 'OtherHospital', v?.otherHospital, ['otherHospital']);
}

export function clearHiddenLocationFields(v: EcmoLocationValue): EcmoLocationValue {
  return {
    ...v,
    otOption: v.location === 'OT' ? v.otOption : null,
    otherHospital: v.location === 'OtherHospital' ? v.otherHospital : null,
  };
}

/** One weaning study (spec 2 §3.3): date, result and comment all required. */
export const makeWeaningStudyObject = (now: Now, timeZone: string) =>
  z.object({
    dateOfWeaningStudy: optionalPastDateTime(now, timeZone),
    resultOfWeaningStudy: optionalEnum(WEANING_RESULTS),
    comment: optionalText(L.longText),
  });
export type WeaningStudy = z.output<ReturnType<typeof makeWeaningStudyObject>>;

export function checkWeaningStudy(v: Loose, add: AddIssue): void {
  for (const f of ['dateOfWeaningStudy', 'resultOfWeaningStudy', 'comment'])
    requireWhen(add, true, v?.[f], [f]);
}

export function makeWeaningStudySchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return makeWeaningStudyObject(now, timeZone).superRefine(
    (v, ctx) => checkWeaningStudy(v, issueAdder(ctx)),
    ALWAYS,
  );
}

/**
 * Decannulation (spec 2 §3.3, §4.4, §5.3). `hasEcmoStoppedAndDecannulated` Yes reveals the rest:
 * date/time, repair required, vascular study booked and reason are then required; repair sites
 * when a repair is required (and the other-site text with 'Other'); discontinuation reasons when
 * the reason is ECMO Discontinuation. The location is optional, but Other Hospital needs its name.
 */
export const makeDecannulationObject = (now: Now, timeZone: string) =>
  z.object({
    hasEcmoStoppedAndDecannulated: optionalBoolean,
    decannulationDateTime: optionalPastDateTime(now, timeZone),
    comments: optionalText(L.longText),
    cannulaRepairRequired: optionalBoolean,
    cannulaSiteRepairs: multiChoice(CANNULA_REPAIR_SITES),
    otherCannulaSiteRepair: optionalText(L.shortText),
    postDecannulationVascularStudyBooked: optionalBoolean,
    decannulationLocation: ecmoLocationObject.prefault({}),
    decannulationReason: optionalEnum(DECANNULATION_REASONS),
    ecmoDiscontinuationReasons: multiChoice(DISCONTINUATION_REASONS),
  });
export type Decannulation = z.output<ReturnType<typeof makeDecannulationObject>>;

const includes = (list: unknown, value: string) => Array.isArray(list) && list.includes(value);

export function checkDecannulation(v: Loose, add: AddIssue): void {
  if (v?.hasEcmoStoppedAndDecannulated !== true) return;
  for (const f of [
    'decannulationDateTime',
    'cannulaRepairRequired',
    'postDecannulationVascularStudyBooked',
    'decannulationReason',
  ]) {
    requireWhen(add, true, v[f], [f]);
  }
  requireWhen(add, v.cannulaRepairRequired === true, v.cannulaSiteRepairs, ['cannulaSiteRepairs']);
  requireWhen(
    add,
    v.cannulaRepairRequired === true && includes(v.cannulaSiteRepairs, 'Other'),
    v.otherCannulaSiteRepair,
    ['otherCannulaSiteRepair'],
  );
  requireWhen(
    add,
    v.decannulationReason === DECANNULATION_REASON_DISCONTINUATION,
    v.ecmoDiscontinuationReasons,
    ['ecmoDiscontinuationReasons'],
  );
  checkEcmoLocation(v.decannulationLocation as Loose, nested(add, ['decannulationLocation']), false);
}

export function clearHiddenDecannulationFields(v: Decannulation): Decannulation {
  if (v.hasEcmoStoppedAndDecannulated !== true) {
    return {
      hasEcmoStoppedAndDecannulated: v.hasEcmoStoppedAndDecannulated,
      decannulationDateTime: null,
      comments: null,
      cannulaRepairRequired: null,
      cannulaSiteRepairs: [],
      otherCannulaSiteRepair: null,
      postDecannulationVascularStudyBooked: null,
      decannulationLocation: { location: null, otOption: null, otherHospital: null },
      decannulationReason: null,
      ecmoDiscontinuationReasons: [],
    };
  }
  const sites = v.cannulaRepairRequired === true ? v.cannulaSiteRepairs : [];
  return {
    ...v,
    cannulaSiteRepairs: sites,
    otherCannulaSiteRepair: sites.includes('Other') ? v.otherCannulaSiteRepair : null,
    decannulationLocation: clearHiddenLocationFields(v.decannulationLocation),
    ecmoDiscontinuationReasons:
      v.decannulationReason === DECANNULATION_REASON_DISCONTINUATION ? v.ecmoDiscontinuationReasons : [],
  };
}

/** The decannulation panel alone, with its rules. */
export function makeDecannulationSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return makeDecannulationObject(now, timeZone)
    .superRefine((v, ctx) => checkDecannulation(v, issueAdder(ctx)), ALWAYS)
    .transform(clearHiddenDecannulationFields);
}
