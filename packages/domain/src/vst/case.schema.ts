import { z } from 'zod';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from '../cases/dates.ts';
import { type AddIssue, ALWAYS, issueAdder, nested, optionalDateTime } from '../cases/fields.ts';
import { nullableSections, sectionSaveSchema } from '../cases/sections-to-update.ts';
import { makeNewStrokeRecordSchema, strokeRecordShape } from '../stroke/record.schema.ts';
import type { Loose, VstCheckContext } from './check-context.ts';
import { isValidationRequired } from './clinical-rules.ts';
import {
  checkClinicalPresentation,
  checkDiagnosisDetails,
  checkHospitalAgreement,
  checkImagingDetails,
  checkReperfusionTherapies,
  checkTechnicalConsultation,
  clinicalPresentationInformationSchema,
  diagnosisDetailsSchema,
  hospitalAgreementDetailsSchema,
  imagingDetailsSchema,
  reperfusionTherapiesDetailsSchema,
  technicalConsultationInformationSchema,
} from './consultation.schema.ts';
import {
  checkNeurologistInformation,
  checkPatientInformation,
  checkReferrer,
  makeReferrerInformationSchema,
  neurologistInformationSchema,
  patientInformationSchema,
  referrerInformationSchema,
} from './intake.schema.ts';
import { VST_CONSULT_SECTION_NAMES, type VstConsultSectionName } from './sections.ts';

/**
 * The transfer (Refer ARV, §3.8, §4.8, §5.11: GET/PUT /consults/{id}/transfer) is the shared
 * transfer request of every case module; spec 3 gives it the same fields and rules as spec 2.
 */
export {
  makeTransferRequestSchema,
  type TransferRequest,
  type TransferResponse,
  transferRequestSchema,
  transferResponseSchema,
} from '../cases/transfer.schema.ts';
export { makeNewReferrerSchema } from '../stroke/intake.schema.ts';
export { type NewRecordResponse, newRecordResponseSchema } from '../stroke/record.schema.ts';
export * from './consultation.schema.ts';
export * from './intake.schema.ts';

/**
 * The VST consult (spec 3 §3.1): the referrer, patient and neurologist sections
 * (intake.schema.ts) and the clinical sections (consultation.schema.ts); the whole consult as the
 * server answers it; the save body of PUT /consults (§4.1, §7.1: the consult plus
 * `sectionsToUpdate`) and the new-consult body (§2.4, §5.8). Field names are §3.1's. Section
 * schemas check field by field and hold no requirement; the `check*` functions hold what is
 * required, run with the consult's context for the sections a save names.
 */

export interface VstRuleOptions {
  now?: Now;
  timeZone?: string;
}

/** Each section's schema and rule, by the name `sectionsToUpdate` uses. */
export const VST_CONSULT_SECTION_SCHEMAS = {
  referrerInformation: referrerInformationSchema,
  patientInformation: patientInformationSchema,
  neurologistInformation: neurologistInformationSchema,
  clinicalPresentationInformation: clinicalPresentationInformationSchema,
  imagingDetails: imagingDetailsSchema,
  diagnosisDetails: diagnosisDetailsSchema,
  reperfusionTherapiesDetails: reperfusionTherapiesDetailsSchema,
  technicalConsultationInformation: technicalConsultationInformationSchema,
  hospitalAgreementDetails: hospitalAgreementDetailsSchema,
} as const satisfies Record<VstConsultSectionName, z.ZodType>;

const SECTION_CHECKS: Record<VstConsultSectionName, (v: Loose, add: AddIssue, ctx: VstCheckContext) => void> =
  {
    referrerInformation: (v, add) => checkReferrer(v, add),
    patientInformation: checkPatientInformation,
    neurologistInformation: checkNeurologistInformation,
    clinicalPresentationInformation: checkClinicalPresentation,
    imagingDetails: checkImagingDetails,
    diagnosisDetails: (v, add) => checkDiagnosisDetails(v, add),
    reperfusionTherapiesDetails: checkReperfusionTherapies,
    technicalConsultationInformation: (v, add) => checkTechnicalConsultation(v, add),
    hospitalAgreementDetails: checkHospitalAgreement,
  };

const stringOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** The context of the section rules, read from a consult (or a save body laid over one). */
export function vstCheckContext(consult: Loose, options: VstRuleOptions = {}): VstCheckContext {
  const section = (name: string) => consult?.[name] as Loose;
  const version = consult?.schemaVersion;
  return {
    now: options.now ?? systemNow,
    callDateTime: stringOrNull(consult?.callDateTime),
    validationRequired: isValidationRequired(section('patientInformation')),
    strokeType: stringOrNull(section('diagnosisDetails')?.strokeType),
    schemaVersion: typeof version === 'number' ? version : null,
  };
}

/** Runs the rules of the named sections over a consult; issues are under each section's name. */
export function checkVstConsult(
  consult: Loose,
  add: AddIssue,
  sections: readonly VstConsultSectionName[] = VST_CONSULT_SECTION_NAMES,
  options: VstRuleOptions = {},
): void {
  const ctx = vstCheckContext(consult, options);
  for (const name of sections) SECTION_CHECKS[name](consult?.[name] as Loose, nested(add, [name]), ctx);
}

/** The consult fields every record and save share (§3.1). */
const recordShape = {
  callDateTime: optionalDateTime,
  /** The data version (`anticoagulantQuestion`); CURRENT_VST_SCHEMA_VERSION for new consults. */
  schemaVersion: z.number().int().min(0).nullable().default(null),
};

/** Every section, null until first saved. */
const sectionShape = nullableSections(VST_CONSULT_SECTION_SCHEMAS);

/** What the consult form holds: the record fields its rules read and every section. */
function consultFormShape(now: Now, timeZone?: string) {
  return {
    ...recordShape,
    ...sectionShape,
    referrerInformation: makeReferrerInformationSchema(now, timeZone).nullable().default(null),
  };
}

/**
 * The consult form for the web's resolver: the form's values checked by the rules of `sections`
 * (a section's Save: that section; Save all, Save and Exit and close: all of them), with the
 * issues at the form's field paths.
 */
export function makeVstConsultFormSchema(
  sections: readonly VstConsultSectionName[] = VST_CONSULT_SECTION_NAMES,
  options: VstRuleOptions = {},
) {
  const now = options.now ?? systemNow;
  return z
    .object(consultFormShape(now, options.timeZone))
    .superRefine((v, ctx) => checkVstConsult(v, issueAdder(ctx), sections, { ...options, now }), ALWAYS);
}

/**
 * PUT /consults (§4.1, §7.1): the consult plus `sectionsToUpdate`, `lastModified` and
 * `forceUpdate`. Only the listed sections are saved, and only their rules are checked (a section
 * saved alone does not wait for the others); every section sent is checked field by field. The
 * rules read the context of the whole consult (call time, completeness toggle, stroke type,
 * schemaVersion): the web sends its whole form; the server lays the body's listed sections over
 * the stored consult (with the stored callDateTime and schemaVersion) and parses that, then stores
 * `clearedVstConsult` of it. Save all and closing list every section.
 */
export function makeVstConsultSaveSchema(options: VstRuleOptions = {}) {
  const now = options.now ?? systemNow;
  return sectionSaveSchema(
    VST_CONSULT_SECTION_NAMES,
    consultFormShape(now, options.timeZone),
    (body, add, sent) => checkVstConsult(body, add, sent, { ...options, now }),
  );
}
export const vstConsultSaveSchema = makeVstConsultSaveSchema();
export type VstConsultSaveInput = z.input<typeof vstConsultSaveSchema>;
export type VstConsultSave = z.infer<typeof vstConsultSaveSchema>;

/**
 * The consult as the server answers it (GET /consults/{id}, every save): §3.1's fields, the
 * record fields a follow-up shares (`vstRecordShape`) first. Sections never saved are null;
 * `studyId` is `vstStudyId('Consult', id)`; fax and file sharing are enabled per record (§2.2, §6).
 */
export const vstRecordShape = strokeRecordShape;
export const vstConsultSchema = z.object({
  ...vstRecordShape,
  type: z.literal('Consult'),
  schemaVersion: z.number().int().nullable(),
  ...sectionShape,
});
export type VstConsult = z.infer<typeof vstConsultSchema>;

/**
 * POST /consults (§2.4, §3.8, §5.8): the patient profile, the call taker and the call date/time
 * (both required; the call a past event) and the referrer. The answer is { data: { id } }.
 */
export function makeNewVstConsultSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return makeNewStrokeRecordSchema(now, timeZone);
}
export const newVstConsultSchema = makeNewVstConsultSchema();
export type NewVstConsultInput = z.input<typeof newVstConsultSchema>;
export type NewVstConsult = z.infer<typeof newVstConsultSchema>;
