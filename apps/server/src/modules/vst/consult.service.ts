import { isInScope } from '@scout/domain/access/provider-scope';
import type { DeactivateConsultResponse } from '@scout/domain/vst/actions.schema';
import { makeVstConsultSaveSchema, type NewVstConsult, type VstConsult } from '@scout/domain/vst/case.schema';
import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { CURRENT_VST_SCHEMA_VERSION } from '@scout/domain/vst/options';
import { clearedVstConsult, vstConsultIssues } from '@scout/domain/vst/rules';
import { VST_CONSULT_SECTION_NAMES } from '@scout/domain/vst/sections';
import type { vstConsults } from '../../db/schema/index.ts';
import { badRequest, fieldError, notFound } from '../../lib/http-errors.ts';
import { findPatient, findUser, providerExists } from '../cases/case-lookups.ts';
import type { CaseContext, SectionChange } from '../cases/case-module.ts';
import { isProfileInScope } from '../patients/profile-sql.ts';
import { VST_SERVER_MESSAGES as S } from './messages.ts';
import { vstConsultService as consults } from './module.ts';
import type { VstConsultRow } from './repo.ts';
import { checkLookups, copiesOf, laidOver, validationError } from './save-support.ts';
import { vstPatient } from './views.ts';

type Values = NonNullable<SectionChange<typeof vstConsults>['values']>;

/** The body of PUT /consults as the route lets it through: the save fields, sections unparsed. */
export interface ConsultSaveBody extends Record<string, unknown> {
  id: number;
  lastModified?: string | undefined;
  forceUpdate?: boolean | undefined;
  sectionsToUpdate: string[];
}

/** The checks a new record's patient, call taker and referring hospital get (POST /consults, /followup). */
export async function checkNewRecord(
  ctx: CaseContext,
  tx: Parameters<Parameters<typeof consults.create>[1]>[0],
  input: Pick<NewVstConsult, 'patientProfileId' | 'callTakerId' | 'referrerInformation'>,
) {
  if (
    !(await findPatient(tx, input.patientProfileId)) ||
    !(await isProfileInScope(tx, ctx.patientScope, input.patientProfileId))
  ) {
    throw fieldError('patientProfileId', S.patientNotFound);
  }
  if (!(await findUser(tx, input.callTakerId))) throw fieldError('callTakerId', S.unknownUser);
  const hospitalId = input.referrerInformation.referrerHospitalId as number;
  const field = 'referrerInformation.referrerHospitalId';
  if (!(await providerExists(tx, hospitalId))) throw fieldError(field, S.unknownHospital);
  // A user limited to some providers opens records at those providers only (else they could not see it).
  if (!isInScope(ctx.scope, hospitalId)) throw fieldError(field, S.hospitalOutsideProviders);
  return hospitalId;
}

/**
 * POST /consults (spec 3 §2.4, §5.8): the patient (a profile the user sees), the call taker, the
 * call time and the referrer. New consults carry CURRENT_VST_SCHEMA_VERSION. More than one open
 * consult per patient is allowed (a second stroke call is a new consult). Answers { data: { id } }.
 */
export async function createConsult(ctx: CaseContext, input: NewVstConsult) {
  const { id } = await consults.create(ctx, async (tx) => {
    const hospitalId = await checkNewRecord(ctx, tx, input);
    return {
      patientProfileId: input.patientProfileId,
      callTakerId: input.callTakerId,
      callDateTime: new Date(input.callDateTime),
      schemaVersion: CURRENT_VST_SCHEMA_VERSION,
      referrerInformation: input.referrerInformation,
      ...copiesOf({ referrerInformation: input.referrerInformation }, hospitalId),
    };
  });
  return { data: { id } };
}

export function getConsult(ctx: CaseContext, id: number): Promise<VstConsult> {
  return consults.read(ctx, id);
}

/** The consult's stored sections by their `sectionsToUpdate` names. */
function storedSections(row: VstConsultRow): Record<string, unknown> {
  const r = row as unknown as Record<string, unknown>;
  return Object.fromEntries(VST_CONSULT_SECTION_NAMES.map((name) => [name, r[name] ?? null]));
}

/**
 * PUT /consults (spec 3 §4.1, §7.1): the listed sections laid over the stored consult (stored
 * call time and schema version), parsed by the domain's save schema (field checks of every
 * section, rules of the listed ones, in the consult's context), cleared by every clearing rule
 * (`clearedVstConsult`, with the patient for Young Stroke Service) and stored. One lastModified
 * check for the whole consult (409 unless forceUpdate). Answers the whole consult (its
 * lastModified and neurologistInformation included).
 */
export function saveConsult(ctx: CaseContext, body: ConsultSaveBody) {
  const timeZone = ctx.config.timeZone;
  const schema = makeVstConsultSaveSchema({ timeZone });
  return consults.saveSection(ctx, body.id, body, {
    entity: 'consult',
    apply: async (tx, row) => {
      const merged = laidOver(storedSections(row), body, VST_CONSULT_SECTION_NAMES, {
        callDateTime: row.callDateTime.toISOString(),
        schemaVersion: row.schemaVersion,
      });
      const parsed = schema.safeParse(merged);
      if (!parsed.success) throw validationError(parsed.error);
      await checkLookups(tx, parsed.data, body.sectionsToUpdate);
      const patient = await vstPatient(tx, row.patientProfileId, timeZone);
      const cleared = clearedVstConsult(parsed.data, { patient, timeZone });
      const values: Values = {
        referrerInformation: cleared.referrerInformation ?? row.referrerInformation,
        patientInformation: cleared.patientInformation,
        neurologistInformation: cleared.neurologistInformation,
        clinicalPresentationInformation: cleared.clinicalPresentationInformation,
        imagingDetails: cleared.imagingDetails,
        diagnosisDetails: cleared.diagnosisDetails,
        reperfusionTherapiesDetails: cleared.reperfusionTherapiesDetails,
        technicalConsultationInformation: cleared.technicalConsultationInformation,
        hospitalAgreementDetails: cleared.hospitalAgreementDetails,
        strokeType: cleared.diagnosisDetails?.strokeType ?? null,
        ...copiesOf(cleared, row.referrerHospitalId),
      };
      return { values };
    },
  });
}

/** GET /consults/{id}/status?lastModified= (spec 3 §4.1): true when nothing changed since. */
export async function consultStatus(ctx: CaseContext, id: number, lastModified: string): Promise<boolean> {
  const row = await consults.find(ctx.db, id, ctx.scope);
  if (!row) throw notFound(consults.module.messages.caseNotFound);
  return row.lastModified.getTime() <= new Date(lastModified).getTime();
}

/** The issues that keep a stored record from closing, as field errors (400). */
export function refuseIncomplete(issues: Array<{ path: string; message: string }>): void {
  if (issues.length)
    throw badRequest(
      S.closeNeedsCompleteRecord,
      issues.map((i) => ({ field: i.path, message: i.message })),
    );
}

/**
 * PATCH /consults/{id}/deactivate (spec 3 §4.1, §7.1): closes the consult. The web closes with
 * Save and Close (validate all, save, deactivate), so the server checks the stored consult is
 * complete (every section saved and passing its rules; 400 with the issues otherwise). No
 * lastModified: the call has no body (§7.1) and the check reads the stored consult inside the
 * write's lock, so nothing unsaved can be lost. The closing time is the server's clock.
 *
 * `vtisConsultAutomaticallyCreated` is false until the VTIS module exists (issue 12 server half):
 * the domain rule `isAutomaticVtisReferral` decides when it will be true.
 */
export async function deactivateConsult(ctx: CaseContext, id: number): Promise<DeactivateConsultResponse> {
  const view = await consults.saveSection(
    ctx,
    id,
    { forceUpdate: true },
    {
      entity: 'consult',
      verb: 'close',
      apply: async (_tx, row) => {
        if (!row.isActive) throw badRequest(S.alreadyClosed);
        refuseIncomplete(
          vstConsultIssues({
            ...storedSections(row),
            callDateTime: row.callDateTime.toISOString(),
            schemaVersion: row.schemaVersion,
          }).concat(
            VST_CONSULT_SECTION_NAMES.filter((name) => !storedSections(row)[name]).map((name) => ({
              path: name,
              message: M.required,
            })),
          ),
        );
        return { values: { isActive: false, closedOn: new Date() } };
      },
    },
  );
  return {
    isActive: false,
    closedOn: view.closedOn ?? new Date().toISOString(),
    vtisConsultAutomaticallyCreated: false,
    vtisConsultId: null,
  };
}
