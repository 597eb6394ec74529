import { AUSCR_FILE_NAME } from '@scout/domain/vtis/auscr';
import { type FetchedFile, type OnDownloadProgress, useFetchFile } from '../../stroke/api/fetch-file.ts';
import { exportSearchQuery, type StrokeDashboardQuery } from '../../stroke/components/dashboard-query.ts';
import { VTIS_EXPORT } from './vtis-api.ts';

/**
 * The VTIS exports (spec 3 §2.3, §3.8 report export request, §7.2): the consult and follow-up CSV
 * are the shared report page's (stroke/components/csv-report.tsx `CsvReportPage`); the AuSCR
 * registry export is here.
 */

/**
 * POST /vtisdataexport/generate/auscr (§7.2: vtisSearchQuery, category VtisConsult, searchQuery and
 * sections null): the CSV, or null on 204 (no records).
 */
export function useVtisExports() {
  const fetchFile = useFetchFile();
  return {
    auscr: (
      query: Partial<StrokeDashboardQuery>,
      onProgress?: OnDownloadProgress,
    ): Promise<FetchedFile | null> =>
      fetchFile(
        'POST',
        `${VTIS_EXPORT}/auscr`,
        {
          category: 'VtisConsult',
          searchQuery: null,
          vtisSearchQuery: exportSearchQuery(query),
          sections: null,
        },
        onProgress,
      ),
  };
}

export { AUSCR_FILE_NAME };
