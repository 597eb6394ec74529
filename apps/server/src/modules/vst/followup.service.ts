import type { VstFollowup } from '@scout/domain/vst/followup.schema';
import {
  followupPatientInformationSchema,
  makeVstFollowupSaveSchema,
  type NewVstFollowup,
} from '@scout/domain/vst/followup.schema';
import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import {
  canCreateFollowup,
  clearedFollowupConsultation,
  clearedNeurologistInformation,
  vstFollowupIssues,
} from '@scout/domain/vst/rules';
import { VST_FOLLOWUP_SECTION_NAMES, VST_FOLLOWUP_SECTIONS } from '@scout/domain/vst/sections';
import { badRequest, fieldError } from '../../lib/http-errors.ts';
import type { CaseContext } from '../cases/case-module.ts';
import { newStrokeRecordRow, patientInformationFromConsult } from '../stroke/new-record-prefill.ts';
import {
  type RecordSaveBody,
  refuseIncomplete,
  saveListedSections,
  storedSections as storedOf,
} from '../stroke/record-save.ts';
import { VST_SERVER_MESSAGES as S } from './messages.ts';
import { vstConsultService as consults, vstFollowupService as followups } from './module.ts';
import * as repo from './repo.ts';
import { checkLookups, copiesOf } from './save-support.ts';

/** The body of PUT /followup as the route lets it through (sections unparsed). */
export type FollowupSaveBody = RecordSaveBody;

/**
 * POST /followup (spec 3 §2.2, §2.4, §4.1, §7.1): a follow-up of a consult the user sees (404
 * otherwise), for the consult's patient, only while the consult may have one
 * (`canCreateFollowup`: the consult is closed and has no open follow-up; 400 on vstConsultId
 * otherwise). The consult is locked, so two creates cannot both pass the rule. Patient Information
 * starts as the consult's patient hospital, unit, URN and address when the follow-up is called in
 * from that hospital (`patientInformationFromConsult`), else with what the profile knows there.
 */
export async function createFollowup(ctx: CaseContext, input: NewVstFollowup) {
  const { id } = await followups.create(ctx, async (tx) => {
    const consult = await consults.find(tx, input.vstConsultId, ctx.scope, true);
    if (!consult) throw fieldError('vstConsultId', M.consultNotFound);
    if (consult.patientProfileId !== input.patientProfileId)
      throw fieldError('patientProfileId', S.followupPatientMismatch);
    const existing = await repo.followupsOf(tx, [consult.id]);
    if (!canCreateFollowup({ isActive: consult.isActive, followupConsults: existing }))
      throw fieldError('vstConsultId', M.followupNotAllowed);
    const row = await newStrokeRecordRow(ctx, tx, input, {
      callTakers: repo.VST_CALL_TAKERS,
      patientSchema: followupPatientInformationSchema,
      prefill: (hospitalId) =>
        patientInformationFromConsult(
          consult.patientInformation as Parameters<typeof patientInformationFromConsult>[0],
          hospitalId,
          followupPatientInformationSchema,
        ),
    });
    return { ...row, vstConsultId: consult.id };
  });
  return { data: { id } };
}

export function getFollowup(ctx: CaseContext, id: number): Promise<VstFollowup> {
  return followups.read(ctx, id);
}

function storedSections(row: repo.VstFollowupRow): Record<string, unknown> {
  return storedOf(row, VST_FOLLOWUP_SECTION_NAMES);
}

/**
 * PUT /followup (spec 3 §4.5, §7.1): as PUT /consults (consult.service.ts `saveConsult`), with
 * the follow-up's sections and its clearing rule (the serious adverse event chain).
 */
export function saveFollowup(ctx: CaseContext, body: FollowupSaveBody) {
  return saveListedSections(followups, ctx, body, {
    entity: 'followup',
    names: VST_FOLLOWUP_SECTION_NAMES,
    sections: VST_FOLLOWUP_SECTIONS,
    schema: makeVstFollowupSaveSchema({ timeZone: ctx.config.timeZone }),
    record: (row) => ({ callDateTime: row.callDateTime.toISOString() }),
    store: async (tx, v, row) => {
      await checkLookups(tx, v, body.sectionsToUpdate);
      const consultation = v.followupConsultationInformation;
      return {
        values: {
          referrerInformation: v.referrerInformation ?? row.referrerInformation,
          patientInformation: v.patientInformation,
          neurologistInformation:
            v.neurologistInformation && clearedNeurologistInformation(v.neurologistInformation),
          followupConsultationInformation: consultation && clearedFollowupConsultation(consultation),
          hospitalAgreementDetails: v.hospitalAgreementDetails,
          ...copiesOf(v, row.referrerHospitalId),
        },
      };
    },
  });
}

/**
 * PATCH /followup/{id}/deactivate (spec 3 §4.5, §7.1): closes the follow-up ("Follow up consult
 * closed") once every section is saved and passes its rules (400 with the issues otherwise); no
 * lastModified, as the consult's close. Answers the closed follow-up.
 */
export function deactivateFollowup(ctx: CaseContext, id: number): Promise<VstFollowup> {
  return followups.saveSection(
    ctx,
    id,
    { forceUpdate: true },
    {
      entity: 'followup',
      verb: 'close',
      apply: async (_tx, row) => {
        if (!row.isActive) throw badRequest(S.alreadyClosed);
        const stored = storedSections(row);
        refuseIncomplete(
          vstFollowupIssues({ ...stored, callDateTime: row.callDateTime.toISOString() }),
          stored,
          VST_FOLLOWUP_SECTION_NAMES,
          M.required,
        );
        return { values: { isActive: false, closedOn: new Date() } };
      },
    },
  );
}
