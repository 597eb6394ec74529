import type { DeactivateConsultResponse } from '@scout/domain/vst/actions.schema';
import { makeVstConsultSaveSchema, type NewVstConsult, type VstConsult } from '@scout/domain/vst/case.schema';
import { patientInformationSchema } from '@scout/domain/vst/intake.schema';
import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { CURRENT_VST_SCHEMA_VERSION } from '@scout/domain/vst/options';
import { clearedVstConsult, vstConsultIssues } from '@scout/domain/vst/rules';
import { VST_CONSULT_SECTION_NAMES, VST_CONSULT_SECTIONS } from '@scout/domain/vst/sections';
import type { vstConsults } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { announce } from '../cases/case-events.ts';
import type { CaseContext, SectionChange } from '../cases/case-module.ts';
import { vstConsultClosed, vstConsultSaved } from '../stroke/events.ts';
import { newStrokeRecordRow } from '../stroke/new-record-prefill.ts';
import {
  isUnchangedSince,
  type RecordSaveBody,
  refuseIncomplete,
  saveListedSections,
  storedSections as storedOf,
} from '../stroke/record-save.ts';
import { VST_SERVER_MESSAGES as S } from './messages.ts';
import { vstConsultService as consults } from './module.ts';
import { VST_CALL_TAKERS, type VstConsultRow } from './repo.ts';
import { checkLookups, copiesOf } from './save-support.ts';
import { vstPatient } from './views.ts';

type Values = NonNullable<SectionChange<typeof vstConsults>['values']>;

/** The body of PUT /consults as the route lets it through: the save fields, sections unparsed. */
export type ConsultSaveBody = RecordSaveBody;

/**
 * POST /consults (spec 3 §2.4, §5.8): the patient (a profile the user sees), the call taker, the
 * call time and the referrer. New consults carry CURRENT_VST_SCHEMA_VERSION. More than one open
 * consult per patient is allowed (a second stroke call is a new consult). Patient Information
 * starts with what the profile knows (`patientInformationFromProfile`). Answers { data: { id } }.
 */
export async function createConsult(ctx: CaseContext, input: NewVstConsult) {
  const { id } = await consults.create(ctx, async (tx) => {
    const row = await newStrokeRecordRow(ctx, tx, input, {
      callTakers: VST_CALL_TAKERS,
      patientSchema: patientInformationSchema,
    });
    return { ...row, schemaVersion: CURRENT_VST_SCHEMA_VERSION };
  });
  return { data: { id } };
}

export function getConsult(ctx: CaseContext, id: number): Promise<VstConsult> {
  return consults.read(ctx, id);
}

/** The consult's stored sections by their `sectionsToUpdate` names. */
function storedSections(row: VstConsultRow): Record<string, unknown> {
  return storedOf(row, VST_CONSULT_SECTION_NAMES);
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
  return saveListedSections(consults, ctx, body, {
    entity: 'consult',
    names: VST_CONSULT_SECTION_NAMES,
    sections: VST_CONSULT_SECTIONS,
    schema: makeVstConsultSaveSchema({ timeZone }),
    record: (row) => ({ callDateTime: row.callDateTime.toISOString(), schemaVersion: row.schemaVersion }),
    store: async (tx, parsed, row) => {
      await checkLookups(tx, parsed, body.sectionsToUpdate);
      const patient = await vstPatient(tx, row.patientProfileId, timeZone);
      const cleared = clearedVstConsult(parsed, { patient, timeZone });
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
      // The reperfusion register follows the consult's Recommended Management (§4.6): it
      // subscribes to vstConsultSaved (modules/stroke/events.ts).
      await announce(vstConsultSaved, ctx, tx, {
        ...row,
        patientInformation: cleared.patientInformation,
        reperfusionTherapiesDetails: cleared.reperfusionTherapiesDetails,
      });
      return { values };
    },
  });
}

/** GET /consults/{id}/status?lastModified= (spec 3 §4.1): true when nothing changed since. */
export function consultStatus(ctx: CaseContext, id: number, lastModified: string): Promise<boolean> {
  return isUnchangedSince(consults, ctx, id, lastModified);
}

/**
 * PATCH /consults/{id}/deactivate (spec 3 §4.1, §7.1): closes the consult. The web closes with
 * Save and Close (validate all, save, deactivate), so the server checks the stored consult is
 * complete (every section saved and passing its rules; 400 with the issues otherwise). No
 * lastModified: the call has no body (§7.1) and the check reads the stored consult inside the
 * write's lock, so nothing unsaved can be lost. The closing time is the server's clock.
 *
 * The close announces vstConsultClosed (modules/stroke/events.ts) in its transaction; VTIS
 * subscribes and, when the domain rule `isAutomaticVtisReferral` says so, refers the patient
 * (vtis/referral.service.ts): `vtisConsultAutomaticallyCreated` is then true with the new VTIS
 * consult's id ("Consult closed. Patient has been automatically referred to VTIS.").
 */
export async function deactivateConsult(ctx: CaseContext, id: number): Promise<DeactivateConsultResponse> {
  let vtisConsultId: number | null = null;
  const view = await consults.saveSection(
    ctx,
    id,
    { forceUpdate: true },
    {
      entity: 'consult',
      verb: 'close',
      apply: async (tx, row) => {
        if (!row.isActive) throw badRequest(S.alreadyClosed);
        const stored = storedSections(row);
        refuseIncomplete(
          vstConsultIssues({
            ...stored,
            callDateTime: row.callDateTime.toISOString(),
            schemaVersion: row.schemaVersion,
          }),
          stored,
          VST_CONSULT_SECTION_NAMES,
          M.required,
        );
        const closedOn = new Date();
        const created = await announce(vstConsultClosed, ctx, tx, { consult: row, closedOn });
        vtisConsultId = created.find((consultId) => consultId !== null) ?? null;
        return { values: { isActive: false, closedOn } };
      },
    },
  );
  return {
    isActive: false,
    closedOn: view.closedOn ?? new Date().toISOString(),
    vtisConsultAutomaticallyCreated: vtisConsultId !== null,
    vtisConsultId,
  };
}
