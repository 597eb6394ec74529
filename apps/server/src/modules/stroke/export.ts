import type { Readable } from 'node:stream';
import { formatDate, formatDateTime } from '@scout/domain/cases/dates';
import {
  checkedColumnIds,
  columnLabelsInSections,
  csvReportFileName,
  type ReportCategory,
  type ReportFieldSection,
  type ReportSearchQuery,
  type ReportSection,
  reportColumnId,
  unknownColumnIds,
} from '@scout/domain/reports/export-request.schema';
import { REPORT_MESSAGES as M } from '@scout/domain/reports/messages';
import type { FastifyReply } from 'fastify';
import { readTogether } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest } from '../../lib/http-errors.ts';
import type { CaseContext } from '../cases/case-module.ts';
import type { ConsultSearch } from './consult-search.repo.ts';
import { csvStream } from './csv.ts';
import * as lookups from './lookups.repo.ts';
import { formatted, idsIn, type PdfFormatters, type PdfNames, valueAt } from './pdf/field-rows.ts';

/**
 * The CSV report of a stroke service's consults or follow-ups (spec 3 §2.12, §3.8, §7.1, §7.2;
 * issue 14 item 4), declared once here; VST (modules/vst/export.service.ts) and VTIS
 * (modules/vtis/export.service.ts) declare only their categories, field sections and how their
 * records are read. The columns are the record's own (study ID, call time, status, patient) and
 * one per declared field of each form section (domain `reportFieldSectionsOf`: the field
 * declarations the forms and PDFs use, so a new field appears in every one), each cell as a
 * person reads it (the PDF's formatter: option labels, local date-times, names). The records the
 * dashboard's filters find in the user's provider scope are read a batch at a time and streamed
 * (csv.ts), so memory does not grow with the export; 204 when there are none. Every export is
 * audited as `<app>.<consult|followup>.export` with its filter, columns and row count.
 */

type Loose = Record<string, unknown> | null | undefined;

/** A record as an export row reads it (the service maps its consult or follow-up rows to this). */
export interface StrokeExportRecord {
  studyId: string;
  /** The follow-up's consult (the consult's own for a consult). */
  consultStudyId: string;
  callDateTime: Date;
  callTakerId: number;
  /** The status as people read it. */
  status: string;
  closedOn: Date | null;
  patient: { firstName: string; lastName: string; dateOfBirth: string | null };
  /** The saved sections by their data property. */
  sections: Record<string, Loose>;
}

/** The dashboard's filters with the service's time zone and the user's provider scope. */
export type ExportFilter = Omit<ConsultSearch, 'pageSize' | 'pageNumber'>;

/** What a service declares for its CSV reports. */
export interface StrokeExportDeclaration<C extends ReportCategory> {
  /** The audit prefix ('vst', 'vtis') and the name the follow-up's consult column carries. */
  app: 'vst' | 'vtis';
  serviceName: string;
  isFollowup(category: C): boolean;
  fieldSections(category: C): readonly ReportFieldSection[];
  /** How the service's own field kinds read (VTIS: country and language codes). */
  formatters?: PdfFormatters;
  count(ctx: CaseContext, filter: ExportFilter, category: C): Promise<number>;
  batches(ctx: CaseContext, filter: ExportFilter, category: C): AsyncIterable<StrokeExportRecord[]>;
}

interface Column {
  id: string;
  name: string;
  value(record: StrokeExportRecord, names: PdfNames): string;
}

const RECORD = 'record';

/** The record columns every export starts with (no field declaration: the record's own fields). */
function recordColumns(serviceName: string, followup: boolean): Column[] {
  const at = (d: Date | null, n: PdfNames) => (d ? formatDateTime(d.toISOString(), n.timeZone) : '');
  const column = (field: string, name: string, value: Column['value']): Column => ({
    id: reportColumnId(RECORD, field),
    name,
    value,
  });
  return [
    column('studyId', 'Study ID', (r) => r.studyId),
    ...(followup
      ? [column('consultStudyId', `${serviceName} Consult Study ID`, (r) => r.consultStudyId)]
      : []),
    column('callDateTime', 'Call Date/Time', (r, n) => at(r.callDateTime, n)),
    column('callTaker', 'Call Taker', (r, n) => n.users.get(r.callTakerId) ?? ''),
    column('status', 'Status', (r) => r.status),
    column('closedOn', 'Closed On', (r, n) => at(r.closedOn, n)),
    column('patientLastName', 'Patient Last Name', (r) => r.patient.lastName),
    column('patientFirstName', 'Patient First Name', (r) => r.patient.firstName),
    column('patientDateOfBirth', 'Patient Date of Birth', (r, n) =>
      r.patient.dateOfBirth ? formatDate(r.patient.dateOfBirth, n.timeZone) : '',
    ),
  ];
}

/**
 * Every column of a category, by section; each label unique in the export (the field sections'
 * are by their subjects, domain `reportFieldSectionsOf`; a field label the record's own columns
 * also have carries its section's name).
 */
function allColumns<C extends ReportCategory>(d: StrokeExportDeclaration<C>, category: C) {
  const sections = [
    {
      sectionId: RECORD,
      sectionName: 'Record',
      columns: recordColumns(d.serviceName, d.isFollowup(category)),
    },
    ...d.fieldSections(category).map((s) => ({
      sectionId: s.sectionId,
      sectionName: s.sectionName,
      columns: s.fields.map(
        (field): Column => ({
          id: reportColumnId(s.sectionId, field.name),
          name: field.label,
          value: (r, n) =>
            formatted(field, valueAt(r.sections[s.sectionId], field.name), n, d.formatters) ?? '',
        }),
      ),
    })),
  ];
  const names = columnLabelsInSections(
    sections.map((s) => ({ subject: s.sectionName, labels: s.columns.map((c) => c.name) })),
  );
  return sections.map((s, i) => ({
    ...s,
    columns: s.columns.map((c, j) => ({ ...c, name: names[i]?.[j] ?? c.name })),
  }));
}

/** GET .../generate/csv/columns?category=: the column picker's sections, every column checked. */
export function exportColumns<C extends ReportCategory>(
  d: StrokeExportDeclaration<C>,
  category: C,
): ReportSection[] {
  return allColumns(d, category).map((s) => ({
    sectionId: s.sectionId,
    sectionName: s.sectionName,
    columns: s.columns.map((c) => ({ id: c.id, name: c.name, isChecked: true })),
  }));
}

/** The columns a request checked (all when it sends no sections), in the picker's order; 400 naming an unknown one. */
function chosenColumns<C extends ReportCategory>(
  d: StrokeExportDeclaration<C>,
  category: C,
  sections: readonly ReportSection[] | null,
): Column[] {
  const all = allColumns(d, category).flatMap((s) => s.columns);
  if (!sections) return all;
  const [unknown] = unknownColumnIds({ sections }, exportColumns(d, category));
  if (unknown) throw badRequest(M.unknownColumn(unknown));
  const checked = new Set(checkedColumnIds(sections));
  return all.filter((c) => checked.has(c.id));
}

/** The hospital and user names a batch's cells show, read once per batch. */
async function namesOf(
  ctx: CaseContext,
  records: readonly StrokeExportRecord[],
  sections: readonly ReportFieldSection[],
): Promise<PdfNames> {
  const ids = idsIn(
    records.flatMap((r) => sections.map((s) => [r.sections[s.sectionId], s.fields] as const)),
  );
  const userIds = [...new Set([...ids.users, ...records.map((r) => r.callTakerId)])];
  const [hospitals, users] = await readTogether(ctx.db, [
    () => lookups.providerFacts(ctx.db, ids.hospitals),
    () => lookups.userNames(ctx.db, userIds),
  ] as const);
  return { hospitals, users, timeZone: ctx.config.timeZone };
}

export interface CsvExport {
  fileName: string;
  rowCount: number;
  /** Null when there is nothing to export (the route answers 204). */
  stream: Readable | null;
}

/** The filter of an export: the dashboard's, in the service's time zone and the user's scope. */
export function exportFilterOf(ctx: CaseContext, query: ReportSearchQuery | null): ExportFilter {
  return { ...(query ?? {}), timeZone: ctx.config.timeZone, scope: ctx.scope };
}

/** Writes an export's audit event (who, the filter, what, how many rows). */
export async function auditExport(
  ctx: CaseContext,
  app: string,
  entity: string,
  after: Record<string, unknown>,
): Promise<void> {
  await recordAudit(ctx.db, ctx.actor, {
    action: `${app}.${entity}.export`,
    entityType: `${app}_${entity}`,
    after,
  });
}

/**
 * POST .../generate/csv: the consults or follow-ups (of the consults) the filters find, with the
 * checked columns, as {VST|VTIS}_{category}_Report.csv (§9).
 */
export async function exportCsv<C extends ReportCategory>(
  d: StrokeExportDeclaration<C>,
  ctx: CaseContext,
  input: { category: C; query: ReportSearchQuery | null; sections: readonly ReportSection[] | null },
): Promise<CsvExport> {
  const filter = exportFilterOf(ctx, input.query);
  const columns = chosenColumns(d, input.category, input.sections);
  const rowCount = await d.count(ctx, filter, input.category);
  await auditExport(ctx, d.app, d.isFollowup(input.category) ? 'followup' : 'consult', {
    category: input.category,
    filter: input.query,
    columns: columns.map((c) => c.id),
    rowCount,
  });
  const fileName = csvReportFileName(input.category);
  if (!rowCount) return { fileName, rowCount, stream: null };
  const sections = d.fieldSections(input.category);
  async function* rows() {
    for await (const batch of d.batches(ctx, filter, input.category)) {
      const names = await namesOf(ctx, batch, sections);
      yield batch.map((r) => columns.map((c) => c.value(r, names)));
    }
  }
  return {
    fileName,
    rowCount,
    stream: csvStream(
      columns.map((c) => c.name),
      rows(),
    ),
  };
}

/**
 * A CSV answer: 204 with no body when there is nothing to export, else the stream as an
 * attachment, with its row count (x-row-count: the web shows the progress against it).
 */
export function sendCsv(reply: FastifyReply, csv: CsvExport) {
  if (!csv.stream) return reply.code(204).send();
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.fileName}"`)
    .header('x-row-count', String(csv.rowCount))
    .send(csv.stream);
}

/** Rows an export reads per query. */
export const EXPORT_BATCH = 500;

/**
 * Rows read a batch of ids at a time: the ids the export found (newest first, read once by the
 * caller: 1,000,000 ids are 8 MB) sliced into batches, each read by its ids (`read`, the primary
 * key), so no batch re-runs the export's filter. (A keyset over the filter re-ran its subquery for
 * every batch: 95 s for 100,000 consults, docs/performance.md "VST exports and reports".)
 */
export async function* idBatches<T>(
  ids: readonly number[],
  read: (ids: number[]) => Promise<T[]>,
  size = EXPORT_BATCH,
): AsyncGenerator<T[]> {
  for (let at = 0; at < ids.length; at += size) {
    const rows = await read(ids.slice(at, at + size));
    if (rows.length) yield rows;
  }
}
