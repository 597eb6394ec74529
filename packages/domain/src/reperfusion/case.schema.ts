import { z } from 'zod';
import { type Now, systemNow } from '../cases/dates.ts';
import { type AddIssue, ALWAYS, issueAdder, nested, optionalDateTime } from '../cases/fields.ts';
import { nullableSections, sectionSaveSchema } from '../cases/sections-to-update.ts';
import { referrerInformationSchema } from '../stroke/intake.schema.ts';
import { strokeRecordShape } from '../stroke/record.schema.ts';
import type { Loose } from '../stroke/rule-helpers.ts';
import { diagnosisDetailsSchema, reperfusionTherapiesDetailsSchema } from '../vst/consultation.schema.ts';
import { neurologistInformationSchema } from '../vst/intake.schema.ts';
import { checkDirectorReview, reperfusionCaseDirectorReviewSchema } from './director-review.schema.ts';
import {
  checkReperfusionDischargeSummary,
  checkReperfusionImagingDetails,
  reperfusionCaseDischargeSummarySchema,
  reperfusionImagingDetailsSchema,
} from './follow-up.schema.ts';
import { showsImagingFollowUp } from './register.ts';
import { REPERFUSION_SECTION_NAMES, type ReperfusionSectionName } from './sections.ts';
import { checkReperfusionPatientInformation, reperfusionPatientInformationSchema } from './triage.schema.ts';

/**
 * The reperfusion case (spec 3 §3.7, §2.11, §4.6, §5.10): the VST consult it follows (register.ts)
 * with the register's own sections, the save body and the case as the server answers it.
 * Conventions as vst/case.schema.ts: section schemas check field by field; the `check*` functions
 * hold the rules, run with the whole case as context for the sections a save names.
 */
export * from './director-review.schema.ts';
export * from './follow-up.schema.ts';
export * from './triage.schema.ts';

/** The consult's Recommended Management answers the case shows and its rules read (§3.7). */
export const reperfusionTherapiesSummarySchema = reperfusionTherapiesDetailsSchema.pick({
  tpaAdministered: true,
  patientRecommendedForECR: true,
  patientAcceptedForECR: true,
  furtherECRReferralUndertaken: true,
  secondaryECRReferralAccepted: true,
});
export type ReperfusionTherapiesSummary = z.infer<typeof reperfusionTherapiesSummarySchema>;

/** Each saved section's schema, by the name `sectionsToUpdate` uses. */
export const REPERFUSION_SECTION_SCHEMAS = {
  patientInformation: reperfusionPatientInformationSchema,
  imagingDetails: reperfusionImagingDetailsSchema,
  reperfusionCaseDischargeSummary: reperfusionCaseDischargeSummarySchema,
  reperfusionCaseDirectorReview: reperfusionCaseDirectorReviewSchema,
} as const satisfies Record<ReperfusionSectionName, z.ZodType>;

export interface ReperfusionRuleOptions {
  now?: Now;
}

/** What the section rules read from the whole case. */
function ruleContext(c: Loose, now: Now) {
  const call = c?.callDateTime;
  const imaging = c?.imagingDetails as Loose;
  const summary = c?.reperfusionCaseDischargeSummary as Loose;
  return {
    now,
    callDateTime: typeof call === 'string' ? call : null,
    shown: showsImagingFollowUp(c?.reperfusionTherapiesDetails as Loose),
    imagingUploadedToCase: imaging?.imagingUploadedToCase,
    dischargeSummaryReceived: summary?.dischargeSummaryReceived,
  };
}
type RuleContext = ReturnType<typeof ruleContext>;

const SECTION_CHECKS: Record<ReperfusionSectionName, (v: Loose, add: AddIssue, ctx: RuleContext) => void> = {
  patientInformation: checkReperfusionPatientInformation,
  imagingDetails: checkReperfusionImagingDetails,
  reperfusionCaseDischargeSummary: checkReperfusionDischargeSummary,
  reperfusionCaseDirectorReview: checkDirectorReview,
};

/** Runs the rules of the named sections over a case; issues are under each section's name. */
export function checkReperfusionCase(
  reperfusionCase: Loose,
  add: AddIssue,
  sections: readonly ReperfusionSectionName[] = REPERFUSION_SECTION_NAMES,
  options: ReperfusionRuleOptions = {},
): void {
  const ctx = ruleContext(reperfusionCase, options.now ?? systemNow);
  for (const name of sections) {
    SECTION_CHECKS[name](reperfusionCase?.[name] as Loose, nested(add, [name]), ctx);
  }
}

/** What the case form holds: the call and the consult's answers its rules read, and every saved section. */
const caseFormShape = {
  callDateTime: optionalDateTime,
  reperfusionTherapiesDetails: reperfusionTherapiesSummarySchema.nullable().default(null),
  ...nullableSections(REPERFUSION_SECTION_SCHEMAS),
};

/** The case form for the web's resolver: the values checked by the rules of `sections`. */
export function makeReperfusionCaseFormSchema(
  sections: readonly ReperfusionSectionName[] = REPERFUSION_SECTION_NAMES,
  options: ReperfusionRuleOptions = {},
) {
  return z
    .object(caseFormShape)
    .superRefine((v, ctx) => checkReperfusionCase(v, issueAdder(ctx), sections, options), ALWAYS);
}

/**
 * The reperfusion case save (§3.7: the case plus `sectionsToUpdate`, `lastModified`,
 * `forceUpdate`; a save conflict offers the forced overwrite, §4.6). Only the listed sections are
 * saved and checked; the server lays them over the stored case (with the consult's call, unit and
 * Recommended Management), parses that and stores `clearedReperfusionCase` of it.
 */
export function makeReperfusionCaseSaveSchema(options: ReperfusionRuleOptions = {}) {
  return sectionSaveSchema(REPERFUSION_SECTION_NAMES, caseFormShape, (body, add, sent) =>
    checkReperfusionCase(body, add, sent, options),
  );
}
export const reperfusionCaseSaveSchema = makeReperfusionCaseSaveSchema();
export type ReperfusionCaseSaveInput = z.input<typeof reperfusionCaseSaveSchema>;
export type ReperfusionCaseSave = z.infer<typeof reperfusionCaseSaveSchema>;

/**
 * The case as the server answers it (§3.7). A case is one VST consult's (register.ts): `id` and
 * `studyId` are the consult's, and so are the patient, call, call taker, referrer, neurologist,
 * stroke type and Recommended Management, shown read-only. Register sections never saved are null.
 */
export const reperfusionCaseSchema = z
  .object(strokeRecordShape)
  .omit({ isActive: true, closedOn: true, faxEnabled: true, boxEnabled: true })
  .extend({
    referrerInformation: referrerInformationSchema.nullable(),
    neurologistInformation: neurologistInformationSchema.nullable(),
    diagnosisDetails: diagnosisDetailsSchema.pick({ strokeType: true }).nullable(),
    reperfusionTherapiesDetails: reperfusionTherapiesSummarySchema.nullable(),
    ...nullableSections(REPERFUSION_SECTION_SCHEMAS),
  });
export type ReperfusionCase = z.infer<typeof reperfusionCaseSchema>;
