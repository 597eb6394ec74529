import type { Readable } from 'node:stream';
import { formatDate, formatDateTime } from '@scout/domain/cases/dates';
import { ageOn, todayIn } from '@scout/domain/patients/dates';
import type { FieldDeclaration } from '@scout/domain/stroke/field-kit';
import { AUSCR_FILE_NAME, AUSCR_HEADER, auscrRow } from '@scout/domain/vtis/auscr';
import { VTIS_CONSULT_FIELDS, VTIS_FOLLOWUP_FIELDS } from '@scout/domain/vtis/field-labels';
import { VTIS_STATUS_OPTIONS } from '@scout/domain/vtis/options';
import { vtisRecordStatus, vtisStudyId } from '@scout/domain/vtis/rules';
import { VTIS_CONSULT_SECTIONS, VTIS_FOLLOWUP_SECTIONS } from '@scout/domain/vtis/sections';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { CaseContext } from '../cases/case-module.ts';
import { csvStream } from '../stroke/csv.ts';
import type { ExportSearchQuery, ExportSection } from '../stroke/export.schema.ts';
import * as lookups from '../stroke/lookups.repo.ts';
import { formatted, valueAt } from '../stroke/pdf/field-rows.ts';
import { recordHospitalId } from '../stroke/record-view.ts';
import * as exportRepo from './export.repo.ts';
import { VTIS_PDF_FORMATTERS } from './pdf/formatters.ts';
import { consultStatus } from './views.ts';

/**
 * The VTIS exports (spec 3 §2.3 "Export Data: VTIS Consult / VTIS Follow Up / AuSCR", §7.2, §9;
 * issue 13 item 8): CSV streamed a batch of records at a time (modules/stroke/csv.ts: UTF-8 BOM,
 * formula cells defused), of the records the dashboard's filters find in the user's provider scope;
 * 204 (the web shows "No records found for this report") when there are none. Every export is
 * audited with its filter and row count (`vtis.<consult|followup|auscr>.export`).
 */

export const VTIS_EXPORT_CATEGORIES = ['VtisConsult', 'VtisFollowup'] as const;
export type VtisExportCategory = (typeof VTIS_EXPORT_CATEGORIES)[number];

type Loose = Record<string, unknown> | null | undefined;
type Fields = Record<string, readonly FieldDeclaration[]>;

/** One column: its id in the column picker, its header, and how a record's cell is written. */
interface Column<R> {
  id: string;
  name: string;
  value(record: R, ctx: CellContext): string;
}
interface CellContext {
  names: { hospitals: Map<number, lookups.ProviderFacts>; users: Map<number, string>; timeZone: string };
}

/** What a row of the consult or follow-up export reads. */
interface ExportRecord {
  studyId: string;
  consultStudyId: string;
  callDateTime: Date;
  callTakerId: number;
  status: string;
  closedOn: Date | null;
  patient: { firstName: string; lastName: string; dateOfBirth: string | null };
  sections: Record<string, Loose>;
}

const statusLabel = (status: string) => VTIS_STATUS_OPTIONS.find((o) => o.value === status)?.label ?? status;

/** The record columns every export starts with (no field declaration: the record's own fields). */
function recordColumns(category: VtisExportCategory): Column<ExportRecord>[] {
  const at = (d: Date | null, c: CellContext) => (d ? formatDateTime(d.toISOString(), c.names.timeZone) : '');
  return [
    { id: 'record.studyId', name: 'Study ID', value: (r) => r.studyId },
    ...(category === 'VtisFollowup'
      ? [
          {
            id: 'record.consultStudyId',
            name: 'VTIS Consult Study ID',
            value: (r: ExportRecord) => r.consultStudyId,
          },
        ]
      : []),
    { id: 'record.callDateTime', name: 'Call Date/Time', value: (r, c) => at(r.callDateTime, c) },
    { id: 'record.callTaker', name: 'Call Taker', value: (r, c) => c.names.users.get(r.callTakerId) ?? '' },
    { id: 'record.status', name: 'Status', value: (r) => statusLabel(r.status) },
    { id: 'record.closedOn', name: 'Closed On', value: (r, c) => at(r.closedOn, c) },
    { id: 'record.patientLastName', name: 'Patient Last Name', value: (r) => r.patient.lastName },
    { id: 'record.patientFirstName', name: 'Patient First Name', value: (r) => r.patient.firstName },
    {
      id: 'record.patientDateOfBirth',
      name: 'Patient Date of Birth',
      value: (r, c) => (r.patient.dateOfBirth ? formatDate(r.patient.dateOfBirth, c.names.timeZone) : ''),
    },
  ];
}

/** The form's sections of a category, each with its declared fields (the export picker's groups). */
function layoutOf(category: VtisExportCategory) {
  const isConsult = category === 'VtisConsult';
  const fields = (isConsult ? VTIS_CONSULT_FIELDS : VTIS_FOLLOWUP_FIELDS) as unknown as Fields;
  return (isConsult ? VTIS_CONSULT_SECTIONS : VTIS_FOLLOWUP_SECTIONS)
    .filter((s) => s.data !== null && fields[s.data])
    .map((s) => ({
      sectionId: s.data as string,
      sectionName: s.title,
      fields: fields[s.data as string] ?? [],
    }));
}

/** Every column of a category, by section (the field declarations give ids, headers and cell text). */
function allColumns(category: VtisExportCategory) {
  return [
    { sectionId: 'record', sectionName: 'Record', columns: recordColumns(category) },
    ...layoutOf(category).map((s) => ({
      sectionId: s.sectionId,
      sectionName: s.sectionName,
      columns: s.fields.map(
        (field): Column<ExportRecord> => ({
          id: `${s.sectionId}.${field.name}`,
          name: field.label,
          value: (r, c) =>
            formatted(field, valueAt(r.sections[s.sectionId], field.name), c.names, VTIS_PDF_FORMATTERS) ??
            '',
        }),
      ),
    })),
  ];
}

/** GET /vtisdataexport/generate/csv/columns?category=: the column picker's sections, every column checked. */
export function exportColumns(category: VtisExportCategory): ExportSection[] {
  return allColumns(category).map((s) => ({
    sectionId: s.sectionId,
    sectionName: s.sectionName,
    columns: s.columns.map((c) => ({ id: c.id, name: c.name, isChecked: true })),
  }));
}

/** The columns a request checked (all when it sends no sections), in the picker's order. */
function chosenColumns(category: VtisExportCategory, sections: ExportSection[] | null) {
  const all = allColumns(category).flatMap((s) => s.columns);
  if (!sections) return all;
  const checked = new Set(sections.flatMap((s) => s.columns.filter((c) => c.isChecked).map((c) => c.id)));
  return all.filter((c) => checked.has(c.id));
}

/** The hospitals and users a batch's cells name, read once per batch. */
async function cellContext(db: Db, records: ExportRecord[], timeZone: string): Promise<CellContext> {
  const hospitals = new Set<number>();
  const users = new Set<number>(records.map((r) => r.callTakerId));
  for (const r of records) {
    for (const section of Object.values(r.sections)) {
      for (const key of ['referrerHospitalId', 'patientHospitalId']) {
        const id = section?.[key];
        if (typeof id === 'number') hospitals.add(id);
      }
      if (typeof section?.specialistId === 'number') users.add(section.specialistId);
    }
  }
  const [h, u] = await Promise.all([
    lookups.providerFacts(db, [...hospitals]),
    lookups.userNames(db, [...users]),
  ]);
  return { names: { hospitals: h, users: u, timeZone } };
}

export interface CsvExport {
  fileName: string;
  rowCount: number;
  /** Null when there is nothing to export (the route answers 204). */
  stream: Readable | null;
}

function filterOf(ctx: CaseContext, query: ExportSearchQuery | null): exportRepo.ExportFilter {
  return { ...(query ?? {}), timeZone: ctx.config.timeZone, scope: ctx.scope };
}

async function audited(ctx: CaseContext, entity: string, after: Record<string, unknown>): Promise<void> {
  await recordAudit(ctx.db, ctx.actor, {
    action: `vtis.${entity}.export`,
    entityType: `vtis_${entity}`,
    after,
  });
}

/**
 * POST /vtisdataexport/generate/csv (§7.2): the consults (category VtisConsult) or the follow-ups of
 * the consults (VtisFollowup) the filters (`vtisSearchQuery`) find, with the checked columns, as
 * VTIS_{category}_Report.csv (as VST's VST_{category}_Report.csv, §9).
 */
export async function exportCsv(
  ctx: CaseContext,
  input: {
    category: VtisExportCategory;
    vtisSearchQuery: ExportSearchQuery | null;
    sections: ExportSection[] | null;
  },
): Promise<CsvExport> {
  const filter = filterOf(ctx, input.vtisSearchQuery);
  const columns = chosenColumns(input.category, input.sections);
  const isConsult = input.category === 'VtisConsult';
  const rowCount = isConsult
    ? await exportRepo.countConsults(ctx.db, filter, false)
    : await exportRepo.countFollowups(ctx.db, filter);
  const entity = isConsult ? 'consult' : 'followup';
  await audited(ctx, entity, {
    category: input.category,
    filter: input.vtisSearchQuery,
    columns: columns.map((c) => c.id),
    rowCount,
  });
  const fileName = `VTIS_${input.category}_Report.csv`;
  if (!rowCount) return { fileName, rowCount, stream: null };
  const timeZone = ctx.config.timeZone;
  async function* records(): AsyncGenerator<ExportRecord[]> {
    if (isConsult) {
      for await (const batch of exportRepo.consultBatches(ctx.db, filter, false)) {
        yield batch.map(({ consult, patient }) => ({
          studyId: vtisStudyId('VtisConsult', consult.id),
          consultStudyId: vtisStudyId('VtisConsult', consult.id),
          callDateTime: consult.callDateTime,
          callTakerId: consult.callTakerId,
          status: consultStatus(consult),
          closedOn: consult.closedOn,
          patient,
          sections: consult as unknown as Record<string, Loose>,
        }));
      }
      return;
    }
    for await (const batch of exportRepo.followupBatches(ctx.db, filter)) {
      yield batch.map(({ followup, patient, consult }) => ({
        studyId: vtisStudyId('VtisFollowup', followup.id),
        consultStudyId: vtisStudyId('VtisConsult', followup.vtisConsultId),
        callDateTime: followup.callDateTime,
        callTakerId: followup.callTakerId,
        status: vtisRecordStatus({ isActive: followup.isActive, closedOn: followup.closedOn?.toISOString() }),
        closedOn: followup.closedOn,
        patient,
        sections: {
          ...(followup as unknown as Record<string, Loose>),
          patientInformation: (consult?.patientInformation ?? null) as Loose,
        },
      }));
    }
  }
  async function* rows() {
    for await (const batch of records()) {
      const cells = await cellContext(ctx.db, batch, timeZone);
      yield batch.map((r) => columns.map((c) => c.value(r, cells)));
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
 * POST /vtisdataexport/generate/auscr (§7.2, §9; issue 13 item 8): AUSCR_Report.csv for the
 * Australian Stroke Clinical Registry, one row per VTIS consult the filters (`vtisSearchQuery`, the
 * dashboard's: call time range, hospital, neurologist, keyword) find that has hospital
 * documentation (open or completed, as the issue words it; the documentation's own state is not a
 * registry variable), with the registry's columns and codes (domain vtis/auscr.ts,
 * docs/auscr-mapping.md). Needs the AuSCR export privilege (the route's rule).
 */
export async function exportAuscr(
  ctx: CaseContext,
  vtisSearchQuery: ExportSearchQuery | null,
): Promise<CsvExport> {
  const filter = filterOf(ctx, vtisSearchQuery);
  const rowCount = await exportRepo.countConsults(ctx.db, filter, true);
  await audited(ctx, 'auscr', { category: 'VtisConsult', filter: vtisSearchQuery, rowCount });
  if (!rowCount) return { fileName: AUSCR_FILE_NAME, rowCount, stream: null };
  const today = todayIn(ctx.config.timeZone);
  async function* rows() {
    for await (const batch of exportRepo.consultBatches(ctx.db, filter, true)) {
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
