import { areaRecord } from '@scout/domain/areas/registry';
import type { Clinic } from '@scout/domain/clinics/case.schema';
import { CLINIC_MESSAGES as M } from '@scout/domain/clinics/messages';
import { clinicPrincipalProblem } from '@scout/domain/clinics/principal-problem';
import {
  canAccessVstClinics,
  canDeleteVstClinics,
  canEditClosedVstClinics,
  clinicStatus,
  clinicStudyId,
} from '@scout/domain/clinics/rules';
import { vstClinics } from '../../db/schema/index.ts';
import { type CaseModule, caseService } from '../cases/case-module.ts';
import { CLINICS_MODULE, type ClinicRow, clinicInScope } from './repo.ts';
import { clinicView } from './views.ts';

/**
 * The VST outpatient clinic (TIA / minor stroke clinic; spec 3 §2.10, §3.3, §4.4, §6, §7.1
 * /outpatient) declared on the case-module framework. Audit actions are `clinics.clinic.<verb>`
 * (create, read, update, close, delete, list) and the shared parts' `clinics.case-attachment.*`;
 * the parts key their rows 'clinics'. Its presentation (the patient's journey) is 'Outpatient'.
 *
 * Access (domain clinics/rules.ts): a system admin, a call taker and the VST Manage and Admin
 * levels read and write clinics (`canAccessVstClinics`: "VST Read users have no Clinics access",
 * §6); delete, and Edit then Save and Exit on a closed clinic, follow the consult's rules (a
 * system admin or VST Admin). A closed clinic refuses other writes with 403.
 */
const access = { read: canAccessVstClinics, write: canAccessVstClinics, delete: canDeleteVstClinics };

const isClosed = (row: Pick<ClinicRow, 'isActive' | 'closedOn'>) =>
  clinicStatus({ isActive: row.isActive, closedOn: row.closedOn?.toISOString() ?? null }) === 'CLOSED';

export const clinicModule: CaseModule<typeof vstClinics, Clinic, 'isActive' | 'closedOn'> = {
  name: areaRecord('clinics').module,
  audit: { prefix: CLINICS_MODULE, entity: 'clinic' },
  title: 'VST clinic',
  app: 'vst',
  discriminator: 'Outpatient',
  table: vstClinics,
  basePath: areaRecord('clinics').basePath,
  access,
  messages: { caseNotFound: M.clinicNotFound, caseReadOnly: M.recordReadOnly },
  formatCaseId: clinicStudyId,
  inScope: clinicInScope,
  isClosed,
  closedColumns: ['isActive', 'closedOn'],
  mayChangeClosed: canEditClosedVstClinics,
  presentedAt: (row) => row.callDateTime,
  presentation: async (_tx, row) => ({
    healthCareProviderId: row.patientHospitalId ?? row.referrerHospitalId,
    isActive: row.isActive,
    status: isClosed(row) ? 'Closed' : 'Open',
    // The initial diagnosis the patient was referred with, once given.
    principalProblem: clinicPrincipalProblem(row),
  }),
  view: (db, row, ctx) => clinicView(db, row, ctx.config.timeZone),
};
export const clinicService = caseService(clinicModule);
