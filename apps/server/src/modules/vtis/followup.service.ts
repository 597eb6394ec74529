import type { DeactivateVtisFollowupResponse } from '@scout/domain/vtis/actions.schema';
import {
  makeVtisFollowupSaveSchema,
  type NewVtisFollowup,
  type VtisFollowup,
} from '@scout/domain/vtis/followup.schema';
import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import { VTIS_STATUS } from '@scout/domain/vtis/options';
import {
  canCreateVtisFollowup,
  clearedVtisFollowup,
  followupReferrerFromConsult,
  vtisFollowupIssues,
} from '@scout/domain/vtis/rules';
import { VTIS_FOLLOWUP_SECTION_NAMES, VTIS_FOLLOWUP_SECTIONS } from '@scout/domain/vtis/sections';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { vtisConsults } from '../../db/schema/index.ts';
import { badRequest, fieldError } from '../../lib/http-errors.ts';
import type { CaseContext } from '../cases/case-module.ts';
import { STROKE_SERVER_MESSAGES as S } from '../stroke/messages.ts';
import {
  checkNewRecord,
  copiesOf,
  type RecordSaveBody,
  refuseIncomplete,
  saveListedSections,
  storedSections,
} from '../stroke/record-save.ts';
import { vtisConsultService as consults, vtisFollowupService as followups } from './module.ts';
import * as repo from './repo.ts';
import { checkVtisLookups } from './save-support.ts';
import { consultStatus, followupStatus } from './views.ts';

type Referrer = { referrerHospitalId?: number | null; [field: string]: unknown };
type PatientHospital = { patientHospitalId?: number | null; patientHospitalUrn?: string | null };

/** The consult's columns a follow-up takes over: its referrer's hospital fields, its patient's hospital. */
async function consultOf(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      referrerInformation: vtisConsults.referrerInformation,
      patientInformation: vtisConsults.patientInformation,
    })
    .from(vtisConsults)
    .where(eq(vtisConsults.id, id))
    .limit(1);
  return {
    referrerInformation: (row?.referrerInformation ?? null) as Referrer | null,
    patientInformation: (row?.patientInformation ?? null) as PatientHospital | null,
  };
}

/**
 * POST /followup (spec 3 §2.1, §2.4, §4.1, §7.2): a follow-up of a VTIS consult the user sees (400
 * on vtisConsultId otherwise, as VST's), for the consult's patient, only while the consult may have
 * one (`canCreateVtisFollowup`: the consult is INPATIENT, not pending, declined or closed, with no
 * active follow-up; 400 on vtisConsultId otherwise). The consult is locked, so two creates cannot both pass the rule.
 * The referrer's hospital fields are the consult's (`followupReferrerFromConsult`, locked in the
 * form); the patient's hospital and URN are the consult's (the follow-up shows the consult's
 * patient information, §2.8).
 */
export async function createFollowup(ctx: CaseContext, input: NewVtisFollowup) {
  const { id } = await followups.create(ctx, async (tx) => {
    const consult = await consults.find(tx, input.vtisConsultId, ctx.scope, true);
    if (!consult) throw fieldError('vtisConsultId', M.consultNotFound);
    if (consult.patientProfileId !== input.patientProfileId)
      throw fieldError('patientProfileId', S.followupPatientMismatch);
    const existing = await repo.followupsOf(tx, [consult.id]);
    const allowed = canCreateVtisFollowup({
      vtisStatus: consultStatus(consult),
      isDeclined: consult.declinedAt !== null,
      vtisFollowupConsults: existing.map((f) => ({ isActive: f.isActive, vtisStatus: followupStatus(f) })),
    });
    if (!allowed) throw fieldError('vtisConsultId', M.followupNotAllowed);
    const referrerInformation = followupReferrerFromConsult(
      input.referrerInformation,
      consult.referrerInformation as Referrer,
    );
    const hospitalId = await checkNewRecord(
      ctx,
      tx,
      { ...input, referrerInformation },
      { hospitalInScope: false, callTakers: repo.VTIS_CALL_TAKERS },
    );
    return {
      vtisConsultId: consult.id,
      patientProfileId: input.patientProfileId,
      callTakerId: input.callTakerId,
      callDateTime: new Date(input.callDateTime),
      referrerInformation,
      ...copiesOf(
        { referrerInformation, patientInformation: consult.patientInformation as PatientHospital | null },
        hospitalId,
      ),
    };
  });
  return { data: { id } };
}

export function getFollowup(ctx: CaseContext, id: number): Promise<VtisFollowup> {
  return followups.read(ctx, id);
}

/**
 * PUT /followup (spec 3 §4.1, §7.2): as PUT /consults (consult.service.ts `saveConsult`) with the
 * follow-up's sections (not the patient information, which is the consult's, §2.8) and its
 * clearing rule (the diagnosis chains); the referrer's hospital fields stay the consult's whatever
 * is sent.
 */
export function saveFollowup(ctx: CaseContext, body: RecordSaveBody): Promise<VtisFollowup> {
  return saveListedSections(followups, ctx, body, {
    entity: 'followup',
    names: VTIS_FOLLOWUP_SECTION_NAMES,
    sections: VTIS_FOLLOWUP_SECTIONS,
    schema: makeVtisFollowupSaveSchema({ timeZone: ctx.config.timeZone }),
    record: (row) => ({ callDateTime: row.callDateTime.toISOString() }),
    store: async (tx, parsed, row) => {
      await checkVtisLookups(tx, parsed, body.sectionsToUpdate);
      const consult = await consultOf(tx, row.vtisConsultId);
      const cleared = clearedVtisFollowup(parsed);
      const referrerInformation = cleared.referrerInformation
        ? followupReferrerFromConsult(cleared.referrerInformation, consult.referrerInformation)
        : row.referrerInformation;
      return {
        values: {
          referrerInformation,
          neurologistInformation: cleared.neurologistInformation,
          followupConsultationInformation: cleared.followupConsultationInformation,
          ...copiesOf(
            {
              ...cleared,
              referrerInformation: referrerInformation as Referrer,
              patientInformation: consult.patientInformation,
            },
            row.referrerHospitalId,
          ),
        },
      };
    },
  });
}

/**
 * PATCH /followup/{id}/deactivate (spec 3 §4.1, §7.2: Save and Close on the follow-up consultation;
 * "Follow up consult closed"): once every section is saved and passes its rules (400 with the
 * issues otherwise); no lastModified, as the consult's close. Answers its closed state.
 */
export async function deactivateFollowup(
  ctx: CaseContext,
  id: number,
): Promise<DeactivateVtisFollowupResponse> {
  const view = await followups.saveSection(
    ctx,
    id,
    { forceUpdate: true },
    {
      entity: 'followup',
      verb: 'close',
      apply: async (_tx, row) => {
        if (!row.isActive || row.closedOn) throw badRequest(S.alreadyClosed);
        const stored = storedSections(row, VTIS_FOLLOWUP_SECTION_NAMES);
        refuseIncomplete(
          vtisFollowupIssues(
            { ...stored, callDateTime: row.callDateTime.toISOString() },
            VTIS_FOLLOWUP_SECTION_NAMES,
            { timeZone: ctx.config.timeZone },
          ),
          stored,
          VTIS_FOLLOWUP_SECTION_NAMES,
          M.required,
        );
        return { values: { isActive: false, closedOn: new Date() } };
      },
    },
  );
  return {
    isActive: false,
    closedOn: view.closedOn ?? new Date().toISOString(),
    vtisStatus: VTIS_STATUS.Closed,
  };
}
