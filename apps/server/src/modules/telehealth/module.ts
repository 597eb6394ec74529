import {
  canCreateTelehealthCase,
  canDeleteCases,
  canViewTelehealthCases,
  isSystemAdmin,
} from '@scout/domain/access/rules';
import { areaRecord } from '@scout/domain/areas/registry';
import type { PatientInformation, TelehealthCase } from '@scout/domain/telehealth/case.schema';
import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { formatTelehealthCaseId } from '@scout/domain/telehealth/options';
import { telehealthCases } from '../../db/schema/index.ts';
import { type CaseModule, caseService } from '../cases/case-module.ts';
import { caseView } from './case-view.ts';
import { TELEHEALTH_SERVER_MESSAGES as S } from './messages.ts';
import { telehealthCaseInScope } from './repo.ts';

/**
 * The Telehealth case module (spec 2 §2.2, §3.6, §4.10, §6, §7.2) declared on the case-module
 * framework (modules/cases/case-module.ts); audit actions are `telehealth.<entity>.<verb>`.
 *
 * Closed cases (spec 2 §4.10, §6: "read-only for most users"; the exact roles are not shown): a
 * closed case refuses every write with 403, except for system admins, who may still correct its
 * sections (and reopen it by saving the whole case with closedDateTime null). Notes-style parts
 * (the transfer request) stay closed for everyone.
 */
export const telehealthCaseModule: CaseModule<typeof telehealthCases, TelehealthCase, 'closedDateTime'> = {
  name: areaRecord('telehealth').module,
  title: 'Telehealth',
  app: 'telehealth',
  discriminator: 'Telehealth',
  table: telehealthCases,
  basePath: areaRecord('telehealth').basePath,
  // Writers: system admin, call taker, Telehealth Admin or Manage; readers add Read (spec 2 §6).
  access: { read: canViewTelehealthCases, write: canCreateTelehealthCase, delete: canDeleteCases },
  messages: { caseNotFound: S.caseNotFound, caseReadOnly: M.caseClosedReadOnly },
  formatCaseId: formatTelehealthCaseId,
  inScope: telehealthCaseInScope,
  isClosed: (row) => row.closedDateTime !== null,
  closedColumns: ['closedDateTime'],
  mayChangeClosed: isSystemAdmin,
  presentedAt: (row) => row.callDateTime,
  presentation: async (_tx, row) => ({
    // The journey's principal problem: the first ICU admission diagnosis once recorded.
    principalProblem:
      (row.patientInformation as PatientInformation | null)?.icuAdmissionDiagnoses[0]?.diagnosis ?? null,
    healthCareProviderId: row.healthCareProviderId ?? row.referrerHospitalId,
    isActive: row.closedDateTime === null,
    status: row.closedDateTime ? 'Closed' : 'Open',
  }),
  view: (db, row, ctx) => caseView(db, row, ctx.config.timeZone),
};

export const telehealthCaseService = caseService(telehealthCaseModule);
