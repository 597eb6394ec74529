import { makeHospitalDocumentationSaveSchema } from '@scout/domain/vtis/hospital-documentation.schema';
import { hospitalDocumentationIssues } from '@scout/domain/vtis/hospital-documentation-checks';
import { clearedHospitalDocumentation } from '@scout/domain/vtis/hospital-documentation-clearing';
import { HOSPITAL_DOCUMENTATION_MESSAGES as HM } from '@scout/domain/vtis/hospital-documentation-messages';
import {
  HOSPITAL_DOCUMENTATION_SECTION_NAMES,
  HOSPITAL_DOCUMENTATION_SECTIONS,
} from '@scout/domain/vtis/hospital-documentation-sections';
import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest } from '../../lib/http-errors.ts';
import type { CaseContext } from '../cases/case-module.ts';
import { STROKE_SERVER_MESSAGES as S } from '../stroke/messages.ts';
import {
  type RecordSaveBody,
  refuseIncomplete,
  saveListedSections,
  storedSections,
} from '../stroke/record-save.ts';
import { hospitalDocumentationService as docs, type HospitalDocumentationRecord } from './module.ts';
import * as repo from './repo.ts';
import { documentationRequired } from './views.ts';

/**
 * The VTIS hospital documentation (spec 3 §2.9, §3.6, §4.1, §4.7, §5.9, §7.2): created for a consult
 * whose documentation is required, then loaded, saved by sections and closed ("Hospital
 * documentation closed"). Its id is its consult's.
 */

/**
 * Creates the consult's documentation when the consult needs one and has none yet (domain
 * `isDocumentationRequired`: a closed, not declined consult of a stroke or TIA), inside the
 * consult write's transaction, audited `vtis.hospital-documentation.create`. Documentation once
 * created is kept even if the diagnosis later changes (clinical records are never dropped silently).
 */
export async function ensureDocumentation(
  ctx: CaseContext,
  tx: Tx,
  consult: repo.VtisConsultRow,
): Promise<void> {
  if (!documentationRequired(consult)) return;
  if ((await repo.documentationOf(tx, [consult.id])).size) return;
  const row = await docs.insert(tx, { id: consult.id, patientProfileId: consult.patientProfileId });
  await recordAudit(tx, ctx.actor, {
    action: docs.action('hospital-documentation', 'create'),
    entityType: 'vtis_hospital-documentation',
    entityId: row.id,
    after: row,
  });
}

/** GET /consults/{id}/hospital-documentation: 404 for a consult without documentation (or not visible). */
export function getDocumentation(ctx: CaseContext, consultId: number): Promise<HospitalDocumentationRecord> {
  return docs.read(ctx, consultId);
}

/**
 * PUT /consults/hospital-documentation (§7.2): `id` (the consult's), lastModified / forceUpdate,
 * `sectionsToUpdate` and the sections. The listed sections are laid over the stored ones, parsed
 * by the domain's save schema (its rules read the whole documentation: admission and discharge
 * dates, Current smoker), cleared (`clearedHospitalDocumentation`, which also computes the length
 * of stay) and stored with the admission and discharge dates copied out. Closed documentation is
 * read-only (403) except for system admins (§4.7). Answers the whole record.
 */
export function saveDocumentation(
  ctx: CaseContext,
  body: RecordSaveBody,
): Promise<HospitalDocumentationRecord> {
  const timeZone = ctx.config.timeZone;
  return saveListedSections(docs, ctx, body, {
    entity: 'hospital-documentation',
    names: HOSPITAL_DOCUMENTATION_SECTION_NAMES,
    sections: HOSPITAL_DOCUMENTATION_SECTIONS,
    schema: makeHospitalDocumentationSaveSchema({ timeZone }),
    store: async (_tx, parsed) => {
      const cleared = clearedHospitalDocumentation(parsed, timeZone);
      return {
        values: {
          admissionDetails: cleared.admissionDetails,
          clinicalInformation: cleared.clinicalInformation,
          secondaryPrevention: cleared.secondaryPrevention,
          dischargeInformation: cleared.dischargeInformation,
          hospitalAdmissionDate: cleared.admissionDetails?.hospitalAdmissionDate ?? null,
          hospitalDischargeDate: cleared.dischargeInformation?.hospitalDischargeDate ?? null,
        },
      };
    },
  });
}

/**
 * PATCH /consults/hospital-documentation/{id}/complete (§4.7, §7.2: Save and Close on Discharge
 * Information): the web saves every section first; the server checks the stored documentation is
 * complete (every section saved and passing its rules; 400 'Complete every section before
 * closing.' with the issues) and sets closedOn (the server's clock) and who closed it. Closing
 * twice: 400 (403 for anyone but a system admin, for whom it is read-only already). Audited
 * `vtis.hospital-documentation.close`.
 */
export function completeDocumentation(
  ctx: CaseContext,
  consultId: number,
): Promise<HospitalDocumentationRecord> {
  return docs.saveSection(
    ctx,
    consultId,
    { forceUpdate: true },
    {
      entity: 'hospital-documentation',
      verb: 'close',
      apply: async (_tx, row) => {
        if (row.closedOn) throw badRequest(S.alreadyClosed);
        const stored = storedSections(row, HOSPITAL_DOCUMENTATION_SECTION_NAMES);
        refuseIncomplete(
          hospitalDocumentationIssues(stored, HOSPITAL_DOCUMENTATION_SECTION_NAMES, {
            timeZone: ctx.config.timeZone,
          }),
          stored,
          HOSPITAL_DOCUMENTATION_SECTION_NAMES,
          HM.required,
        );
        return { values: { closedOn: new Date(), closedBy: ctx.user.id } };
      },
    },
  );
}
