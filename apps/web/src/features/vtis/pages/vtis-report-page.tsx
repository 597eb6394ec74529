import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { CsvReport } from '../../stroke/components/csv-report.tsx';
import { sentDashboardFilters, storedDashboardFilters } from '../../stroke/components/stroke-dashboard.tsx';
import {
  useVtisExportColumns,
  useVtisExports,
  VTIS_EXPORT_CATEGORY,
  type VtisReportType,
} from '../api/exports.ts';
import { VTIS_DASHBOARD_STORAGE_KEY } from './vtis-dashboard-page.tsx';

const TITLE: Record<VtisReportType, string> = {
  consult: M.exportConsultButton,
  followup: M.exportFollowupButton,
};

const isReportType = (type: string | undefined): type is VtisReportType =>
  type === 'consult' || type === 'followup';

/**
 * Export Data: VTIS Consult / VTIS Follow Up (/vst/vtisconsults/reports/{type}, spec 3 §2.12,
 * §7.2): the shared column picker over GET /vtisdataexport/generate/csv/columns; Export Report
 * sends the VTIS dashboard's filters (as kept in session storage) with the ticked columns to POST
 * /vtisdataexport/generate/csv and saves VTIS_{category}_Report.csv.
 */
export function VtisReportPage() {
  const { type } = useParams();
  if (!isReportType(type)) return <NotFoundPage />;
  return <VtisReport type={type} />;
}

function VtisReport({ type }: { type: VtisReportType }) {
  useDocumentTitle(TITLE[type]);
  const category = VTIS_EXPORT_CATEGORY[type];
  const columns = useVtisExportColumns(category);
  const exports = useVtisExports();
  return (
    <>
      <PageHeading title={TITLE[type]} subtitle="VTIS" />
      <CsvReport
        sections={columns.data}
        loading={columns.isLoading}
        failed={columns.isError}
        fileName={`VTIS_${category}_Report.csv`}
        noRecords={M.noRecordsForReport}
        exportCsv={(sections) =>
          exports.csv(
            category,
            sentDashboardFilters(storedDashboardFilters(VTIS_DASHBOARD_STORAGE_KEY)),
            sections,
          )
        }
      />
    </>
  );
}
