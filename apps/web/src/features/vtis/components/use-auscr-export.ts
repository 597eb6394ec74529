import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import type { StrokeDashboardQuery } from '../../stroke/components/dashboard-query.ts';
import { useSaveExport } from '../../stroke/components/use-save-export.ts';
import { AUSCR_FILE_NAME, useVtisExports } from '../api/exports.ts';

/**
 * Export Data: AuSCR (spec 3 §2.3, §7.2, §8.1): the dashboard's filters to POST
 * /vtisdataexport/generate/auscr, saved as AUSCR_Report.csv; "No records found for this report"
 * (info) on 204; any other failure shows its message.
 */
export function useAuscrExport() {
  const exports = useVtisExports();
  const saveExport = useSaveExport();
  return (query: Partial<StrokeDashboardQuery>) =>
    saveExport((onProgress) => exports.auscr(query, onProgress), AUSCR_FILE_NAME, M.noRecordsForReport);
}
