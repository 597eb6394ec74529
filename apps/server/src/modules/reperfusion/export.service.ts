import { formatDateTime } from '@scout/domain/cases/dates';
import {
  REPERFUSION_EXPORT_FILE_NAME,
  type ReperfusionCaseExportQuery,
} from '@scout/domain/reperfusion/dashboard.schema';
import { REPERFUSION_CASE_FIELDS, REPERFUSION_THERAPY_FIELDS } from '@scout/domain/reperfusion/field-labels';
import { DIRECTOR_REVIEW_STATUSES } from '@scout/domain/reperfusion/options';
import { taskDue } from '@scout/domain/reperfusion/rules';
import { REPERFUSION_SECTIONS } from '@scout/domain/reperfusion/sections';
import type { FieldDeclaration } from '@scout/domain/stroke/field-kit';
import type { CaseContext } from '../cases/case-module.ts';
import { csvStream } from '../stroke/csv.ts';
import { auditExport, type CsvExport, idBatches } from '../stroke/export.ts';
import * as lookups from '../stroke/lookups.repo.ts';
import { formatted, type PdfNames, valueAt } from '../stroke/pdf/field-rows.ts';
import { dashboardRow, filterOf, hospitalsOf } from './list.service.ts';
import * as repo from './repo.ts';
import { caseSections, therapiesOf } from './views.ts';

type Loose = Record<string, unknown> | null | undefined;
type DashboardRow = ReturnType<typeof dashboardRow>;

/** What one export row reads: the dashboard row and the case's sections (the consult's therapy answers included). */
interface ExportRecord {
  row: DashboardRow;
  sections: Record<string, Loose>;
}
interface Column {
  name: string;
  value(r: ExportRecord, names: PdfNames): string;
}

const reviewLabel = (status: string) =>
  DIRECTOR_REVIEW_STATUSES.find((o) => o.value === status)?.label ?? status;

/**
 * The dashboard's columns (§2.11) as a person reads them. Triage Time is Patient Information's
 * column below (the same value), so it is not written twice.
 */
const DASHBOARD_COLUMNS: Column[] = [
  { name: 'Study ID', value: (r) => r.row.studyId },
  { name: 'Date/Time', value: (r, n) => formatDateTime(r.row.callDateTime, n.timeZone) },
  { name: 'Patient Name', value: (r) => `${r.row.patientFirstName} ${r.row.patientLastName}` },
  { name: 'Referral Hospital', value: (r) => r.row.referralHospitalName ?? '' },
  { name: 'Destination Hospital', value: (r) => r.row.destinationHospitalName ?? '' },
  { name: 'Task Due', value: (r, n) => taskDue(r.row, n.timeZone).text },
  {
    name: 'Task Due Complete',
    value: (r, n) => {
      const due = taskDue(r.row, n.timeZone);
      return due.kind === 'due' ? (due.complete ? 'Yes' : 'No') : '';
    },
  },
  { name: 'Director Review', value: (r) => reviewLabel(r.row.directorReview) },
];

/** Each field of a section (the domain's declarations: labels, option labels, hospitals and users by name). */
const sectionColumns = (data: string, fields: readonly FieldDeclaration[]): Column[] =>
  fields.map((field) => ({
    name: field.label,
    value: (r, names) => formatted(field, valueAt(r.sections[data], field.name), names) ?? '',
  }));

/** The register's sections in page order, Reperfusion Therapy Details (the consult's answers) among them. */
const COLUMNS: Column[] = [
  ...DASHBOARD_COLUMNS,
  ...REPERFUSION_SECTIONS.flatMap((s): Column[] => {
    if (s.key === 'reperfusion-therapy-details')
      return sectionColumns('reperfusionTherapiesDetails', REPERFUSION_THERAPY_FIELDS);
    const fields = s.data
      ? (REPERFUSION_CASE_FIELDS as Record<string, readonly FieldDeclaration[]>)[s.data]
      : null;
    return s.data && fields ? sectionColumns(s.data, fields) : [];
  }),
];
export const REPERFUSION_EXPORT_HEADER = COLUMNS.map((c) => c.name);

/** The hospitals and users a batch's section cells name, read once per batch. */
async function namesOf(ctx: CaseContext, records: ExportRecord[]): Promise<PdfNames> {
  const hospitals = new Set<number>();
  const users = new Set<number>();
  for (const { sections } of records) {
    const p = sections.patientInformation;
    if (typeof p?.patientHospitalId === 'number') hospitals.add(p.patientHospitalId);
    if (typeof p?.triageTimeConfirmedById === 'number') users.add(p.triageTimeConfirmedById);
  }
  const [h, u] = await Promise.all([
    lookups.providerFacts(ctx.db, [...hospitals]),
    lookups.userNames(ctx.db, [...users]),
  ]);
  return { hospitals: h, users: u, timeZone: ctx.config.timeZone };
}

/**
 * GET /reperfusion-cases/export-data (spec 3 §2.11, §7.3, §9): ReperfusionCasesDataExport.csv of
 * every case the dashboard's filters find (the dates as calendar days of the service's time zone,
 * both whole days included), in the user's provider scope, newest call first, streamed a batch at
 * a time (modules/stroke/csv.ts: UTF-8 BOM, formula cells defused); 204 when none. The count is
 * read first and the export audited with the filter and the count (`vst.reperfusion-case.export`).
 */
export async function exportCases(ctx: CaseContext, query: ReperfusionCaseExportQuery): Promise<CsvExport> {
  const filter = filterOf(ctx, {
    ...query,
    fromDate: query.fromDate ? `${query.fromDate}T00:00:00` : undefined,
    toDate: query.toDate ? `${query.toDate}T23:59:59.999` : undefined,
  });
  const ids = await repo.caseIds(ctx.db, filter);
  const rowCount = ids.length;
  await auditExport(ctx, 'vst', 'reperfusion-case', { filter: query, rowCount });
  const fileName = REPERFUSION_EXPORT_FILE_NAME;
  if (!rowCount) return { fileName, rowCount, stream: null };
  async function* rows() {
    for await (const batch of idBatches(ids, (some) => repo.casesByIds(ctx.db, some))) {
      const hospitals = await hospitalsOf(ctx.db, batch);
      const records: ExportRecord[] = batch.map((r) => ({
        row: dashboardRow(r, hospitals),
        sections: {
          ...(caseSections(r.consult, r.row) as Record<string, Loose>),
          reperfusionTherapiesDetails: therapiesOf(r.consult),
        },
      }));
      const names = await namesOf(ctx, records);
      yield records.map((r) => COLUMNS.map((c) => c.value(r, names)));
    }
  }
  return { fileName, rowCount, stream: csvStream(REPERFUSION_EXPORT_HEADER, rows()) };
}
