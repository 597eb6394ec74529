import { canEditVtis, canViewVtis, isSystemAdmin } from '@scout/domain/access/rules';
import { areaRecord } from '@scout/domain/areas/registry';
import type { VtisConsult } from '@scout/domain/vtis/case.schema';
import type { VtisFollowup } from '@scout/domain/vtis/followup.schema';
import { HOSPITAL_DOCUMENTATION_MESSAGES as HM } from '@scout/domain/vtis/hospital-documentation-messages';
import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import {
  vtisConsultPrincipalProblem,
  vtisFollowupPrincipalProblem,
} from '@scout/domain/vtis/principal-problem';
import { vtisStudyId } from '@scout/domain/vtis/rules';
import { and, eq, isNull } from 'drizzle-orm';
import { vtisConsults, vtisFollowups, vtisHospitalDocumentation } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { type CaseModule, caseService } from '../cases/case-module.ts';
import { STROKE_SERVER_MESSAGES as S } from '../stroke/messages.ts';
import { strokePatient } from '../stroke/record-view.ts';
import {
  followupsOf,
  hospitalDocumentationVisible,
  VTIS_HOSPITAL_DOCUMENTATION_MODULE,
  type VtisConsultRow,
  type VtisFollowupRow,
  vtisConsultInScope,
  vtisFollowupInScope,
} from './repo.ts';
import { consultStatus, consultView, documentationSections, followupStatus, followupView } from './views.ts';

/**
 * The VTIS consult, follow-up and hospital documentation (spec 3 §3.4 to §3.6, §4.1, §4.7, §6,
 * §7.2) declared on the case-module framework: three modules, each with its own table, audit
 * entity (`vtis.consult.<verb>`, `vtis.followup.<verb>`, `vtis.hospital-documentation.<verb>`) and
 * read-only rule. The consult and the follow-up are presentations of their own (VTIS,
 * VTISFollowup) with attachments and the delete route; the hospital documentation is part of its
 * consult (same id, no presentation, no delete of its own) and is mounted by the VTIS routes only.
 *
 * Access (domain access/rules): any VTIS user reads; system admins, call takers and the VTIS Admin
 * or Manage level write, decline and delete (§6 "delete, decline and edit are available to users
 * with edit rights"; VTIS Read users write nothing). Read-only states:
 * - a declined consult, for everyone (403 'This consult was declined ...'), attachments included;
 * - a closed consult or follow-up is NOT read-only: "For VTIS, editing a closed consult is always
 *   allowed" (§6; domain `canEditClosedVtisRecord`), attachments included;
 * - closed hospital documentation, for everyone but system admins (§4.7).
 */
const access = { read: canViewVtis, write: canEditVtis, delete: canEditVtis };

const presentationStatus: Record<string, string> = {
  PENDING: 'Pending',
  INPATIENT: 'Inpatient',
  DECLINED: 'Declined',
  CLOSED: 'Closed',
};
const hospitalOf = (row: VtisConsultRow | VtisFollowupRow) => row.patientHospitalId ?? row.referrerHospitalId;

export const vtisConsultModule: CaseModule<typeof vtisConsults, VtisConsult, 'declinedAt'> = {
  name: areaRecord('vtis').module,
  audit: { prefix: 'vtis', entity: 'consult' },
  title: 'VTIS consult',
  app: 'vtis',
  discriminator: 'VTIS',
  table: vtisConsults,
  basePath: areaRecord('vtis').basePath,
  access,
  messages: { caseNotFound: M.consultNotFound, caseReadOnly: M.consultDeclined },
  formatCaseId: (id) => vtisStudyId('VtisConsult', id),
  inScope: vtisConsultInScope,
  isClosed: (row) => row.declinedAt !== null,
  closedColumns: ['declinedAt'],
  presentedAt: (row) => row.callDateTime,
  presentation: async (_tx, row) => ({
    healthCareProviderId: hospitalOf(row),
    isActive: row.isActive && row.declinedAt === null,
    status: presentationStatus[consultStatus(row)] ?? 'Open',
    // The diagnosis once given, else the working diagnosis the patient was referred with.
    principalProblem: vtisConsultPrincipalProblem(row),
  }),
  // A consult's follow-ups are deleted first (each with its own reason), as VST's: deleting the
  // consult alone would leave them reachable by id yet listed nowhere. Its hospital documentation
  // goes with it (visible only through a live consult, repo.ts `hospitalDocumentationVisible`).
  beforeRemove: async (tx, row) => {
    if ((await followupsOf(tx, [row.id])).length) throw badRequest(S.deleteFollowupsFirst);
  },
  patientReferences: [{ table: 'vtis_hospital_documentation', column: 'patient_profile_id' }],
  companions: [VTIS_HOSPITAL_DOCUMENTATION_MODULE],
  view: (db, row, ctx) => consultView(db, row, ctx.config.timeZone),
};
export const vtisConsultService = caseService(vtisConsultModule);

export const vtisFollowupModule: CaseModule<typeof vtisFollowups, VtisFollowup, never> = {
  name: areaRecord('vtis-followup').module,
  audit: { prefix: 'vtis', entity: 'followup' },
  title: 'VTIS follow-up',
  app: 'vtis',
  discriminator: 'VTISFollowup',
  table: vtisFollowups,
  basePath: areaRecord('vtis-followup').basePath,
  access,
  messages: { caseNotFound: M.followupNotFound, caseReadOnly: M.recordReadOnly },
  formatCaseId: (id) => vtisStudyId('VtisFollowup', id),
  inScope: vtisFollowupInScope,
  // Editing a closed VTIS record is always allowed (§6): a follow-up is never read-only.
  isClosed: () => false,
  closedColumns: [],
  presentedAt: (row) => row.callDateTime,
  presentation: async (tx, row) => {
    const [consult] = await tx
      .select({
        diagnosisDetails: vtisConsults.diagnosisDetails,
        patientHistory: vtisConsults.patientHistory,
      })
      .from(vtisConsults)
      .where(eq(vtisConsults.id, row.vtisConsultId))
      .limit(1);
    return {
      healthCareProviderId: hospitalOf(row),
      isActive: row.isActive,
      status: presentationStatus[followupStatus(row)] ?? 'Open',
      // The working diagnosis after the follow-up once given, else the consult's diagnosis.
      principalProblem: vtisFollowupPrincipalProblem(
        row,
        consult ? vtisConsultPrincipalProblem(consult) : null,
      ),
    };
  },
  view: async (db, row, ctx) => {
    const [consult] = await db
      .select({ patientInformation: vtisConsults.patientInformation })
      .from(vtisConsults)
      .where(eq(vtisConsults.id, row.vtisConsultId))
      .limit(1);
    return followupView(db, row, ctx.config.timeZone, consult ?? null);
  },
};
export const vtisFollowupService = caseService(vtisFollowupModule);

/** The record GET /consults/{id}/hospital-documentation answers (domain `makeHospitalDocumentationRecordSchema`). */
export interface HospitalDocumentationRecord {
  id: number;
  studyId: string;
  patient: Awaited<ReturnType<typeof strokePatient>>;
  patientInformation: VtisConsult['patientInformation'];
  strokeType: string | null;
  hospitalDocumentation: ReturnType<typeof documentationSections>;
}

export const hospitalDocumentationModule: CaseModule<
  typeof vtisHospitalDocumentation,
  HospitalDocumentationRecord,
  'closedOn'
> = {
  name: areaRecord('vtis-hospital-documentation').module,
  audit: { prefix: 'vtis', entity: 'hospital-documentation' },
  title: 'VTIS hospital documentation',
  app: 'vtis',
  table: vtisHospitalDocumentation,
  basePath: areaRecord('vtis-hospital-documentation').basePath,
  access,
  messages: { caseNotFound: HM.notFound, caseReadOnly: HM.readOnly },
  formatCaseId: (id) => vtisStudyId('VtisConsult', id),
  inScope: hospitalDocumentationVisible,
  isClosed: (row) => row.closedOn !== null,
  closedColumns: ['closedOn'],
  // Read-only when closed, unless the user is a system-admin type (§4.7).
  mayChangeClosed: isSystemAdmin,
  view: async (db, row, ctx) => {
    const [consult] = await db
      .select()
      .from(vtisConsults)
      .where(and(eq(vtisConsults.id, row.id), isNull(vtisConsults.deletedAt)))
      .limit(1);
    return {
      id: row.id,
      studyId: vtisStudyId('VtisConsult', row.id),
      patient: await strokePatient(db, row.patientProfileId, ctx.config.timeZone),
      patientInformation: (consult?.patientInformation ?? null) as VtisConsult['patientInformation'],
      strokeType: consult?.strokeType ?? null,
      hospitalDocumentation: documentationSections(row),
    };
  },
};
export const hospitalDocumentationService = caseService(hospitalDocumentationModule);
