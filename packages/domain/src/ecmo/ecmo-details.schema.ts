import { z } from 'zod';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from '../cases/dates.ts';
import {
  type AddIssue,
  ALWAYS,
  issueAdder,
  nested,
  optionalBoolean,
  optionalEnum,
  optionalPastDateTime,
  optionalText,
  requiredEnum,
  requireWhen,
  sectionMetaShape,
} from '../cases/schema-helpers.ts';
import { checkSectionTimeOrder } from '../cases/time-order.ts';
import {
  checkCannulation,
  clearHiddenCannulationFields,
  makeCannulationObject,
} from './cannulation.schema.ts';
import {
  checkCardiacArrest,
  clearHiddenCardiacArrestFields,
  makeCardiacArrestObject,
} from './cardiac-arrest.schema.ts';
import { ecmoStatusAfterSave } from './case-rules.ts';
import {
  checkDecannulation,
  checkEcmoLocation,
  checkWeaningStudy,
  clearHiddenDecannulationFields,
  clearHiddenLocationFields,
  ecmoLocationObject,
  makeDecannulationObject,
  makeWeaningStudyObject,
} from './decannulation.schema.ts';
import { CIRCUITS, ECMO_DEVICES, ECMO_MODE_VALUES } from './ecmo-details-options.ts';
import { ECMO_LIMITS as L } from './limits.ts';
import {
  ECMO_STATUS,
  ECMO_STATUS_VALUES,
  type EcmoStatus,
  statusRevealsEcmoPanels,
} from './status-options.ts';
import { ECMO_TIME_ORDER } from './time-order.ts';

type Loose = Partial<Record<string, unknown>> | null | undefined;

/**
 * PATCH {ea}/cases/{id}/ecmodetails (spec 2 §3.3, §4.1, §4.4, §5.3).
 *
 * - Always: the ECMO status; notes when Declined.
 * - While the status is On or Off ECMO (the only ones that reveal the panels): device, aborted-
 *   attempt flag, start date, start location, mode and circuit, with their 'Other' texts; the
 *   cannulation, cardiac arrest, weaning study and decannulation rules of their files.
 * - Under any other status the panels are hidden: they are neither validated nor cleared, so a
 *   status picked by mistake loses nothing.
 * - Output: the status follows the decannulation answer (Yes -> Off ECMO, otherwise On ECMO) while
 *   it is On or Off; fields hidden by an answer are cleared.
 */
export function makeEcmoDetailsObject(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return z.object({
    ecmoStatus: requiredEnum(ECMO_STATUS_VALUES),
    notes: optionalText(L.longText),
    /** Cannulation was attempted but ECMO did not start (aborted attempt). */
    cannulationWithoutEcmo: optionalBoolean,
    ecmoDevice: optionalEnum(ECMO_DEVICES),
    otherEcmoDevice: optionalText(L.shortText),
    ecmoStartDate: optionalPastDateTime(now, timeZone),
    ecmoStartLocation: ecmoLocationObject.prefault({}),
    ecmoMode: optionalEnum(ECMO_MODE_VALUES),
    otherEcmoMode: optionalText(L.shortText),
    circuit: optionalEnum(CIRCUITS),
    otherCircuit: optionalText(L.shortText),
    cannulation: makeCannulationObject(now, timeZone).prefault({}),
    cardiacArrest: makeCardiacArrestObject(now, timeZone).prefault({}),
    weaningStudies: z
      .array(makeWeaningStudyObject(now, timeZone))
      .nullish()
      .transform((v) => v ?? []),
    decannulation: makeDecannulationObject(now, timeZone).prefault({}),
  });
}
export type EcmoDetailsValues = z.output<ReturnType<typeof makeEcmoDetailsObject>>;

/** The required rules of the ECMO details; `add` receives paths relative to the ECMO details. */
export function checkEcmoDetails(v: Loose, add: AddIssue): void {
  requireWhen(add, v?.ecmoStatus === ECMO_STATUS.Declined, v?.notes, ['notes']);
  if (!statusRevealsEcmoPanels(v?.ecmoStatus as EcmoStatus | undefined) || !v) return;
  for (const f of ['cannulationWithoutEcmo', 'ecmoDevice', 'ecmoStartDate', 'ecmoMode', 'circuit']) {
    requireWhen(add, true, v[f], [f]);
  }
  requireWhen(add, v.ecmoDevice === 'Other', v.otherEcmoDevice, ['otherEcmoDevice']);
  requireWhen(add, v.ecmoMode === 'Other', v.otherEcmoMode, ['otherEcmoMode']);
  requireWhen(add, v.circuit === 'Other', v.otherCircuit, ['otherCircuit']);
  checkEcmoLocation(v.ecmoStartLocation as Loose, nested(add, ['ecmoStartLocation']), true);
  checkCannulation(v.cannulation as Loose, nested(add, ['cannulation']));
  checkCardiacArrest(v.cardiacArrest as Loose, nested(add, ['cardiacArrest']));
  const studies = Array.isArray(v.weaningStudies) ? (v.weaningStudies as Loose[]) : [];
  studies.forEach((s, i) => {
    checkWeaningStudy(s, nested(add, ['weaningStudies', i]));
  });
  checkDecannulation(v.decannulation as Loose, nested(add, ['decannulation']));
}

/** Applies the status rule and clears the fields the answers hide (only while the panels show). */
export function normaliseEcmoDetails<T extends EcmoDetailsValues>(v: T): T {
  const ecmoStatus = ecmoStatusAfterSave(v.ecmoStatus, v.decannulation.hasEcmoStoppedAndDecannulated);
  if (!statusRevealsEcmoPanels(v.ecmoStatus)) return { ...v, ecmoStatus };
  return {
    ...v,
    ecmoStatus,
    otherEcmoDevice: v.ecmoDevice === 'Other' ? v.otherEcmoDevice : null,
    otherEcmoMode: v.ecmoMode === 'Other' ? v.otherEcmoMode : null,
    otherCircuit: v.circuit === 'Other' ? v.otherCircuit : null,
    ecmoStartLocation: clearHiddenLocationFields(v.ecmoStartLocation),
    cannulation: clearHiddenCannulationFields(v.cannulation),
    cardiacArrest: clearHiddenCardiacArrestFields(v.cardiacArrest),
    decannulation: clearHiddenDecannulationFields(v.decannulation),
  };
}

export function makeEcmoDetailsSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return makeEcmoDetailsObject(now, timeZone)
    .extend(sectionMetaShape)
    .superRefine((v, ctx) => {
      const add = issueAdder(ctx);
      checkEcmoDetails(v, add);
      checkSectionTimeOrder(ECMO_TIME_ORDER, ['ecmoDetails'], v, add);
    }, ALWAYS)
    .transform(normaliseEcmoDetails);
}
export const ecmoDetailsSchema = makeEcmoDetailsSchema();
export type EcmoDetailsInput = z.input<typeof ecmoDetailsSchema>;
export type EcmoDetails = z.output<typeof ecmoDetailsSchema>;
