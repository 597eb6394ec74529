import { checkDateRange, dashboardFilterShape } from '@scout/domain/stroke/dashboard.schema';
import { z } from 'zod';

/**
 * The report export request of spec 3 §3.8 ("category, searchQuery (keyword, hospitalId,
 * neurologistId, fromDate, toDate), sections (sectionId, sectionName, columns with id, name,
 * isChecked), vtisSearchQuery") and the column definitions of GET .../generate/csv/columns, for the
 * VST and VTIS CSV exports (§7.1, §7.2).
 *
 * NOTE: these belong in packages/domain (the web's export page needs them too); the domain has no
 * export schema yet (the reports issue), so they are the server's until it moves there.
 */

/** The dashboard filters as a JSON body sends them (null for a cleared filter). */
const nullToUndefined = (v: unknown) =>
  v && typeof v === 'object'
    ? Object.fromEntries(Object.entries(v).filter(([, value]) => value !== null))
    : v;
const {
  pageSize: _pageSize,
  pageNumber: _pageNumber,
  includeFollowUps: _followUps,
  ...filterShape
} = dashboardFilterShape;
export const exportSearchQuerySchema = z.preprocess(
  nullToUndefined,
  z.object(filterShape).superRefine(checkDateRange),
);
export type ExportSearchQuery = z.output<typeof exportSearchQuerySchema>;

export const exportColumnSchema = z.object({
  id: z.string().max(200),
  name: z.string().max(500),
  isChecked: z.boolean().default(true),
});
export const exportSectionSchema = z.object({
  sectionId: z.string().max(200),
  sectionName: z.string().max(500),
  columns: z.array(exportColumnSchema).max(500),
});
export type ExportSection = z.infer<typeof exportSectionSchema>;
export const exportSectionsSchema = z.array(exportSectionSchema).max(50);

/** POST .../generate/csv and .../generate/auscr: which records (the filters) and which columns. */
export function exportRequestSchema<const C extends readonly [string, ...string[]]>(categories: C) {
  return z.object({
    category: z.enum(categories),
    searchQuery: exportSearchQuerySchema.nullable().default(null),
    vtisSearchQuery: exportSearchQuerySchema.nullable().default(null),
    sections: exportSectionsSchema.nullable().default(null),
  });
}

/** GET .../generate/csv/columns?category=. */
export function exportColumnsQuerySchema<const C extends readonly [string, ...string[]]>(categories: C) {
  return z.object({ category: z.enum(categories) });
}
