import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import { CsvReportTypePage } from '../../stroke/components/csv-report.tsx';
import { VTIS_EXPORT } from '../api/vtis-api.ts';
import { VTIS_DASHBOARD_STORAGE_KEY } from './vtis-dashboard-page.tsx';

/**
 * Export Data: VTIS Consult / VTIS Follow Up (/vst/vtisconsults/reports/{type}, spec 3 §2.12,
 * §7.2): the shared CSV report page over /vtisdataexport/generate with the VTIS dashboard's
 * filters (`vtisSearchQuery`), saving VTIS_{category}_Report.csv.
 */
export function VtisReportPage() {
  return (
    <CsvReportTypePage
      area="vtis"
      titles={{ consult: M.exportConsultButton, followup: M.exportFollowupButton }}
      subtitle="VTIS"
      base={VTIS_EXPORT}
      storageKey={VTIS_DASHBOARD_STORAGE_KEY}
      queryField="vtisSearchQuery"
      noRecords={M.noRecordsForReport}
    />
  );
}
