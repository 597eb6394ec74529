import { AUSCR_FILE_NAME } from '@scout/domain/vtis/auscr';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { withQuery } from '../../../lib/with-query.ts';
import { type FetchedFile, useFetchFile } from '../../stroke/api/fetch-file.ts';
import type { StrokeDashboardQuery } from '../../stroke/components/stroke-dashboard.tsx';
import { VTIS_EXPORT, vtisKeys } from './vtis-api.ts';

/**
 * The VTIS exports (spec 3 §2.3, §3.8 report export request, §7.2): the consult and follow-up CSV
 * with a column picker, and the AuSCR registry export.
 */

/** The export categories of the VTIS report pages (/vst/vtisconsults/reports/{type}). */
export const VTIS_EXPORT_CATEGORY = { consult: 'VtisConsult', followup: 'VtisFollowup' } as const;
export type VtisReportType = keyof typeof VTIS_EXPORT_CATEGORY;

/** One column of the picker (§3.8: id, name, isChecked), in its section. */
export const exportColumnSchema = z.object({ id: z.string(), name: z.string(), isChecked: z.boolean() });
export const exportSectionSchema = z.object({
  sectionId: z.string(),
  sectionName: z.string(),
  columns: z.array(exportColumnSchema),
});
export type ExportSection = z.infer<typeof exportSectionSchema>;

/** GET /vtisdataexport/generate/csv/columns?category=: the picker's sections and columns. */
export function useVtisExportColumns(category: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: vtisKeys.exportColumns(category),
    queryFn: ({ signal }) =>
      api.get(withQuery(`${VTIS_EXPORT}/csv/columns`, { category }), {
        schema: z.array(exportSectionSchema),
        signal,
      }),
  });
}

/** The dashboard's filters as an export's search query (§3.8 searchQuery: keyword, hospital, neurologist, dates). */
export const exportSearchQuery = ({
  keyword,
  hospitalId,
  neurologistId,
  fromDate,
  toDate,
}: Partial<StrokeDashboardQuery>) => ({
  keyword: keyword ?? null,
  hospitalId: hospitalId ?? null,
  neurologistId: neurologistId ?? null,
  fromDate: fromDate ?? null,
  toDate: toDate ?? null,
});

/**
 * POST /vtisdataexport/generate/csv (§7.2: category, vtisSearchQuery, sections) and POST
 * /vtisdataexport/generate/auscr (vtisSearchQuery, category VtisConsult, searchQuery and sections
 * null): the CSV, or null on 204 (no records).
 */
export function useVtisExports() {
  const fetchFile = useFetchFile();
  return {
    csv: (
      category: string,
      query: Partial<StrokeDashboardQuery>,
      sections: ExportSection[],
    ): Promise<FetchedFile | null> =>
      fetchFile('POST', `${VTIS_EXPORT}/csv`, {
        category,
        searchQuery: null,
        vtisSearchQuery: exportSearchQuery(query),
        sections,
      }),
    auscr: (query: Partial<StrokeDashboardQuery>): Promise<FetchedFile | null> =>
      fetchFile('POST', `${VTIS_EXPORT}/auscr`, {
        category: VTIS_EXPORT_CATEGORY.consult,
        searchQuery: null,
        vtisSearchQuery: exportSearchQuery(query),
        sections: null,
      }),
  };
}

export { AUSCR_FILE_NAME };
