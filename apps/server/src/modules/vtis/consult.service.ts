import type { CloseVtisConsultResponse, DeclineVtisConsultResponse } from '@scout/domain/vtis/actions.schema';
import {
  makeVtisConsultSaveSchema,
  type NewVtisConsult,
  type VtisConsult,
} from '@scout/domain/vtis/case.schema';
import type { DeclineConsult } from '@scout/domain/vtis/decline.schema';
import { vtisPatientInformationSchema } from '@scout/domain/vtis/intake.schema';
import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import { OTHER, VTIS_STATUS } from '@scout/domain/vtis/options';
import {
  canDeclineVtisConsult,
  clearedVtisConsult,
  isStillPending,
  vtisConsultIssues,
} from '@scout/domain/vtis/rules';
import { VTIS_CONSULT_SECTION_NAMES, VTIS_CONSULT_SECTIONS } from '@scout/domain/vtis/sections';
import type { Tx } from '../../db/client.ts';
import type { vtisConsults } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import type { CaseContext, SectionChange } from '../cases/case-module.ts';
import { STROKE_SERVER_MESSAGES as S } from '../stroke/messages.ts';
import { newStrokeRecordRow } from '../stroke/new-record-prefill.ts';
import {
  copiesOf,
  isUnchangedSince,
  type RecordSaveBody,
  refuseIncomplete,
  saveListedSections,
  storedSections,
} from '../stroke/record-save.ts';
import { ensureDocumentation } from './hospital-documentation.service.ts';
import { vtisConsultService as consults } from './module.ts';
import { VTIS_CALL_TAKERS, type VtisConsultRow } from './repo.ts';
import { checkVtisLookups } from './save-support.ts';
import { consultState } from './views.ts';

type Values = NonNullable<SectionChange<typeof vtisConsults>['values']>;

/**
 * POST /consults (spec 3 §2.4, §5.8, §7.2): the patient (a profile the user sees), the call taker,
 * the call time and the referrer, as VST's. A new consult is pending (§3.4 isPending) until a save
 * records its VTIS neurologist. Patient Information starts with what the profile knows
 * (`patientInformationFromProfile`). Answers { data: { id } }.
 */
export async function createConsult(ctx: CaseContext, input: NewVtisConsult) {
  const { id } = await consults.create(ctx, async (tx) =>
    newStrokeRecordRow(ctx, tx, input, {
      callTakers: VTIS_CALL_TAKERS,
      patientSchema: vtisPatientInformationSchema,
    }),
  );
  return { data: { id } };
}

export function getConsult(ctx: CaseContext, id: number): Promise<VtisConsult> {
  return consults.read(ctx, id);
}

/** The row as it will be after `values` (what the documentation rule reads). */
const after = (row: VtisConsultRow, values: Values) => ({ ...row, ...values }) as VtisConsultRow;

/**
 * PUT /consults (spec 3 §4.1, §7.2): the listed sections laid over the stored consult (stored call
 * time), parsed by the domain's save schema, cleared by every clearing rule (`clearedVtisConsult`:
 * country and language names from their codes, the onset and thrombolysis chains, the diagnosis
 * chains and diagnosisRevised, the management Other texts) and stored. The consult stops being
 * pending once a save records its neurologist (`isStillPending`). A closed consult may be edited
 * (§6); if that makes its documentation required, the documentation is created in the same write.
 */
export function saveConsult(ctx: CaseContext, body: RecordSaveBody): Promise<VtisConsult> {
  return saveListedSections(consults, ctx, body, {
    entity: 'consult',
    names: VTIS_CONSULT_SECTION_NAMES,
    sections: VTIS_CONSULT_SECTIONS,
    schema: makeVtisConsultSaveSchema({ timeZone: ctx.config.timeZone }),
    record: (row) => ({ callDateTime: row.callDateTime.toISOString() }),
    store: async (tx, parsed, row) => {
      await checkVtisLookups(tx, parsed, body.sectionsToUpdate);
      const cleared = clearedVtisConsult(parsed);
      const values: Values = {
        referrerInformation: cleared.referrerInformation ?? row.referrerInformation,
        patientInformation: cleared.patientInformation,
        neurologistInformation: cleared.neurologistInformation,
        patientHistory: cleared.patientHistory,
        imagingDetails: cleared.imagingDetails,
        diagnosisDetails: cleared.diagnosisDetails,
        recommendedManagement: cleared.recommendedManagement,
        technicalConsultationInformation: cleared.technicalConsultationInformation,
        strokeType: cleared.diagnosisDetails?.strokeType ?? null,
        isPending: isStillPending(row.isPending, cleared),
        ...copiesOf(cleared, row.referrerHospitalId),
      };
      await ensureDocumentation(ctx, tx, after(row, values));
      return { values };
    },
  });
}

/** GET /consults/{id}/status?lastModified= (spec 3 §4.1, §7.2): true when nothing changed since. */
export function consultStatus(ctx: CaseContext, id: number, lastModified: string): Promise<boolean> {
  return isUnchangedSince(consults, ctx, id, lastModified);
}

/**
 * PATCH /consults/{id}/close (spec 3 §4.1, §7.2: Save and Close on the technical information;
 * "Consult closed"): the web saves every section first; the server checks the stored consult is
 * complete (every section saved and passing its rules; 400 with the issues otherwise) inside the
 * write's lock, so nothing unsaved is lost, and closes it with the server's clock. No
 * lastModified (the call has no body). Closing creates the hospital documentation when the
 * consult needs it (domain `isDocumentationRequired`), in the same transaction; the answer says
 * whether it does.
 */
export async function closeConsult(ctx: CaseContext, id: number): Promise<CloseVtisConsultResponse> {
  const view = await consults.saveSection(
    ctx,
    id,
    { forceUpdate: true },
    {
      entity: 'consult',
      verb: 'close',
      apply: async (tx, row) => {
        if (!row.isActive || row.closedOn) throw badRequest(S.alreadyClosed);
        const stored = storedSections(row, VTIS_CONSULT_SECTION_NAMES);
        refuseIncomplete(
          vtisConsultIssues(
            { ...stored, callDateTime: row.callDateTime.toISOString() },
            VTIS_CONSULT_SECTION_NAMES,
            { timeZone: ctx.config.timeZone },
          ),
          stored,
          VTIS_CONSULT_SECTION_NAMES,
          M.required,
        );
        const values: Values = { isActive: false, closedOn: new Date(), isPending: false };
        await ensureDocumentation(ctx, tx, after(row, values));
        return { values };
      },
    },
  );
  return {
    isActive: false,
    closedOn: view.closedOn ?? new Date().toISOString(),
    vtisStatus: VTIS_STATUS.Closed,
    isHospitalDocumentationRequired: view.isHospitalDocumentationRequired,
  };
}

/**
 * DELETE /consults/{id}/decline?reasonForDeclining=&otherReasonForDeclining= (spec 3 §4.1, §5.7,
 * §7.2): only a pending consult (400 otherwise, `canDeclineVtisConsult`); a reason is required and
 * Other needs its text ("Why are you declining this consult?", checked by the route's schema). The
 * decline is the signed-in account's, with the server's clock; the consult is then read-only for
 * everyone (403 on any later write) and answers the banner's data in `consultInformation`
 * (declinedBy, declinedAt, reasonForDeclining). Audited `vtis.consult.decline`. No lastModified:
 * declining applies to whatever the consult holds.
 */
export async function declineConsult(
  ctx: CaseContext,
  id: number,
  input: DeclineConsult,
): Promise<DeclineVtisConsultResponse> {
  const view = await consults.saveSection(
    ctx,
    id,
    { forceUpdate: true },
    {
      entity: 'consult',
      verb: 'decline',
      apply: async (_tx: Tx, row) => {
        if (!canDeclineVtisConsult(consultState(row))) throw badRequest(M.declineNotAllowed);
        return {
          values: {
            declinedAt: new Date(),
            declinedBy: ctx.user.id,
            reasonForDeclining: input.reasonForDeclining,
            otherReasonForDeclining:
              input.reasonForDeclining === OTHER ? input.otherReasonForDeclining : null,
            isActive: false,
            isPending: false,
          },
        };
      },
    },
  );
  return { isDeclined: true, vtisStatus: VTIS_STATUS.Declined, consultInformation: view.consultInformation };
}
