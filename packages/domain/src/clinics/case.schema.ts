import { z } from 'zod';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from '../cases/dates.ts';
import { type AddIssue, ALWAYS, issueAdder, nested, optionalDateTime } from '../cases/fields.ts';
import { nullableSections, sectionSaveSchema } from '../cases/sections-to-update.ts';
import { strokeRecordShape } from '../stroke/record.schema.ts';
import type { Loose } from '../stroke/rule-helpers.ts';
import {
  type ClinicCheckContext,
  checkClinicalAssessmentDetails,
  checkFurtherFollowup,
  furtherFollowupSchema,
  makeClinicalAssessmentDetailsSchema,
} from './assessment.schema.ts';
import {
  checkClinicPatientInformation,
  checkClinicReferrer,
  clinicPatientInformationSchema,
  makeClinicReferrerSchema,
} from './intake.schema.ts';
import { CLINIC_SECTION_NAMES, type ClinicSectionName } from './sections.ts';

/**
 * The VST outpatient clinic (spec 3 §3.3, §2.10, §4.4, §5.4, §7.1 /outpatient): its sections
 * (intake.schema.ts, assessment.schema.ts), the form the web validates, the save body of
 * PUT /outpatient and the clinic as the server answers it. Conventions as vst/case.schema.ts:
 * section schemas check field by field; the `check*` functions hold the requirements, run for the
 * sections a save names (a section's Save: that section; Save all, Save and Exit, Close Clinic:
 * all of them).
 */
export * from './assessment.schema.ts';
export * from './intake.schema.ts';

export interface ClinicRuleOptions {
  now?: Now;
  timeZone?: string;
}

function sectionSchemas(now: Now, timeZone: string) {
  return {
    referrerInformation: makeClinicReferrerSchema(now, timeZone),
    patientInformation: clinicPatientInformationSchema,
    clinicalAssessmentDetails: makeClinicalAssessmentDetailsSchema(now, timeZone),
    furtherFollowup: furtherFollowupSchema,
  } as const satisfies Record<ClinicSectionName, z.ZodType>;
}

/** Each section's schema, by the name `sectionsToUpdate` uses. */
export const CLINIC_SECTION_SCHEMAS = sectionSchemas(systemNow, DEFAULT_TIME_ZONE);

const SECTION_CHECKS: Record<ClinicSectionName, (v: Loose, add: AddIssue, ctx: ClinicCheckContext) => void> =
  {
    referrerInformation: (v, add) => checkClinicReferrer(v, add),
    patientInformation: (v, add) => checkClinicPatientInformation(v, add),
    clinicalAssessmentDetails: checkClinicalAssessmentDetails,
    furtherFollowup: (v, add) => checkFurtherFollowup(v, add),
  };

/** Runs the rules of the named sections over a clinic; issues are under each section's name. */
export function checkClinic(
  clinic: Loose,
  add: AddIssue,
  sections: readonly ClinicSectionName[] = CLINIC_SECTION_NAMES,
  options: ClinicRuleOptions = {},
): void {
  const call = clinic?.callDateTime;
  const ctx: ClinicCheckContext = {
    now: options.now ?? systemNow,
    callDateTime: typeof call === 'string' ? call : null,
    timeZone: options.timeZone,
  };
  for (const name of sections) SECTION_CHECKS[name](clinic?.[name] as Loose, nested(add, [name]), ctx);
}

/** What the clinic form holds: the call its rules read and every section (null until first saved). */
function clinicFormShape(now: Now, timeZone: string) {
  return { callDateTime: optionalDateTime, ...nullableSections(sectionSchemas(now, timeZone)) };
}

/** The clinic form for the web's resolver: the values checked by the rules of `sections`. */
export function makeClinicFormSchema(
  sections: readonly ClinicSectionName[] = CLINIC_SECTION_NAMES,
  options: ClinicRuleOptions = {},
) {
  const now = options.now ?? systemNow;
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  return z
    .object(clinicFormShape(now, timeZone))
    .superRefine((v, ctx) => checkClinic(v, issueAdder(ctx), sections, { now, timeZone }), ALWAYS);
}

/**
 * PUT /outpatient (§7.1): the clinic plus `sectionsToUpdate`, `lastModified` and `forceUpdate`
 * (GUIDE §3.4). As the consult save: only the listed sections are saved and checked; the server
 * lays them over the stored clinic (with its callDateTime), parses that and stores
 * `clearedClinic` of it.
 */
export function makeClinicSaveSchema(options: ClinicRuleOptions = {}) {
  const now = options.now ?? systemNow;
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  return sectionSaveSchema(CLINIC_SECTION_NAMES, clinicFormShape(now, timeZone), (body, add, sent) =>
    checkClinic(body, add, sent, { now, timeZone }),
  );
}
export const clinicSaveSchema = makeClinicSaveSchema();
export type ClinicSaveInput = z.input<typeof clinicSaveSchema>;
export type ClinicSave = z.infer<typeof clinicSaveSchema>;

/**
 * The clinic as the server answers it (GET /outpatient/{id}, every save; §3.3): the stroke
 * record's fields with the specialist in place of the call taker (§2.4, §3.8) and no fax or file
 * share (the spec offers neither for clinics); `studyId` is `clinicStudyId(id)`. Sections never
 * saved are null.
 */
export const clinicSchema = z
  .object(strokeRecordShape)
  .omit({ callTaker: true, callTakerName: true, faxEnabled: true, boxEnabled: true })
  .extend({
    type: z.literal('Clinic'),
    specialistId: z.number().int(),
    specialist: z.string().nullable(),
    ...nullableSections(CLINIC_SECTION_SCHEMAS),
  });
export type Clinic = z.infer<typeof clinicSchema>;
