import { type ReperfusionCase, reperfusionCaseSaveSchema } from '@scout/domain/reperfusion/case.schema';
import { clearedReperfusionCase, reperfusionRowFlags } from '@scout/domain/reperfusion/rules';
import { REPERFUSION_SECTION_NAMES } from '@scout/domain/reperfusion/sections';
import { fieldError } from '../../lib/http-errors.ts';
import { findUser } from '../cases/case-lookups.ts';
import type { CaseContext } from '../cases/case-module.ts';
import { isUnchangedSince, laidOver, type RecordSaveBody, validationError } from '../stroke/record-save.ts';
import { REPERFUSION_SERVER_MESSAGES as S } from './messages.ts';
import { reperfusionService as cases } from './module.ts';
import { consultOf } from './repo.ts';
import { caseSections, consultPatientFields, therapiesOf, triageFields } from './views.ts';

type Loose = Record<string, unknown> | null;

export function getCase(ctx: CaseContext, id: number): Promise<ReperfusionCase> {
  return cases.read(ctx, id);
}

/** GET /reperfusion-cases/{id}/status?lastModified= (as the consult's): true when nothing changed since. */
export function caseStatus(ctx: CaseContext, id: number, lastModified: string): Promise<boolean> {
  return isUnchangedSince(cases, ctx, id, lastModified);
}

/**
 * PUT /reperfusion-cases (spec 3 §3.7, §4.6): inside the framework's section save (lock, 409 on a
 * stale lastModified unless forceUpdate, audit `vst.reperfusion-case.update` with before/after),
 * the listed sections are laid over the stored case together with what its rules read of the
 * consult (call time, Recommended Management; Patient Information's hospital fields are the
 * consult's whatever the body sends, so the unit that decides the triage rules is the consult's),
 * parsed by the domain's save schema (400 with the issues by the body's path), cleared
 * (`clearedReperfusionCase`: confirmed-by unless confirmed is Yes, the received date without a
 * request, the review chain's hidden fields ...) and stored, with the director review status copied
 * for the dashboard's filter. Answers the whole case.
 */
export function saveCase(ctx: CaseContext, body: RecordSaveBody): Promise<ReperfusionCase> {
  return cases.saveSection(ctx, body.id, body, {
    entity: 'reperfusion-case',
    apply: async (tx, row) => {
      const consult = await consultOf(tx, row.id);
      const merged = laidOver(caseSections(consult, row), body, REPERFUSION_SECTION_NAMES, {
        callDateTime: consult.callDateTime.toISOString(),
        reperfusionTherapiesDetails: therapiesOf(consult),
      });
      const patient = merged.patientInformation;
      if (patient && typeof patient === 'object')
        merged.patientInformation = { ...patient, ...consultPatientFields(consult) };
      const parsed = reperfusionCaseSaveSchema.safeParse(merged);
      if (!parsed.success) throw validationError(parsed.error);
      const cleared = clearedReperfusionCase(parsed.data);
      // Patient Information is stored only when saved here (until then the consult's triage time shows).
      const savesTriage = body.sectionsToUpdate.includes('patientInformation');
      const confirmer = cleared.patientInformation?.triageTimeConfirmedById;
      if (savesTriage && confirmer != null && !(await findUser(tx, confirmer)))
        throw fieldError('patientInformation.triageTimeConfirmedById', S.unknownConfirmer);
      return {
        values: {
          patientInformation: savesTriage
            ? triageFields(cleared.patientInformation as Loose)
            : row.patientInformation,
          imagingDetails: cleared.imagingDetails,
          reperfusionCaseDischargeSummary: cleared.reperfusionCaseDischargeSummary,
          reperfusionCaseDirectorReview: cleared.reperfusionCaseDirectorReview,
          directorReviewStatus: reperfusionRowFlags(cleared).directorReview,
        },
      };
    },
  });
}
