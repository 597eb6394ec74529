import { DEFAULT_TIME_ZONE, daysBetween, localDateOf, wholeDaysBetween } from '../cases/dates.ts';
import { gcs } from '../cases/gcs.ts';
import { type Fio2Source, ROOM_AIR_FIO2 } from '../cases/oxygen-therapy.ts';
import { O2_MASK_FLOW_TO_FIO2, OTHER_RHYTHM, RESPIRATORY_SUPPORT } from './options.ts';

/**
 * Pure clinical rules of a Telehealth consultation (spec 2 §4.10, §9), used by the web forms
 * (show, derive, clear) and by the server (validate, store). rules.ts re-exports them with the
 * case-level rules; the consultation schema imports them from here (no import cycle).
 */

export { ROOM_AIR_FIO2 };

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** FiO2 (%) for an O2 mask flow (L/min): 5->30 ... 10->55, 15->70; null for a flow not in the table. */
export function fio2ForO2MaskFlow(flow: number | null | undefined): number | null {
  if (!isNum(flow)) return null;
  return O2_MASK_FLOW_TO_FIO2[flow] ?? null;
}

/** The breathing fields non-invasive ventilation requires (spec 2 §4.10). */
export const NIV_REQUIRED_FIELDS = [
  'respiratoryRate',
  'oxygenSaturation',
  'estimatedFiO2',
  'pressureSupport',
  'positiveEndExpiratoryPressure',
  'tidalVolume',
] as const;
/** Invasive ventilation requires the NIV fields and mode, peak inspiratory and plateau pressure. */
export const INVASIVE_REQUIRED_FIELDS = [
  ...NIV_REQUIRED_FIELDS,
  'mode',
  'peakInspiratoryPressure',
  'plateauPressure',
] as const;
export type BreathingRequiredField = (typeof INVASIVE_REQUIRED_FIELDS)[number];

/**
 * The breathing fields a respiratory support type requires (spec 2 §4.10). The O2 mask's flow
 * rate ("flow rate when oxygen options exist", spec 2 §5.7) is checked with the table, not here.
 */
export function breathingRequiredFields(
  respiratorySupportType: number | null | undefined,
): readonly BreathingRequiredField[] {
  if (respiratorySupportType === RESPIRATORY_SUPPORT.InvasiveVentilation) return INVASIVE_REQUIRED_FIELDS;
  if (respiratorySupportType === RESPIRATORY_SUPPORT.NonInvasiveVentilation) return NIV_REQUIRED_FIELDS;
  return [];
}

/** True when the support type offers flow choices (the O2 mask's table, spec 2 §4.10). */
export function offersO2MaskFlows(respiratorySupportType: number | null | undefined): boolean {
  return respiratorySupportType === RESPIRATORY_SUPPORT.OxygenMask;
}

/**
 * The flow rate is required for the O2 mask ("flow rate when oxygen options exist", spec 2 §5.7)
 * and, SCOUT's reading, for high-flow nasal prongs, whose prescription is its flow.
 */
export function isFlowRateRequired(respiratorySupportType: number | null | undefined): boolean {
  return (
    respiratorySupportType === RESPIRATORY_SUPPORT.OxygenMask ||
    respiratorySupportType === RESPIRATORY_SUPPORT.HiFlowNasalProngs
  );
}

/** Non-invasive and invasive ventilation: the ventilator settings show and the flow rate does not. */
export function isVentilated(respiratorySupportType: number | null | undefined): boolean {
  return (
    respiratorySupportType === RESPIRATORY_SUPPORT.NonInvasiveVentilation ||
    respiratorySupportType === RESPIRATORY_SUPPORT.InvasiveVentilation
  );
}

/** The ventilator settings: shown (and required) only for the ventilation types that ask for them. */
export const VENTILATOR_FIELDS = [
  'mode',
  'pressureSupport',
  'positiveEndExpiratoryPressure',
  'tidalVolume',
  'peakInspiratoryPressure',
  'plateauPressure',
] as const;

/** Room air and the O2 mask derive FiO2 (the input is disabled); other types take it as typed. */
export function isFio2Derived(respiratorySupportType: number | null | undefined): boolean {
  return (
    respiratorySupportType === RESPIRATORY_SUPPORT.RoomAir ||
    respiratorySupportType === RESPIRATORY_SUPPORT.OxygenMask
  );
}

/**
 * Where a support type takes its FiO2 from (the shared `Fio2Source`, so every area switches alike
 * with `fio2AfterTherapyChange`): room air 21, the O2 mask its flow table, the others typed.
 */
export function fio2SourceOfSupport(respiratorySupportType: number | null | undefined): Fio2Source {
  if (respiratorySupportType === null || respiratorySupportType === undefined) return 'none';
  if (respiratorySupportType === RESPIRATORY_SUPPORT.RoomAir) return 'room-air';
  if (respiratorySupportType === RESPIRATORY_SUPPORT.OxygenMask) return 'flow';
  return 'manual';
}

type BreathingLike = {
  respiratorySupportType?: number | null;
  flowRate?: number | null;
  estimatedFiO2?: number | null;
} & Partial<Record<(typeof VENTILATOR_FIELDS)[number], unknown>>;

/**
 * Breathing with its derived values (spec 2 §4.10): room air fixes FiO2 at 21 and has no flow;
 * the O2 mask's FiO2 comes from its flow (null for a flow not in the table, which the schema
 * refuses). Other types keep flow and FiO2 as typed. The web shows these values in disabled
 * inputs, so nothing a clinician typed is changed.
 */
export function derivedBreathing<T extends BreathingLike>(breathing: T): T {
  if (breathing.respiratorySupportType === RESPIRATORY_SUPPORT.RoomAir) {
    return { ...breathing, flowRate: null, estimatedFiO2: ROOM_AIR_FIO2 };
  }
  if (breathing.respiratorySupportType === RESPIRATORY_SUPPORT.OxygenMask) {
    return { ...breathing, estimatedFiO2: fio2ForO2MaskFlow(breathing.flowRate) };
  }
  return breathing;
}

/**
 * Breathing as stored: the derived values (`derivedBreathing`), and what the form does not show
 * for the support type cleared: the flow rate under ventilation, and the ventilator settings a
 * type does not ask for (all of them without ventilation; mode, peak inspiratory and plateau
 * pressure under non-invasive ventilation).
 */
export function clearedBreathing<T extends BreathingLike>(breathing: T): T {
  const type = breathing.respiratorySupportType;
  const shown = new Set<string>(breathingRequiredFields(type));
  const cleared: Record<string, unknown> = { ...breathing };
  for (const field of VENTILATOR_FIELDS) if (!shown.has(field)) cleared[field] = null;
  if (isVentilated(type)) cleared.flowRate = null;
  return derivedBreathing(cleared as T);
}

/** GCS = eyes + verbal + motor (3 to 15); null (shown blank) when any part is missing (spec 2 §4.10). */
export function gcsTotal(
  eyes: number | null | undefined,
  verbal: number | null | undefined,
  motor: number | null | undefined,
): number | null {
  return gcs(eyes, verbal, motor);
}

/**
 * Length of stay (spec 2 §4.10): whole days between the critical care admission and the closure,
 * or now while the case is open, counted on the service time zone's wall clock (a 23- or 25-hour
 * day at a daylight-saving change is still one day; crossing midnight alone is not). Null without
 * an admission date.
 */
export function lengthOfStayDays(
  criticalCareAdmission: string | null | undefined,
  closedOrNow: string | Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): number | null {
  if (!criticalCareAdmission) return null;
  const end = typeof closedOrNow === 'string' ? closedOrNow : closedOrNow.toISOString();
  return wholeDaysBetween(criticalCareAdmission, end, timeZone);
}

/**
 * Days since the last bowel movement (spec 2 §4.10), counted from the consultation's creation, in
 * calendar days of the service's time zone (the movement is recorded as a date). Null when either
 * is missing or the movement is dated after the consultation (the schema refuses that).
 */
export function daysSinceBowelMovement(
  dateOfLastBowelMovement: string | null | undefined,
  consultationCreatedOn: string | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): number | null {
  if (!dateOfLastBowelMovement || !consultationCreatedOn) return null;
  const created = localDateOf(consultationCreatedOn, timeZone);
  if (created === null) return null;
  const days = daysBetween(dateOfLastBowelMovement, created);
  return Number.isNaN(days) || days < 0 ? null : days;
}

type CirculationLike = {
  inotropesAdministered?: boolean | null;
  rhythmn?: string | null;
  rhythmnOther?: string | null;
  urineOutput?: number | null;
  fluidBalance?: number | null;
  infusions?: readonly unknown[] | null;
  medications?: readonly unknown[] | null;
};

/**
 * True when answering inotropes No must first ask 'You will lose any existing infusions or stat
 * doses, proceed?' (spec 2 §4.10): the answer goes from Yes to No and there are infusions or stat
 * doses to lose.
 */
export function needsInotropesClearConfirm(
  previous: boolean | null | undefined,
  next: boolean | null | undefined,
  circulation: CirculationLike,
): boolean {
  const hasDrugs = (circulation.infusions?.length ?? 0) > 0 || (circulation.medications?.length ?? 0) > 0;
  return previous === true && next === false && hasDrugs;
}

/**
 * Inotropes No (spec 2 §4.10): infusions, stat doses, urine output and fluid balance are cleared.
 * Any other answer leaves the circulation as it is.
 */
export function clearedForNoInotropes<T extends CirculationLike>(circulation: T): T {
  if (circulation.inotropesAdministered !== false) return circulation;
  return { ...circulation, infusions: [], medications: [], urineOutput: null, fluidBalance: null };
}

/** The other-rhythm text exists only for rhythm Other (spec 2 §4.10); cleared otherwise. */
export function clearedRhythmOther<T extends CirculationLike>(circulation: T): T {
  if (circulation.rhythmn === OTHER_RHYTHM) return circulation;
  return { ...circulation, rhythmnOther: null };
}

type AirwayLike = {
  endotrachealTube?: boolean | null;
  endotrachealTubeDateTime?: string | null;
  sizeInMM?: number | null;
  lipLengthInMM?: number | null;
  laryngoscopicGrade?: number | null;
  intubationDifficulty?: string | null;
};

/**
 * Airway (spec 2 §4.10): answering ETT No clears the tube fields (date/time, size, lip length,
 * laryngoscopic grade, intubation difficulty); the intubation difficulty exists only once a
 * laryngoscopic grade is chosen, so it is cleared without one.
 */
export function clearedForNoEtt<T extends AirwayLike>(airway: T): T {
  if (airway.endotrachealTube === false) {
    return {
      ...airway,
      endotrachealTubeDateTime: null,
      sizeInMM: null,
      lipLengthInMM: null,
      laryngoscopicGrade: null,
      intubationDifficulty: null,
    };
  }
  if (airway.laryngoscopicGrade === null || airway.laryngoscopicGrade === undefined) {
    return { ...airway, intubationDifficulty: null };
  }
  return airway;
}

/** Intubation difficulty is shown only once a laryngoscopic grade is chosen (spec 2 §4.10). */
export function showsIntubationDifficulty(laryngoscopicGrade: number | null | undefined): boolean {
  return isNum(laryngoscopicGrade);
}
