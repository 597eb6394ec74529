import { ageOn, todayIn } from '@scout/domain/patients/dates';
import {
  type ReportSearchQuery,
  reportFieldSectionsOf,
  type VTIS_REPORT_CATEGORIES,
} from '@scout/domain/reports/export-request.schema';
import type { FieldDeclaration } from '@scout/domain/stroke/field-kit';
import { AUSCR_FILE_NAME, AUSCR_HEADER, auscrRow } from '@scout/domain/vtis/auscr';
import { VTIS_CONSULT_FIELDS, VTIS_FOLLOWUP_FIELDS } from '@scout/domain/vtis/field-labels';
import { VTIS_STATUS_OPTIONS } from '@scout/domain/vtis/options';
import { vtisRecordStatus, vtisStudyId } from '@scout/domain/vtis/rules';
import { VTIS_CONSULT_SECTIONS, VTIS_FOLLOWUP_SECTIONS } from '@scout/domain/vtis/sections';
import type { CaseContext } from '../cases/case-module.ts';
import { csvStream } from '../stroke/csv.ts';
import {
  auditExport,
  type CsvExport,
  exportFilterOf,
  type StrokeExportDeclaration,
  type StrokeExportRecord,
} from '../stroke/export.ts';
import * as lookups from '../stroke/lookups.repo.ts';
import { recordHospitalId } from '../stroke/record-view.ts';
import * as exportRepo from './export.repo.ts';
import { VTIS_PDF_FORMATTERS } from './pdf/formatters.ts';
import { consultStatus } from './views.ts';

/**
 * The VTIS exports (spec 3 §2.3 "Export Data: VTIS Consult / VTIS Follow Up / AuSCR", §7.2, §9;
 * issue 13 item 8): the consult and follow-up CSV declared on the stroke CSV report
 * (modules/stroke/export.ts: columns from the field declarations, batches, 204, audit
 * `vtis.<consult|followup>.export`), and AUSCR_Report.csv with the registry's own columns.
 */

export type VtisExportCategory = (typeof VTIS_REPORT_CATEGORIES)[number];
type Loose = Record<string, unknown> | null | undefined;
type Fields = Record<string, readonly FieldDeclaration[]>;

const statusLabel = (status: string) => VTIS_STATUS_OPTIONS.find((o) => o.value === status)?.label ?? status;
const FIELD_SECTIONS = {
  VtisConsult: reportFieldSectionsOf(VTIS_CONSULT_SECTIONS, VTIS_CONSULT_FIELDS as unknown as Fields),
  VtisFollowup: reportFieldSectionsOf(VTIS_FOLLOWUP_SECTIONS, VTIS_FOLLOWUP_FIELDS as unknown as Fields),
};

/** The consults (VtisConsult) or the follow-ups of the found consults (VtisFollowup) as export rows. */
async function* records(
  ctx: CaseContext,
  filter: exportRepo.ExportFilter,
  category: VtisExportCategory,
): AsyncGenerator<StrokeExportRecord[]> {
  if (category === 'VtisConsult') {
    for await (const batch of exportRepo.consultBatches(ctx.db, filter)) {
      yield batch.map(({ record: consult, patient }) => ({
        studyId: vtisStudyId('VtisConsult', consult.id),
        consultStudyId: vtisStudyId('VtisConsult', consult.id),
        callDateTime: consult.callDateTime,
        callTakerId: consult.callTakerId,
        status: statusLabel(consultStatus(consult)),
        closedOn: consult.closedOn,
        patient,
        sections: consult as unknown as Record<string, Loose>,
      }));
    }
    return;
  }
  for await (const batch of exportRepo.followupBatches(ctx.db, filter)) {
    const patientInformation = await exportRepo.patientInformationOf(
      ctx.db,
      batch.map((r) => r.record.vtisConsultId),
    );
    yield batch.map(({ record: followup, patient }) => ({
      studyId: vtisStudyId('VtisFollowup', followup.id),
      consultStudyId: vtisStudyId('VtisConsult', followup.vtisConsultId),
      callDateTime: followup.callDateTime,
      callTakerId: followup.callTakerId,
      status: statusLabel(
        vtisRecordStatus({ isActive: followup.isActive, closedOn: followup.closedOn?.toISOString() }),
      ),
      closedOn: followup.closedOn,
      patient,
      sections: {
        ...(followup as unknown as Record<string, Loose>),
        patientInformation: (patientInformation.get(followup.vtisConsultId) ?? null) as Loose,
      },
    }));
  }
}

/**
 * POST /vtisdataexport/generate/csv (§7.2): the filters are `vtisSearchQuery`; the file
 * VTIS_{category}_Report.csv (as VST's VST_{category}_Report.csv, §9).
 */
export const vtisExport: StrokeExportDeclaration<VtisExportCategory> = {
  app: 'vtis',
  serviceName: 'VTIS',
  isFollowup: (category) => category === 'VtisFollowup',
  fieldSections: (category) => FIELD_SECTIONS[category],
  formatters: VTIS_PDF_FORMATTERS,
  count: (ctx, filter, category) =>
    category === 'VtisConsult'
      ? exportRepo.countConsults(ctx.db, filter)
      : exportRepo.countFollowups(ctx.db, filter),
  batches: records,
};

/**
 * POST /vtisdataexport/generate/auscr (§7.2, §9; issue 13 item 8): AUSCR_Report.csv for the
 * Australian Stroke Clinical Registry, one row per VTIS consult the filters (`vtisSearchQuery`, the
 * dashboard's: call time range, hospital, neurologist, keyword) find that has hospital
 * documentation (open or completed, as the issue words it; the documentation's own state is not a
 * registry variable), with the registry's columns and codes (domain vtis/auscr.ts,
 * docs/auscr-mapping.md). Needs the AuSCR export privilege (the route's rule).
 */
export async function exportAuscr(
  ctx: CaseContext,
  vtisSearchQuery: ReportSearchQuery | null,
): Promise<CsvExport> {
  const filter = exportFilterOf(ctx, vtisSearchQuery);
  const rowCount = await exportRepo.countDocumented(ctx.db, filter);
  await auditExport(ctx, 'vtis', 'auscr', { category: 'VtisConsult', filter: vtisSearchQuery, rowCount });
  if (!rowCount) return { fileName: AUSCR_FILE_NAME, rowCount, stream: null };
  const today = todayIn(ctx.config.timeZone);
  async function* rows() {
    for await (const batch of exportRepo.documentedBatches(ctx.db, filter)) {
      const hospitals = await lookups.providerFacts(ctx.db, [
        ...new Set(batch.map(({ consult }) => recordHospitalId(consult))),
      ]);
      yield batch.map(({ consult, patient, documentation }) =>
        auscrRow({
          studyId: vtisStudyId('VtisConsult', consult.id),
          hospitalName: hospitals.get(recordHospitalId(consult))?.name ?? null,
          patient: { ...patient, age: patient.dateOfBirth ? ageOn(patient.dateOfBirth, today) : patient.age },
          patientInformation: consult.patientInformation as Loose,
          patientHistory: consult.patientHistory as Loose,
          diagnosisDetails: consult.diagnosisDetails as Loose,
          admissionDetails: documentation?.admissionDetails as Loose,
          clinicalInformation: documentation?.clinicalInformation as Loose,
          secondaryPrevention: documentation?.secondaryPrevention as Loose,
          dischargeInformation: documentation?.dischargeInformation as Loose,
        }),
      );
    }
  }
  return { fileName: AUSCR_FILE_NAME, rowCount, stream: csvStream(AUSCR_HEADER, rows()) };
}
