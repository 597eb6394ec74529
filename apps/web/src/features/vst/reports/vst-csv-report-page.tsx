import { CsvReportTypePage } from '../../stroke/components/csv-report.tsx';
import { VST_DASHBOARD_STORAGE_KEY } from '../pages/vst-dashboard-storage.ts';

/**
 * Export Data: Consult / Follow Up (/vst/consults/reports/{type}, spec 3 §2.12, §7.1; titled as
 * the VST dashboard's export buttons, §2.2): the shared CSV report page (checkbox groups of the
 * consult or follow-up form's columns per section, Export Report) over /vstdataexport/generate,
 * with the VST dashboard's stored filters (`searchQuery`), saving VST_{category}_Report.csv; "No
 * records found for this report" on 204.
 */
export function VstCsvReportPage() {
  return (
    <CsvReportTypePage
      area="vst"
      titles={{ consult: 'Export Data: Consult', followup: 'Export Data: Follow Up' }}
      subtitle="VST"
      base="/api/vst/vstdataexport/generate"
      storageKey={VST_DASHBOARD_STORAGE_KEY}
      queryField="searchQuery"
    />
  );
}
