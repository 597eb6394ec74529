import { z } from 'zod';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from '../cases/dates.ts';
import { type AddIssue, ALWAYS, issueAdder, nested, optionalDateTime } from '../cases/fields.ts';
import { nullableSections, sectionSaveSchema } from '../cases/sections-to-update.ts';
import {
  checkReferrer,
  makeReferrerInformationSchema,
  referrerInformationSchema,
} from '../stroke/intake.schema.ts';
import { makeNewStrokeRecordSchema, strokeRecordShape } from '../stroke/record.schema.ts';
import type { Loose } from '../stroke/rule-helpers.ts';
import type { VtisCheckContext, VtisRuleOptions } from './check-context.ts';
import { isVtisValidationRequired } from './clinical-rules.ts';
import {
  checkRecommendedManagement,
  checkVtisDiagnosisDetails,
  checkVtisImagingDetails,
  checkVtisTechnicalConsultation,
  recommendedManagementSchema,
  vtisDiagnosisDetailsSchema,
  vtisImagingDetailsSchema,
  vtisTechnicalConsultationSchema,
} from './consultation.schema.ts';
import { consultInformationSchema } from './decline.schema.ts';
import {
  checkVtisNeurologistInformation,
  checkVtisPatientInformation,
  vtisNeurologistInformationSchema,
  vtisPatientInformationSchema,
} from './intake.schema.ts';
import { VTIS_HOSPITAL_DOCUMENTATION_STATUS_VALUES, VTIS_STATUS_VALUES } from './options.ts';
import { checkPatientHistory, patientHistorySchema } from './patient-history.schema.ts';
import { VTIS_CONSULT_SECTION_NAMES, type VtisConsultSectionName } from './sections.ts';

/**
 * The VTIS consult (spec 3 §3.4, §2.7): its sections by the names `sectionsToUpdate` uses, the
 * context their rules read, the form schema of the web's resolver, the save body of PUT /consults
 * (§4.1, §7.2), the consult as the server answers it, and the new-consult body (§2.4, §5.8). As for
 * VST (vst/case.schema.ts): section schemas check field by field and hold no requirement; the
 * `check*` functions hold what is required, run with the consult's context for the sections a
 * save names; the server stores `clearedVtisConsult` (clearing-rules.ts) of what it parsed.
 */
export type { VtisCheckContext, VtisRuleOptions } from './check-context.ts';

/** Each section's schema, by the name `sectionsToUpdate` uses. */
export const VTIS_CONSULT_SECTION_SCHEMAS = {
  referrerInformation: referrerInformationSchema,
  patientInformation: vtisPatientInformationSchema,
  neurologistInformation: vtisNeurologistInformationSchema,
  patientHistory: patientHistorySchema,
  imagingDetails: vtisImagingDetailsSchema,
  diagnosisDetails: vtisDiagnosisDetailsSchema,
  recommendedManagement: recommendedManagementSchema,
  technicalConsultationInformation: vtisTechnicalConsultationSchema,
} as const satisfies Record<VtisConsultSectionName, z.ZodType>;

const SECTION_CHECKS: Record<
  VtisConsultSectionName,
  (v: Loose, add: AddIssue, ctx: VtisCheckContext) => void
> = {
  referrerInformation: (v, add) => checkReferrer(v, add),
  patientInformation: checkVtisPatientInformation,
  neurologistInformation: checkVtisNeurologistInformation,
  patientHistory: checkPatientHistory,
  imagingDetails: (v, add) => checkVtisImagingDetails(v, add),
  diagnosisDetails: (v, add) => checkVtisDiagnosisDetails(v, add),
  recommendedManagement: (v, add) => checkRecommendedManagement(v, add),
  technicalConsultationInformation: (v, add) => checkVtisTechnicalConsultation(v, add),
};

const stringOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** The context of the section rules, read from a consult (or a save body laid over one). */
export function vtisCheckContext(consult: Loose, options: VtisRuleOptions = {}): VtisCheckContext {
  const section = (name: string) => consult?.[name] as Loose;
  return {
    now: options.now ?? systemNow,
    timeZone: options.timeZone ?? DEFAULT_TIME_ZONE,
    callDateTime: stringOrNull(consult?.callDateTime),
    validationRequired: isVtisValidationRequired(section('patientInformation')),
    strokeType: stringOrNull(section('diagnosisDetails')?.strokeType),
  };
}

/** Runs the rules of the named sections over a consult; issues are under each section's name. */
export function checkVtisConsult(
  consult: Loose,
  add: AddIssue,
  sections: readonly VtisConsultSectionName[] = VTIS_CONSULT_SECTION_NAMES,
  options: VtisRuleOptions = {},
): void {
  const ctx = vtisCheckContext(consult, options);
  for (const name of sections) SECTION_CHECKS[name](consult?.[name] as Loose, nested(add, [name]), ctx);
}

/** Every section, null until first saved. */
const sectionShape = nullableSections(VTIS_CONSULT_SECTION_SCHEMAS);

/** What the consult form holds: the call time its rules read and every section. */
function consultFormShape(now: Now, timeZone?: string) {
  return {
    callDateTime: optionalDateTime,
    ...sectionShape,
    referrerInformation: makeReferrerInformationSchema(now, timeZone).nullable().default(null),
  };
}

/**
 * The consult form for the web's resolver: the form's values checked by the rules of `sections`
 * (a section's Save: that section; Save all, Save and Exit and Save and Close: all of them).
 */
export function makeVtisConsultFormSchema(
  sections: readonly VtisConsultSectionName[] = VTIS_CONSULT_SECTION_NAMES,
  options: VtisRuleOptions = {},
) {
  const now = options.now ?? systemNow;
  return z
    .object(consultFormShape(now, options.timeZone))
    .superRefine((v, ctx) => checkVtisConsult(v, issueAdder(ctx), sections, { ...options, now }), ALWAYS);
}

/**
 * PUT /consults (§4.1, §7.2): the consult plus `sectionsToUpdate`, `lastModified` and `forceUpdate`
 * (a whole-record save that names its sections, as VST's). Only the listed sections are saved and
 * only their rules are checked; the rules read the whole consult's context (call time, toggle,
 * stroke type): the web sends its whole form, the server lays the listed sections over the stored
 * consult, parses that and stores `clearedVtisConsult` of it. Save all and closing list every section.
 */
export function makeVtisConsultSaveSchema(options: VtisRuleOptions = {}) {
  const now = options.now ?? systemNow;
  return sectionSaveSchema(
    VTIS_CONSULT_SECTION_NAMES,
    consultFormShape(now, options.timeZone),
    (body, add, sent) => checkVtisConsult(body, add, sent, { ...options, now }),
  );
}
export const vtisConsultSaveSchema = makeVtisConsultSaveSchema();
export type VtisConsultSaveInput = z.input<typeof vtisConsultSaveSchema>;
export type VtisConsultSave = z.infer<typeof vtisConsultSaveSchema>;

/** A follow-up of the consult as the consult lists it (§3.4 vtisFollowupConsults). */
export const vtisFollowupSummarySchema = z.object({
  id: z.number().int(),
  studyId: z.string(),
  isActive: z.boolean(),
  closedOn: z.string().nullable(),
  vtisStatus: z.enum(VTIS_STATUS_VALUES),
});
export type VtisFollowupSummary = z.infer<typeof vtisFollowupSummarySchema>;

/**
 * The consult as the server answers it (GET /consults/{id}, every save; §3.4): the stroke record
 * fields, the VTIS state (declined, pending, status, hospital documentation), its follow-ups, the
 * decline record and every section (null until first saved). `studyId` is 'VTIS' and the id.
 */
export const vtisConsultSchema = z.object({
  ...strokeRecordShape,
  type: z.literal('VtisConsult'),
  /** The VST consult whose close referred the patient here (§4.1), when it came that way (SCOUT). */
  vstConsultId: z.number().int().nullable(),
  isDeclined: z.boolean(),
  isPending: z.boolean(),
  vtisStatus: z.enum(VTIS_STATUS_VALUES),
  isHospitalDocumentationRequired: z.boolean(),
  vtisHospitalDocumentationStatus: z.enum(VTIS_HOSPITAL_DOCUMENTATION_STATUS_VALUES).nullable(),
  vtisFollowupConsults: z.array(vtisFollowupSummarySchema),
  consultInformation: consultInformationSchema,
  ...sectionShape,
});
export type VtisConsult = z.infer<typeof vtisConsultSchema>;

/**
 * POST /consults (§2.4, §3.8, §5.8): the patient profile, the call taker, the call date/time (both
 * required; the call a past event) and the referrer, as for VST. The answer is { data: { id } }.
 */
export function makeNewVtisConsultSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return makeNewStrokeRecordSchema(now, timeZone);
}
export const newVtisConsultSchema = makeNewVtisConsultSchema();
export type NewVtisConsultInput = z.input<typeof newVtisConsultSchema>;
export type NewVtisConsult = z.infer<typeof newVtisConsultSchema>;
