import { z } from 'zod';
import { checkDateRange, dashboardFilterShape } from '../stroke/dashboard.schema.ts';
import type { FieldDeclaration } from '../stroke/field-kit.ts';
import { STROKE_LIMITS as L } from '../stroke/limits.ts';
import { STROKE_RECORD_TYPES, type StrokeRecordType } from '../stroke/record-types.ts';
import { REPORT_MESSAGES as M } from './messages.ts';

/**
 * The CSV report of a stroke form (spec 3 §2.12, §3.8 report export request, §7.1, §7.2):
 * GET /vstdataexport/generate/csv/columns?category= lists the columns of every section of the
 * consult or follow-up form, built from the form's field declarations (one definition shared with
 * the forms: a field added to a section appears in both); the page shows them as checkbox groups
 * per section with Select All; POST /vstdataexport/generate/csv sends the columns back with the
 * dashboard's filters and answers VST_{category}_Report.csv (204: "No records found for this
 * report"). The VTIS exports (/vtisdataexport) use the same request with the VTIS categories.
 * Export needs the VST (or VTIS) export privilege (access/rules.ts `canExportVstData`,
 * `canExportVtisData`).
 */

/** The record types a report is of (§3.8 category): VST consult and follow-up, VTIS consult and follow-up. */
export const REPORT_CATEGORIES = STROKE_RECORD_TYPES;
export type ReportCategory = StrokeRecordType;

/** The categories of each service's export calls (§7.1 /vstdataexport, §7.2 /vtisdataexport). */
export const VST_REPORT_CATEGORIES = ['Consult', 'Followup'] as const satisfies readonly ReportCategory[];
export const VTIS_REPORT_CATEGORIES = [
  'VtisConsult',
  'VtisFollowup',
] as const satisfies readonly ReportCategory[];
type Categories = readonly [ReportCategory, ...ReportCategory[]];

/** The report page's {type} (§2.1: /vst/consults/reports/{type}, /vst/vtisconsults/reports/{type}). */
export const REPORT_PAGE_TYPES = ['consult', 'followup'] as const;
export type ReportPageType = (typeof REPORT_PAGE_TYPES)[number];

/** The category of a report page: the VST or VTIS consult or follow-up form. */
export function reportCategoryOf(area: 'vst' | 'vtis', type: ReportPageType): ReportCategory {
  if (area === 'vst') return type === 'consult' ? 'Consult' : 'Followup';
  return type === 'consult' ? 'VtisConsult' : 'VtisFollowup';
}

/**
 * The file of a CSV report (§2.12, §9): VST_{category}_Report.csv; the VTIS exports, which the
 * spec does not name, likewise with their own prefix (VTIS_VtisConsult_Report.csv).
 */
export const csvReportFileName = (category: ReportCategory): string =>
  `${category.startsWith('Vtis') ? 'VTIS' : 'VST'}_${category}_Report.csv`;

/** GET .../generate/csv/columns?category= (§7.1) of a service's categories. */
export const reportColumnsQuerySchemaOf = <const C extends Categories>(categories: C) =>
  z.object({ category: z.enum(categories, { error: M.required }) });
export const reportColumnsQuerySchema = reportColumnsQuerySchemaOf(REPORT_CATEGORIES);
export type ReportColumnsQuery = z.infer<typeof reportColumnsQuerySchema>;

/** A column (§3.8): its id ('{section}.{field}'), the name people read, and whether it is ticked. */
export const reportColumnSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(L.shortText * 2),
  name: z.string().max(L.shortText * 2),
  isChecked: z.boolean(),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

/** A section of columns (§3.8), a checkbox group of the report page. */
export const reportSectionSchema = z.object({
  sectionId: z.string().min(1).max(L.shortText),
  sectionName: z.string().max(L.shortText),
  columns: z.array(reportColumnSchema).max(500),
});
export type ReportSection = z.infer<typeof reportSectionSchema>;
export const reportColumnsResponseSchema = z.array(reportSectionSchema);

/** The id of a field's column: its section (the form's data property) and its name. */
export const reportColumnId = (section: string, field: string): string => `${section}.${field}`;

/** A group of the picker with the field declarations its columns come from. */
export interface ReportFieldSection {
  sectionId: string;
  sectionName: string;
  /**
   * The field declarations, each labelled as its column: a label that another section of the
   * form also has carries this section's subject (`columnLabelsInSections`).
   */
  fields: readonly FieldDeclaration[];
}

/**
 * Column labels unique across an export (issue 23 item 5: a spreadsheet or a registry import
 * keys columns by their header): a label that more than one section has ('Hospital' of the
 * referrer and of the patient) is prefixed with each section's subject ('Referrer Hospital',
 * 'Patient Hospital'); a label only one section has is kept as the form shows it.
 */
export function columnLabelsInSections(
  sections: readonly { subject: string; labels: readonly string[] }[],
): string[][] {
  const sectionsWith = new Map<string, number>();
  for (const s of sections) {
    for (const label of new Set(s.labels)) sectionsWith.set(label, (sectionsWith.get(label) ?? 0) + 1);
  }
  return sections.map((s) =>
    s.labels.map((label) => ((sectionsWith.get(label) ?? 0) > 1 ? `${s.subject} ${label}` : label)),
  );
}

/**
 * The field sections of a form in form order (its section list: vst/sections.ts,
 * vtis/sections.ts), titled as the form, each with its field declarations labelled as their
 * columns (`columnLabelsInSections`, by the section's `subject`, its title when it declares
 * none); sections without declared fields (views, attachments) are left out.
 */
export function reportFieldSectionsOf(
  sections: readonly { data: string | null; title: string; subject?: string }[],
  fields: Readonly<Record<string, readonly FieldDeclaration[]>>,
): ReportFieldSection[] {
  const found = sections.flatMap((s) => {
    const list = s.data === null ? undefined : fields[s.data];
    return s.data !== null && list ? [{ section: s, sectionId: s.data, fields: list }] : [];
  });
  const labels = columnLabelsInSections(
    found.map((s) => ({
      subject: s.section.subject ?? s.section.title,
      labels: s.fields.map((f) => f.label),
    })),
  );
  return found.map((s, i) => ({
    sectionId: s.sectionId,
    sectionName: s.section.title,
    fields: s.fields.map((f, j) => {
      const label = labels[i]?.[j] ?? f.label;
      return label === f.label ? f : { ...f, label };
    }),
  }));
}

/** The column groups of a form (`reportFieldSectionsOf`), each column ticked or not (`isChecked`). */
export function reportSectionsOf(
  sections: readonly { data: string | null; title: string }[],
  fields: Readonly<Record<string, readonly FieldDeclaration[]>>,
  isChecked = false,
): ReportSection[] {
  return reportFieldSectionsOf(sections, fields).map((s) => ({
    sectionId: s.sectionId,
    sectionName: s.sectionName,
    columns: s.fields.map((f) => ({ id: reportColumnId(s.sectionId, f.name), name: f.label, isChecked })),
  }));
}

/** A JSON body's cleared filters (null) read as absent. */
const nullsDropped = (v: unknown) =>
  v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null)) : v;

/**
 * The dashboard's filters as the report sends them (§3.8 searchQuery, vtisSearchQuery: keyword,
 * hospital, neurologist, call time range; From not after To); null when there are none.
 */
export const reportSearchQuerySchema = z
  .preprocess(
    nullsDropped,
    z
      .object(dashboardFilterShape)
      .pick({ keyword: true, hospitalId: true, neurologistId: true, fromDate: true, toDate: true })
      .superRefine(checkDateRange),
  )
  .nullish()
  .transform((v) => v ?? null);
export type ReportSearchQuery = NonNullable<z.output<typeof reportSearchQuerySchema>>;

/** The ticked column ids, in the order sent (none for no sections). */
export function checkedColumnIds(sections: readonly Pick<ReportSection, 'columns'>[] | null): string[] {
  return (sections ?? []).flatMap((s) => s.columns.filter((c) => c.isChecked).map((c) => c.id));
}

/**
 * POST .../generate/csv (§3.8, §7.1, §7.2) of a service's categories: category, searchQuery (the
 * VST dashboard's filters), vtisSearchQuery (the VTIS dashboard's), sections with their ticked
 * columns. Sections null (the AuSCR call, §7.2) means every column; sent, at least one is ticked.
 * The server checks the ids against the category's columns (`unknownColumnIds`).
 */
export const reportExportRequestSchemaOf = <const C extends Categories>(categories: C) =>
  z
    .object({
      category: z.enum(categories, { error: M.required }),
      searchQuery: reportSearchQuerySchema,
      vtisSearchQuery: reportSearchQuerySchema,
      sections: z
        .array(reportSectionSchema)
        .max(50)
        .nullish()
        .transform((v) => v ?? null),
    })
    .superRefine((v, ctx) => {
      if (v.sections && checkedColumnIds(v.sections).length === 0) {
        ctx.addIssue({ code: 'custom', path: ['sections'], message: M.noColumnChosen });
      }
    });
export const reportExportRequestSchema = reportExportRequestSchemaOf(REPORT_CATEGORIES);
export type ReportExportRequestInput = z.input<typeof reportExportRequestSchema>;
export type ReportExportRequest = z.output<typeof reportExportRequestSchema>;

/** The ticked ids the category does not offer (the server answers 400 naming them). */
export function unknownColumnIds(
  request: { sections: readonly Pick<ReportSection, 'columns'>[] | null },
  offered: readonly ReportSection[],
): string[] {
  const known = new Set(offered.flatMap((s) => s.columns.map((c) => c.id)));
  return checkedColumnIds(request.sections).filter((id) => !known.has(id));
}
