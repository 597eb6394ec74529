import { canCreateEcmoCase, canDeleteCases, canViewEcmoCases } from '@scout/domain/access/rules';
import { areaRecord } from '@scout/domain/areas/registry';
import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import { formatEcmoCaseId } from '@scout/domain/ecmo/case-options';
import { ECMO_MESSAGES } from '@scout/domain/ecmo/messages';
import { ecmoCases } from '../../db/schema/index.ts';
import { type CaseModule, caseService } from '../cases/case-module.ts';
import { caseView, presentationStatus } from './case-view.ts';
import { ecmoCaseInScope, lookupName } from './cases.repo.ts';
import { ECMO_SERVER_MESSAGES as S } from './messages.ts';

/**
 * The ECMO case module (spec 2 §3.1-§3.4, §6, §7.1) declared on the case-module framework
 * (modules/cases/case-module.ts): the framework gives section saves, 409s, audit
 * (`ecmo.<entity>.<verb>`), soft delete and the presentations row; this file says what is ECMO's.
 */
export const ecmoCaseModule: CaseModule<typeof ecmoCases, EcmoCase, 'closedOn'> = {
  name: areaRecord('ecmo').module,
  title: 'ECMO',
  app: 'ecmo',
  discriminator: 'ECMO',
  table: ecmoCases,
  basePath: areaRecord('ecmo').basePath,
  // Writers: system admin, call taker, Admin or Manage; readers add Read; delete: system admins.
  access: { read: canViewEcmoCases, write: canCreateEcmoCase, delete: canDeleteCases },
  messages: { caseNotFound: S.caseNotFound, caseReadOnly: ECMO_MESSAGES.caseReadOnly },
  formatCaseId: formatEcmoCaseId,
  inScope: ecmoCaseInScope,
  // Archived (concluded) ECMO cases are read-only for everyone (spec 2 §6): no mayChangeClosed.
  isClosed: (row) => row.closedOn !== null,
  closedColumns: ['closedOn'],
  presentedAt: (row) => row.callDateTime,
  presentation: async (tx, row) => ({
    principalProblem: await lookupName(tx, 'ecmodiagnosiscategories', row.diagnosisCategoryId),
    healthCareProviderId: row.patientHospitalId ?? row.referrerHospitalId,
    isActive: row.closedOn === null,
    status: presentationStatus(row),
  }),
  view: (db, row, ctx) => caseView(db, row, ctx.config.timeZone),
};

export const ecmoCaseService = caseService(ecmoCaseModule);
