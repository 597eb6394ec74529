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

/** The report page's {type} (§2.1: /vst/consults/reports/{type}, /vst/vtisconsults/reports/{type}). */
export const REPORT_PAGE_TYPES = ['consult', 'followup'] as const;
export type ReportPageType = (typeof REPORT_PAGE_TYPES)[number];

/** The category of a report page: the VST or VTIS consult or follow-up form. */
export function reportCategoryOf(area: 'vst' | 'vtis', type: ReportPageType): ReportCategory {
  if (area === 'vst') return type === 'consult' ? 'Consult' : 'Followup';
  return type === 'consult' ? 'VtisConsult' : 'VtisFollowup';
}

/** The file the web saves (§2.12, §9): VST_{category}_Report.csv. */
export const csvReportFileName = (category: ReportCategory): string => `VST_${category}_Report.csv`;

/** GET .../generate/csv/columns?category= (§7.1). */
export const reportColumnsQuerySchema = z.object({
  category: z.enum(REPORT_CATEGORIES, { error: M.required }),
});
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

/**
 * The column groups of a form, in form order, from its sections (key order of `fields`, titled by
 * the form's section list: vst/sections.ts, vtis/sections.ts) and its field declarations; none
 * ticked.
 */
export function reportSectionsOf(
  sections: readonly { data: string | null; title: string }[],
  fields: Readonly<Record<string, readonly FieldDeclaration[]>>,
): ReportSection[] {
  return Object.entries(fields).map(([sectionId, list]) => ({
    sectionId,
    sectionName: sections.find((s) => s.data === sectionId)?.title ?? sectionId,
    columns: list.map((f) => ({ id: reportColumnId(sectionId, f.name), name: f.label, isChecked: false })),
  }));
}

/** The dashboard's filters as the report sends them (§3.8 searchQuery, vtisSearchQuery). */
const searchQuerySchema = z.object(dashboardFilterShape).pick({
  keyword: true,
  hospitalId: true,
  neurologistId: true,
  fromDate: true,
  toDate: true,
});

/** The ticked column ids, in the order sent. */
export function checkedColumnIds(sections: readonly Pick<ReportSection, 'columns'>[]): string[] {
  return sections.flatMap((s) => s.columns.filter((c) => c.isChecked).map((c) => c.id));
}

/**
 * POST .../generate/csv (§3.8, §7.1): category, searchQuery (the dashboard's keyword, hospital,
 * neurologist and date range), sections with their ticked columns, vtisSearchQuery (the VTIS
 * dashboard's, for the VTIS exports). At least one column is ticked; the server checks the ids
 * against the category's columns (`unknownColumnIds`).
 */
export const reportExportRequestSchema = z
  .object({
    category: z.enum(REPORT_CATEGORIES, { error: M.required }),
    searchQuery: searchQuerySchema
      .superRefine(checkDateRange)
      .nullish()
      .transform((v) => v ?? null),
    vtisSearchQuery: searchQuerySchema
      .superRefine(checkDateRange)
      .nullish()
      .transform((v) => v ?? null),
    sections: z.array(reportSectionSchema).max(50),
  })
  .superRefine((v, ctx) => {
    if (checkedColumnIds(v.sections).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['sections'], message: M.noColumnChosen });
    }
  });
export type ReportExportRequestInput = z.input<typeof reportExportRequestSchema>;
export type ReportExportRequest = z.output<typeof reportExportRequestSchema>;

/** The ticked ids the category does not offer (the server answers 400 naming them). */
export function unknownColumnIds(
  request: Pick<ReportExportRequest, 'sections'>,
  offered: readonly ReportSection[],
): string[] {
  const known = new Set(offered.flatMap((s) => s.columns.map((c) => c.id)));
  return checkedColumnIds(request.sections).filter((id) => !known.has(id));
}
