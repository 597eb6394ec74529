import {
  canDeleteVstRecords,
  canEditClosedVstRecords,
  canEditVst,
  canViewVst,
} from '@scout/domain/access/rules';
import { areaRecord } from '@scout/domain/areas/registry';
import type { VstConsult } from '@scout/domain/vst/case.schema';
import type { VstFollowup } from '@scout/domain/vst/followup.schema';
import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { vstConsultPrincipalProblem } from '@scout/domain/vst/principal-problem';
import { vstRecordStatus, vstStudyId } from '@scout/domain/vst/rules';
import { eq } from 'drizzle-orm';
import { vstConsults, vstFollowups } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { type CaseModule, caseService } from '../cases/case-module.ts';
import { VST_SERVER_MESSAGES as S } from './messages.ts';
import {
  followupsOf,
  type VstConsultRow,
  type VstFollowupRow,
  vstConsultInScope,
  vstFollowupInScope,
} from './repo.ts';
import { consultView, followupView } from './views.ts';

/**
 * The VST consult and follow-up (spec 3 §3.1, §3.2, §4.1, §4.5, §6, §7.1) declared on the
 * case-module framework: two modules, because each record type has its own table, ids, study IDs
 * (VST12, VSTFU7), attachments and delete route. Audit actions are `vst.consult.<verb>` and
 * `vst.followup.<verb>`; the shared parts key their rows 'vst' and 'vst-followup'.
 *
 * Access (domain access/rules): any VST user reads; system admins, call takers and the VST Admin
 * or Manage level write (Read users write nothing); delete needs `canDeleteVstRecords` (system
 * admin or VST Admin). A closed record (inactive) refuses writes with 403 except for
 * `canEditClosedVstRecords` (Edit, then Save and Exit, §4.1); attachments and the transfer of a
 * closed record stay closed for everyone.
 */
const access = { read: canViewVst, write: canEditVst, delete: canDeleteVstRecords };
const isClosed = (row: Pick<VstConsultRow | VstFollowupRow, 'isActive' | 'closedOn'>) =>
  vstRecordStatus({ isActive: row.isActive, closedOn: row.closedOn?.toISOString() }) === 'CLOSED';
const closedColumns = ['isActive', 'closedOn'] as const;
const presentationOf = (row: VstConsultRow | VstFollowupRow) => ({
  healthCareProviderId: row.patientHospitalId ?? row.referrerHospitalId,
  isActive: row.isActive,
  status: isClosed(row) ? 'Closed' : 'Open',
});

export const vstConsultModule: CaseModule<typeof vstConsults, VstConsult, 'isActive' | 'closedOn'> = {
  name: areaRecord('vst').module,
  audit: { prefix: 'vst', entity: 'consult' },
  title: 'VST consult',
  app: 'vst',
  discriminator: 'VST',
  table: vstConsults,
  basePath: areaRecord('vst').basePath,
  access,
  messages: { caseNotFound: M.consultNotFound, caseReadOnly: M.recordReadOnly },
  formatCaseId: (id) => vstStudyId('Consult', id),
  inScope: vstConsultInScope,
  isClosed,
  closedColumns,
  mayChangeClosed: canEditClosedVstRecords,
  presentedAt: (row) => row.callDateTime,
  // The journey's principal problem: the diagnosis once given, else the preliminary one.
  presentation: async (_tx, row) => ({
    ...presentationOf(row),
    principalProblem: vstConsultPrincipalProblem(row),
  }),
  // A consult's follow-ups are deleted first (each with its own reason): deleting the consult
  // alone would leave them reachable by id yet listed nowhere.
  beforeRemove: async (tx, row) => {
    if ((await followupsOf(tx, [row.id])).length) throw badRequest(S.deleteFollowupsFirst);
  },
  view: (db, row, ctx) => consultView(db, row, ctx.config.timeZone),
};
export const vstConsultService = caseService(vstConsultModule);

export const vstFollowupModule: CaseModule<typeof vstFollowups, VstFollowup, 'isActive' | 'closedOn'> = {
  name: areaRecord('vst-followup').module,
  audit: { prefix: 'vst', entity: 'followup' },
  title: 'VST follow-up',
  app: 'vst',
  discriminator: 'VSTFollowup',
  table: vstFollowups,
  basePath: areaRecord('vst-followup').basePath,
  access,
  messages: { caseNotFound: M.followupNotFound, caseReadOnly: M.recordReadOnly },
  formatCaseId: (id) => vstStudyId('Followup', id),
  inScope: vstFollowupInScope,
  isClosed,
  closedColumns,
  mayChangeClosed: canEditClosedVstRecords,
  presentedAt: (row) => row.callDateTime,
  // A follow-up's principal problem is its consult's.
  presentation: async (tx, row) => {
    const [consult] = await tx
      .select({
        diagnosisDetails: vstConsults.diagnosisDetails,
        clinicalPresentationInformation: vstConsults.clinicalPresentationInformation,
      })
      .from(vstConsults)
      .where(eq(vstConsults.id, row.vstConsultId))
      .limit(1);
    return { ...presentationOf(row), principalProblem: consult ? vstConsultPrincipalProblem(consult) : null };
  },
  view: (db, row, ctx) => followupView(db, row, ctx.config.timeZone),
};
export const vstFollowupService = caseService(vstFollowupModule);
