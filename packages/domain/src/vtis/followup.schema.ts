import { z } from 'zod';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from '../cases/dates.ts';
import {
  type AddIssue,
  ALWAYS,
  issueAdder,
  multiChoice,
  nested,
  optionalDateTime,
  optionalEnum,
  optionalText,
  requiredId,
  requireWhen,
} from '../cases/fields.ts';
import { nullableSections, sectionSaveSchema } from '../cases/sections-to-update.ts';
import {
  checkReferrer,
  makeReferrerInformationSchema,
  referrerInformationSchema,
} from '../stroke/intake.schema.ts';
import { makeNewStrokeRecordSchema, strokeRecordShape } from '../stroke/record.schema.ts';
import { includesChoice as has, type Loose } from '../stroke/rule-helpers.ts';
import { vtisCheckContext } from './case.schema.ts';
import type { VtisCheckContext, VtisRuleOptions } from './check-context.ts';
import { showsFollowupDiagnosisDetails, showsFollowupNotStrokeDiagnoses } from './clinical-rules.ts';
import { checkVtisTechnicalConsultation } from './consultation.schema.ts';
import {
  checkVtisNeurologistInformation,
  vtisNeurologistInformationSchema,
  vtisPatientInformationSchema,
} from './intake.schema.ts';
import { VTIS_LIMITS as L } from './limits.ts';
import { VTIS_MESSAGES as M } from './messages.ts';
import {
  CONSULT_TYPE_VALUES,
  NOT_STROKE_DIAGNOSIS_VALUES,
  OTHER,
  TECHNICAL_SUCCESS_VALUES,
  VTIS_STATUS_VALUES,
  VTIS_STROKE_TYPE_VALUES,
} from './options.ts';
import { VTIS_FOLLOWUP_SECTION_NAMES, type VtisFollowupSectionName } from './sections.ts';

/**
 * The VTIS follow-up (spec 3 §3.5, §2.8, §4.3, §5.6): the referrer and neurologist information as
 * on the consult, the patient information shown read-only from the consult, and the follow-up
 * consultation; the save body of PUT /followup, the follow-up as the server answers it and the
 * new-follow-up body of POST /followup. Conventions as case.schema.ts.
 */
const clinicalText = optionalText(L.clinicalText);
const strokeType = optionalEnum(VTIS_STROKE_TYPE_VALUES);
const notStrokeDiagnoses = multiChoice(NOT_STROKE_DIAGNOSIS_VALUES);

export const followupConsultationInformationSchema = z.object({
  history: clinicalText,
  examinationFindings: clinicalText,
  imagingResults: clinicalText,
  /** The consult's diagnosis, which the new follow-up starts from (`initialDiagnosisFromConsult`). */
  workingDiagnosisFromInitialVtisConsult: strokeType,
  workingDiagnosisFromInitialVtisConsultNotStrokeDiagnosis: notStrokeDiagnoses,
  workingDiagnosisFromInitialVtisConsultNotStrokeDiagnosisOtherDetails: clinicalText,
  workingDiagnosisAfterFollowupVtisConsult: strokeType,
  workingDiagnosisAfterFollowupVtisConsultDetails: clinicalText,
  workingDiagnosisAfterFollowupVtisConsultNotStrokeDiagnosis: notStrokeDiagnoses,
  workingDiagnosisAfterFollowupVtisConsultNotStrokeDiagnosisOtherDetails: clinicalText,
  plan: clinicalText,
  comments: clinicalText,
  additionalInpatientTestsOrdered: clinicalText,
  recommendedChangesInMedication: clinicalText,
  consultType: optionalEnum(CONSULT_TYPE_VALUES),
  technicalSuccess: optionalEnum(TECHNICAL_SUCCESS_VALUES),
});
export type FollowupConsultationInformation = z.infer<typeof followupConsultationInformationSchema>;
export type FollowupConsultationInformationInput = z.input<typeof followupConsultationInformationSchema>;

/** Always required on the follow-up consultation (§5.6). */
export const FOLLOWUP_REQUIRED_FIELDS = [
  'examinationFindings',
  'imagingResults',
  'workingDiagnosisAfterFollowupVtisConsult',
  'plan',
  'comments',
  'additionalInpatientTestsOrdered',
  'recommendedChangesInMedication',
] as const;

const INITIAL = 'workingDiagnosisFromInitialVtisConsult';
const AFTER = 'workingDiagnosisAfterFollowupVtisConsult';

/**
 * Follow-up consultation (§4.3, §5.6): examination findings, imaging results, the working diagnosis
 * after the follow-up with its details, or with NotStroke at least one not-stroke diagnosis (Other:
 * its details), plan, comments, additional tests, medication changes, consult type and technical
 * success. The initial working diagnosis is optional (taken from the consult); with NotStroke its
 * Other needs the details too.
 */
export function checkFollowupConsultation(v: Loose, add: AddIssue): void {
  const req = (when: boolean, field: string, message?: string) =>
    requireWhen(add, when, v?.[field], [field], message);
  for (const field of FOLLOWUP_REQUIRED_FIELDS) req(true, field);
  const after = v?.[AFTER];
  req(!!after && showsFollowupDiagnosisDetails(after), `${AFTER}Details`);
  req(showsFollowupNotStrokeDiagnoses(after), `${AFTER}NotStrokeDiagnosis`, M.atLeastOneOption);
  for (const prefix of [INITIAL, AFTER]) {
    const notStroke = showsFollowupNotStrokeDiagnoses(v?.[prefix]);
    req(
      notStroke && has(v?.[`${prefix}NotStrokeDiagnosis`], OTHER),
      `${prefix}NotStrokeDiagnosisOtherDetails`,
    );
  }
  checkVtisTechnicalConsultation(v, add);
}

/** Each follow-up section's schema, by the name `sectionsToUpdate` uses. */
export const VTIS_FOLLOWUP_SECTION_SCHEMAS = {
  referrerInformation: referrerInformationSchema,
  neurologistInformation: vtisNeurologistInformationSchema,
  followupConsultationInformation: followupConsultationInformationSchema,
} as const satisfies Record<VtisFollowupSectionName, z.ZodType>;

const FOLLOWUP_CHECKS: Record<
  VtisFollowupSectionName,
  (v: Loose, add: AddIssue, ctx: VtisCheckContext) => void
> = {
  referrerInformation: (v, add) => checkReferrer(v, add),
  neurologistInformation: checkVtisNeurologistInformation,
  followupConsultationInformation: (v, add) => checkFollowupConsultation(v, add),
};

/** Runs the rules of the named follow-up sections (a follow-up has no required-rule toggle). */
export function checkVtisFollowup(
  followup: Loose,
  add: AddIssue,
  sections: readonly VtisFollowupSectionName[] = VTIS_FOLLOWUP_SECTION_NAMES,
  options: VtisRuleOptions = {},
): void {
  const ctx = {
    ...vtisCheckContext({ callDateTime: followup?.callDateTime }, options),
    validationRequired: true,
  };
  for (const name of sections) FOLLOWUP_CHECKS[name](followup?.[name] as Loose, nested(add, [name]), ctx);
}

const followupSectionShape = nullableSections(VTIS_FOLLOWUP_SECTION_SCHEMAS);

function followupFormShape(now: Now, timeZone?: string) {
  return {
    callDateTime: optionalDateTime,
    ...followupSectionShape,
    referrerInformation: makeReferrerInformationSchema(now, timeZone).nullable().default(null),
  };
}

/** The follow-up form for the web's resolver, as `makeVtisConsultFormSchema`. */
export function makeVtisFollowupFormSchema(
  sections: readonly VtisFollowupSectionName[] = VTIS_FOLLOWUP_SECTION_NAMES,
  options: VtisRuleOptions = {},
) {
  const now = options.now ?? systemNow;
  return z
    .object(followupFormShape(now, options.timeZone))
    .superRefine((v, ctx) => checkVtisFollowup(v, issueAdder(ctx), sections, { ...options, now }), ALWAYS);
}

/**
 * PUT /followup (§4.1, §7.2): the follow-up plus `sectionsToUpdate`, `lastModified` and
 * `forceUpdate`, with the consult save's conventions. The referrer's hospital stays the consult's
 * (`followupReferrerFromConsult`, rules.ts).
 */
export function makeVtisFollowupSaveSchema(options: VtisRuleOptions = {}) {
  const now = options.now ?? systemNow;
  return sectionSaveSchema(
    VTIS_FOLLOWUP_SECTION_NAMES,
    followupFormShape(now, options.timeZone),
    (body, add, sent) => checkVtisFollowup(body, add, sent, { ...options, now }),
  );
}
export const vtisFollowupSaveSchema = makeVtisFollowupSaveSchema();
export type VtisFollowupSaveInput = z.input<typeof vtisFollowupSaveSchema>;
export type VtisFollowupSave = z.infer<typeof vtisFollowupSaveSchema>;

/** The follow-up as the server answers it (GET /followup/{id}, every save; §3.5). */
export const vtisFollowupSchema = z.object({
  ...strokeRecordShape,
  type: z.literal('VtisFollowup'),
  /** The consult it follows. */
  vtisConsultId: z.number().int(),
  vtisConsultStudyId: z.string(),
  vtisStatus: z.enum(VTIS_STATUS_VALUES),
  /** The consult's patient information, shown read-only (§2.8). */
  patientInformation: vtisPatientInformationSchema.nullable(),
  ...followupSectionShape,
});
export type VtisFollowup = z.infer<typeof vtisFollowupSchema>;

/**
 * POST /followup (§2.4, §3.8, §5.8, §7.2): the new-consult fields and the consult it follows
 * (`vtisConsultId`). The referrer's hospital fields are locked to the consult's: the form shows
 * them read-only and the server takes them from the consult (`followupReferrerFromConsult`); it
 * refuses a consult that may not have a follow-up now (`canCreateVtisFollowup`). The answer is
 * { data: { id } }.
 */
export function makeNewVtisFollowupSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return makeNewStrokeRecordSchema(now, timeZone).extend({ vtisConsultId: requiredId });
}
export const newVtisFollowupSchema = makeNewVtisFollowupSchema();
export type NewVtisFollowupInput = z.input<typeof newVtisFollowupSchema>;
export type NewVtisFollowup = z.infer<typeof newVtisFollowupSchema>;
