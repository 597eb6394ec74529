import { z } from 'zod';
import { DB_INT_MAX, ID_MESSAGES } from '../api/ids.ts';
import { DEFAULT_TIME_ZONE, localDateOf, type Now, systemNow } from '../cases/dates.ts';
import {
  type AddIssue,
  ALWAYS,
  issueAdder,
  multiChoice,
  nested,
  optionalBoolean,
  optionalCode,
  optionalDateTime,
  optionalEnum,
  optionalNumber,
  optionalPastDate,
  optionalPastDateTime,
  optionalText,
  requiredDateTime,
  requiredText,
  requireWhen,
} from '../cases/fields.ts';
import { checkBloodPressureOrder } from '../cases/plausibility.ts';
import { todayIn } from '../patients/dates.ts';
import {
  breathingRequiredFields,
  clearedBreathing,
  clearedForNoEtt,
  clearedForNoInotropes,
  clearedRhythmOther,
  fio2ForO2MaskFlow,
  gcsTotal,
  isFlowRateRequired,
  offersO2MaskFlows,
} from './clinical-rules.ts';
import { TELEHEALTH_LIMITS as L } from './limits.ts';
import { TELEHEALTH_MESSAGES as M } from './messages.ts';
import {
  ARTERIAL_LINE_SITE_VALUES,
  CVC_SITE_VALUES,
  GCS_EYES_VALUES,
  GCS_MOTOR_VALUES,
  GCS_VERBAL_VALUES,
  INTUBATION_DIFFICULTY_VALUES,
  LARYNGOSCOPIC_GRADE_VALUES,
  PAIN_SCORE_VALUES,
  PICC_SITE_VALUES,
  RASS_VALUES,
  RESPIRATORY_SUPPORT_TYPE_VALUES,
  STAT_DOSE_FREQUENCY_VALUES,
  STAT_DOSE_ROUTE_VALUES,
  TELEHEALTH_RHYTHM_VALUES,
} from './options.ts';

/**
 * A Telehealth consultation and its seven sub-sections (spec 2 §3.6), with the rules of §4.10.
 * Every number is at least 0 (spec 2 §5.7; vital signs within their plausible ranges, cases/plausibility.ts)
 * except where a negative value is clinically real and
 * says so below (fluid balance, base excess). The spec shows no other field-level requirement for
 * consultations (§5.7), so only the breathing rules require anything. These schemas hold no
 * transform: the same schema validates the form and describes the case the server answers;
 * `consultationSaveSchema` (case.schema.ts) applies `clearedConsultation` on the way in.
 */
const num = optionalNumber({ min: 0 });

export const airwaySchema = z.object({
  endotrachealTube: optionalBoolean,
  endotrachealTubeDateTime: optionalDateTime,
  sizeInMM: num,
  lipLengthInMM: num,
  laryngoscopicGrade: optionalCode(LARYNGOSCOPIC_GRADE_VALUES),
  intubationDifficulty: optionalEnum(INTUBATION_DIFFICULTY_VALUES),
});
export type Airway = z.infer<typeof airwaySchema>;

export const breathingSchema = z.object({
  respiratorySupportType: optionalCode(RESPIRATORY_SUPPORT_TYPE_VALUES),
  /** L/min. */
  flowRate: optionalNumber({ plausible: 'oxygenFlow' }),
  respiratoryRate: num,
  /** SpO2 (%). */
  oxygenSaturation: optionalNumber({ min: 0, max: L.spo2Max }),
  /** %: 21 on room air, from the flow on an O2 mask, typed otherwise. */
  estimatedFiO2: optionalNumber({ int: true, min: 0, max: L.fio2Max }),
  positiveEndExpiratoryPressure: num,
  tidalVolume: num,
  /** Ventilation mode: spec 2 gives no Telehealth list, so it is a short text. */
  mode: optionalText(L.shortText),
  pressureSupport: num,
  peakInspiratoryPressure: num,
  plateauPressure: num,
});
export type Breathing = z.infer<typeof breathingSchema>;

/** One infusion (spec 2 §3.6); the name comes from the Infusion drug lookup. */
export const infusionSchema = z.object({
  name: requiredText(L.shortText),
  diluent: optionalText(L.shortText),
  /** mL. */
  totalVolume: num,
  amount: num,
  concentration: num,
  rate: num,
  rateUnits: optionalText(L.shortText),
  bolusDose: optionalText(L.shortText),
  guide: optionalText(L.shortText),
  notes: optionalText(L.longText),
});
export type Infusion = z.infer<typeof infusionSchema>;

/** One stat dose (spec 2 §3.6); the name comes from the StatDose drug lookup. */
export const statDoseSchema = z.object({
  name: requiredText(L.shortText),
  dose: optionalText(L.shortText),
  route: optionalEnum(STAT_DOSE_ROUTE_VALUES),
  frequency: optionalEnum(STAT_DOSE_FREQUENCY_VALUES),
  notes: optionalText(L.longText),
});
export type StatDose = z.infer<typeof statDoseSchema>;

export const circulationAndInfusionSchema = z.object({
  /** °C. */
  temperature: optionalNumber({ plausible: 'temperature' }),
  heartRate: optionalNumber({ min: 0, max: L.heartRateMax }),
  rhythmn: optionalEnum(TELEHEALTH_RHYTHM_VALUES),
  rhythmnOther: optionalText(L.shortText),
  systolicBloodPressure: optionalNumber({ plausible: 'systolic' }),
  diastolicBloodPressure: optionalNumber({ plausible: 'diastolic' }),
  inotropesAdministered: optionalBoolean,
  /** mL/h. */
  urineOutput: num,
  /** mL; a negative balance (more out than in) is real, so it has no minimum. */
  fluidBalance: optionalNumber(),
  infusions: z.array(infusionSchema).max(L.maxInfusions).default([]),
  /** Stat doses. */
  medications: z.array(statDoseSchema).max(L.maxStatDoses).default([]),
});
export type CirculationAndInfusion = z.infer<typeof circulationAndInfusionSchema>;

export const disabilitySchema = z.object({
  eyes: optionalCode(GCS_EYES_VALUES),
  verbal: optionalCode(GCS_VERBAL_VALUES),
  motor: optionalCode(GCS_MOTOR_VALUES),
  /** Computed from eyes, verbal and motor (`gcsTotal`); null when not computable. */
  glascoComaScore: optionalNumber({ int: true, min: L.gcsMin, max: L.gcsMax }),
  painScore: optionalCode(PAIN_SCORE_VALUES),
  limbMovement: optionalText(L.shortText),
  /** mm. */
  rightPupilInitialDiameter: optionalNumber({ plausible: 'pupil' }),
  rightPupilReactive: optionalBoolean,
  leftPupilInitialDiameter: optionalNumber({ plausible: 'pupil' }),
  leftPupilReactive: optionalBoolean,
  richmondAgitationSedationScale: optionalCode(RASS_VALUES),
  delirium: optionalBoolean,
});
export type Disability = z.infer<typeof disabilitySchema>;

export function makeEnvironmentAndExposureSchema(today: () => string) {
  return z.object({
    peripheralIVs: optionalNumber({ int: true, min: 0 }),
    peripherallyInsertedCentralCatheter: optionalEnum(PICC_SITE_VALUES),
    centralVenousCatheters: multiChoice(CVC_SITE_VALUES),
    arterial: optionalEnum(ARTERIAL_LINE_SITE_VALUES),
    /** A calendar date (YYYY-MM-DD), not after the consultation's day. */
    dateOfLastBowelMovement: optionalPastDate(today),
    calves: optionalText(L.shortText),
    /** mmol/L. */
    bloodSugar: num,
    fluidType: optionalText(L.shortText),
    /** mL/h. */
    fluidRate: num,
    abdominalExamFindings: optionalText(L.longText),
    renalReplacementTherapyOrDialysis: optionalBoolean,
    /** true = EN (enteral), false = TPN (parenteral), spec 2 §3.6. */
    nutrition: optionalBoolean,
  });
}
export const environmentAndExposureSchema = makeEnvironmentAndExposureSchema(() =>
  todayIn(DEFAULT_TIME_ZONE),
);
export type EnvironmentAndExposure = z.infer<typeof environmentAndExposureSchema>;

export const investigationsSchema = z.object({
  bloods: z
    .object({
      hemoglobin: num,
      whiteBloodCellCount: num,
      plateletCount: num,
      sodium: num,
      potassium: num,
      urea: num,
      creatinine: num,
      bloodNotes: optionalText(L.longText),
    })
    .prefault({}),
  gases: z
    .object({
      gasesTime: optionalDateTime,
      pH: optionalNumber({ min: 0, max: L.phMax }),
      p02: num,
      pC02: num,
      hC03: num,
      /** Base excess (mmol/L) is negative in acidosis, so it has no minimum. */
      be: optionalNumber(),
      gasesNotes: optionalText(L.longText),
    })
    .prefault({}),
  radiology: optionalText(L.shortText),
  radiologyNotes: optionalText(L.longText),
  ecgNotes: optionalText(L.longText),
  otherRelevantTests: optionalText(L.longText),
});
export type Investigations = z.infer<typeof investigationsSchema>;

export function makeRecommendationsSchema(now: Now, timeZone: string) {
  return z.object({
    conversationDateTime: optionalPastDateTime(now, timeZone),
    consultationType: optionalText(L.shortText),
    conversationWith: optionalText(L.conversationWith),
    recommendationNotes: optionalText(L.noteText),
  });
}
export const recommendationsSchema = makeRecommendationsSchema(systemNow, DEFAULT_TIME_ZONE);
export type Recommendations = z.infer<typeof recommendationsSchema>;

type Loose = Partial<Record<string, unknown>> | null | undefined;

/**
 * The breathing rules (spec 2 §4.10, §5.7): NIV and invasive ventilation require their fields
 * (`breathingRequiredFields`); the O2 mask requires a flow from its table, high-flow nasal
 * prongs a flow (`isFlowRateRequired`).
 */
export function checkBreathing(breathing: Loose, add: AddIssue): void {
  const type = breathing?.respiratorySupportType as number | null | undefined;
  for (const field of breathingRequiredFields(type)) requireWhen(add, true, breathing?.[field], [field]);
  const flow = breathing?.flowRate;
  requireWhen(add, isFlowRateRequired(type), flow, ['flowRate']);
  if (offersO2MaskFlows(type) && typeof flow === 'number' && fio2ForO2MaskFlow(flow) === null) {
    add(['flowRate'], M.flowNotOffered);
  }
}

/** Every rule of a consultation that spans fields, with the field paths of the form. */
export function checkConsultation(v: Loose, add: AddIssue, timeZone: string = DEFAULT_TIME_ZONE): void {
  checkBreathing(v?.breathing as Loose, nested(add, ['breathing']));
  const circulation = v?.circulationAndInfusion as Loose;
  checkBloodPressureOrder(circulation?.systolicBloodPressure, circulation?.diastolicBloodPressure, add, [
    'circulationAndInfusion',
    'systolicBloodPressure',
  ]);
  const bowel = (v?.environmentAndExposure as Loose)?.dateOfLastBowelMovement;
  const created = typeof v?.createdOn === 'string' ? localDateOf(v.createdOn, timeZone) : null;
  if (typeof bowel === 'string' && created !== null && bowel > created) {
    add(['environmentAndExposure', 'dateOfLastBowelMovement'], M.bowelMovementAfterConsultation);
  }
}

/** A consultation's id: 0 for a new one (spec 2 §4.10), otherwise the stored consultation's id. */
const consultationId = z.number({ error: M.required }).int().min(0).max(DB_INT_MAX, ID_MESSAGES.tooLarge);

export function makeConsultationObject(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  const today = () => todayIn(timeZone, now());
  return z.object({
    id: consultationId,
    caseId: z.number().int().positive().max(DB_INT_MAX).optional(),
    /** ISO date-time; for a new consultation the client's time, replaced by the server's. */
    createdOn: requiredDateTime,
    airway: airwaySchema.prefault({}),
    breathing: breathingSchema.prefault({}),
    circulationAndInfusion: circulationAndInfusionSchema.prefault({}),
    disability: disabilitySchema.prefault({}),
    environmentAndExposure: makeEnvironmentAndExposureSchema(today).prefault({}),
    investigations: investigationsSchema.prefault({}),
    recommendations: makeRecommendationsSchema(now, timeZone).prefault({}),
  });
}

/** A consultation as the form edits it and the case answers it (no transform). */
export function makeConsultationSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return makeConsultationObject(now, timeZone).superRefine(
    (v, ctx) => checkConsultation(v, issueAdder(ctx), timeZone),
    ALWAYS,
  );
}
export const consultationSchema = makeConsultationSchema();
export type ConsultationInput = z.input<typeof consultationSchema>;
export type Consultation = z.infer<typeof consultationSchema>;

/**
 * What is stored for a consultation: hidden fields cleared (ETT No, no grade, inotropes No,
 * rhythm not Other, breathing fields the support type does not show) and derived values set
 * (FiO2 on room air and O2 mask, GCS).
 */
export function clearedConsultation<T extends Consultation>(c: T): T {
  const { eyes, verbal, motor } = c.disability;
  return {
    ...c,
    airway: clearedForNoEtt(c.airway),
    breathing: clearedBreathing(c.breathing),
    circulationAndInfusion: clearedRhythmOther(clearedForNoInotropes(c.circulationAndInfusion)),
    disability: { ...c.disability, glascoComaScore: gcsTotal(eyes, verbal, motor) },
  };
}
