import { z } from 'zod';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from '../cases/dates.ts';
import {
  type AddIssue,
  ALWAYS,
  issueAdder,
  nested,
  optionalDateTime,
  optionalEnum,
  optionalId,
  optionalText,
  requiredId,
  requireWhen,
} from '../cases/fields.ts';
import { nullableSections, sectionSaveSchema } from '../cases/sections-to-update.ts';
import {
  checkHospitalAgreement,
  checkNeurologistInformation,
  checkReferrer,
  makeNewVstConsultSchema,
  makeReferrerInformationSchema,
  neurologistInformationSchema,
  referrerInformationSchema,
  type VstRuleOptions,
  vstCheckContext,
  vstRecordShape,
} from './case.schema.ts';
import { isInFuture, type Loose, type VstCheckContext } from './check-context.ts';
import { hospitalAgreementDetailsSchema } from './consultation.schema.ts';
import { VST_LIMITS as L } from './limits.ts';
import { VST_MESSAGES as M } from './messages.ts';
import {
  FOLLOWUP_CONSULTATION_TYPE_VALUES,
  FOLLOWUP_REASON_VALUES,
  OTHER,
  SERIOUS_ADVERSE_EVENT_TYPE_VALUES,
  SERIOUS_ADVERSE_EVENT_VALUES,
  VST_HOSPITAL_UNIT_VALUES,
  YES,
  YES_NO,
} from './options.ts';
import { VST_FOLLOWUP_SECTION_NAMES, type VstFollowupSectionName } from './sections.ts';

/**
 * The VST follow-up (spec 3 §3.2, §2.6, §4.5, §5.3): referrer and neurologist information as on
 * the consult, the patient's hospital, the follow-up consultation with its serious adverse event
 * chain, and the hospital agreement; the save body of PUT /followup, the new-follow-up body of
 * POST /followup, and the follow-up as the server answers it. Conventions as case.schema.ts.
 */

const longText = optionalText(L.longText);

/** The follow-up's patient information: the patient's hospital (§5.3: the unit is required). */
export const followupPatientInformationSchema = z.object({
  patientHospitalId: optionalId,
  patientHospitalUnit: optionalEnum(VST_HOSPITAL_UNIT_VALUES),
  patientHospitalUrn: optionalText(L.urn),
  patientHospitalAddress: optionalText(L.address),
  patientCurrentLocation: optionalText(L.shortText),
});
export type FollowupPatientInformation = z.infer<typeof followupPatientInformationSchema>;

export function checkFollowupPatientInformation(v: Loose, add: AddIssue): void {
  requireWhen(add, true, v?.patientHospitalUnit, ['patientHospitalUnit']);
}

export const followupConsultationInformationSchema = z.object({
  reasonForFollowup: optionalEnum(FOLLOWUP_REASON_VALUES),
  followupNotes: longText,
  pacsAccessed: optionalEnum(YES_NO),
  followupConsultationType: optionalEnum(FOLLOWUP_CONSULTATION_TYPE_VALUES),
  /** Free text: the spec gives no list for the follow-up's technical issues. */
  technicalIssues: longText,
  furtherAdviceOrTreatment: longText,
  /** Staff only. */
  comments: longText,
  seriousAdverseEvent: optionalEnum(SERIOUS_ADVERSE_EVENT_VALUES),
  seriousAdverseEventType: optionalEnum(SERIOUS_ADVERSE_EVENT_TYPE_VALUES),
  seriousAdverseEventTypeOtherExplanation: longText,
  seriousAdverseEventDateTime: optionalDateTime,
});
export type FollowupConsultationInformation = z.infer<typeof followupConsultationInformationSchema>;
export type FollowupConsultationInformationInput = z.input<typeof followupConsultationInformationSchema>;

export const FOLLOWUP_REQUIRED_FIELDS = [
  'reasonForFollowup',
  'followupNotes',
  'pacsAccessed',
  'followupConsultationType',
  'furtherAdviceOrTreatment',
  'seriousAdverseEvent',
] as const;

/**
 * Follow-up consultation (§5.3): reason, notes, PACS accessed, consultation type, further advice
 * and serious adverse event; event Yes needs its type and date/time (not in the future), type
 * Other its explanation.
 */
export function checkFollowupConsultation(v: Loose, add: AddIssue, ctx: Pick<VstCheckContext, 'now'>): void {
  for (const field of FOLLOWUP_REQUIRED_FIELDS) requireWhen(add, true, v?.[field], [field]);
  const event = v?.seriousAdverseEvent === YES;
  requireWhen(add, event, v?.seriousAdverseEventType, ['seriousAdverseEventType']);
  requireWhen(add, event, v?.seriousAdverseEventDateTime, ['seriousAdverseEventDateTime']);
  requireWhen(
    add,
    event && v?.seriousAdverseEventType === OTHER,
    v?.seriousAdverseEventTypeOtherExplanation,
    ['seriousAdverseEventTypeOtherExplanation'],
  );
  if (isInFuture(v?.seriousAdverseEventDateTime, ctx.now))
    add(['seriousAdverseEventDateTime'], M.notInFuture);
}

/** Each follow-up section's schema, by the name `sectionsToUpdate` uses. */
export const VST_FOLLOWUP_SECTION_SCHEMAS = {
  referrerInformation: referrerInformationSchema,
  patientInformation: followupPatientInformationSchema,
  neurologistInformation: neurologistInformationSchema,
  followupConsultationInformation: followupConsultationInformationSchema,
  hospitalAgreementDetails: hospitalAgreementDetailsSchema,
} as const satisfies Record<VstFollowupSectionName, z.ZodType>;

const FOLLOWUP_CHECKS: Record<
  VstFollowupSectionName,
  (v: Loose, add: AddIssue, ctx: VstCheckContext) => void
> = {
  referrerInformation: (v, add) => checkReferrer(v, add),
  patientInformation: (v, add) => checkFollowupPatientInformation(v, add),
  neurologistInformation: checkNeurologistInformation,
  followupConsultationInformation: checkFollowupConsultation,
  hospitalAgreementDetails: checkHospitalAgreement,
};

/**
 * Runs the rules of the named follow-up sections. A follow-up has no completeness toggle: its
 * rules apply as with the toggle on.
 */
export function checkVstFollowup(
  followup: Loose,
  add: AddIssue,
  sections: readonly VstFollowupSectionName[] = VST_FOLLOWUP_SECTION_NAMES,
  options: VstRuleOptions = {},
): void {
  const ctx = {
    ...vstCheckContext({ callDateTime: followup?.callDateTime }, options),
    validationRequired: true,
  };
  for (const name of sections) FOLLOWUP_CHECKS[name](followup?.[name] as Loose, nested(add, [name]), ctx);
}

const followupSectionShape = nullableSections(VST_FOLLOWUP_SECTION_SCHEMAS);

/** What the follow-up form holds: the call time its rules read and every section. */
function followupFormShape(now: Now, timeZone?: string) {
  return {
    callDateTime: optionalDateTime,
    ...followupSectionShape,
    referrerInformation: makeReferrerInformationSchema(now, timeZone).nullable().default(null),
  };
}

/** The follow-up form for the web's resolver, as `makeVstConsultFormSchema`. */
export function makeVstFollowupFormSchema(
  sections: readonly VstFollowupSectionName[] = VST_FOLLOWUP_SECTION_NAMES,
  options: VstRuleOptions = {},
) {
  const now = options.now ?? systemNow;
  return z
    .object(followupFormShape(now, options.timeZone))
    .superRefine((v, ctx) => checkVstFollowup(v, issueAdder(ctx), sections, { ...options, now }), ALWAYS);
}

/**
 * PUT /followup (§4.5, §7.1): the follow-up plus `sectionsToUpdate`, `lastModified` and
 * `forceUpdate`, with the consult save's conventions (case.schema.ts `makeVstConsultSaveSchema`).
 */
export function makeVstFollowupSaveSchema(options: VstRuleOptions = {}) {
  const now = options.now ?? systemNow;
  return sectionSaveSchema(
    VST_FOLLOWUP_SECTION_NAMES,
    followupFormShape(now, options.timeZone),
    (body, add, sent) => checkVstFollowup(body, add, sent, { ...options, now }),
  );
}
export const vstFollowupSaveSchema = makeVstFollowupSaveSchema();
export type VstFollowupSaveInput = z.input<typeof vstFollowupSaveSchema>;
export type VstFollowupSave = z.infer<typeof vstFollowupSaveSchema>;

/** The follow-up as the server answers it (GET /followup/{id}, every save), §3.2. */
export const vstFollowupSchema = z.object({
  ...vstRecordShape,
  type: z.literal('Followup'),
  /** The consult it follows. */
  vstConsultId: z.number().int(),
  vstConsultStudyId: z.string(),
  ...followupSectionShape,
});
export type VstFollowup = z.infer<typeof vstFollowupSchema>;

/**
 * POST /followup (§2.4, §3.8, §5.8): the new-consult fields and the consult it follows
 * (`vstConsultId`). The server refuses a consult that may not have a follow-up now
 * (`canCreateFollowup`). The answer is { data: { id } }.
 */
export function makeNewVstFollowupSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return makeNewVstConsultSchema(now, timeZone).extend({ vstConsultId: requiredId });
}
export const newVstFollowupSchema = makeNewVstFollowupSchema();
export type NewVstFollowupInput = z.input<typeof newVstFollowupSchema>;
export type NewVstFollowup = z.infer<typeof newVstFollowupSchema>;
