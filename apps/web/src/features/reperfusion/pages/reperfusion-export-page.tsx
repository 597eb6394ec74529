import { DownloadOutlined } from '@ant-design/icons';
import { REPERFUSION_EXPORT_FILE_NAME } from '@scout/domain/reperfusion/dashboard.schema';
import { DIRECTOR_REVIEW_STATUSES } from '@scout/domain/reperfusion/options';
import { VTIS_MESSAGES } from '@scout/domain/vtis/messages';
import { Button, Descriptions, Space } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { hospitalLabel, useStrokeHospitals } from '../../stroke/api/lookups.ts';
import { VST_AREA } from '../../stroke/api/vst-area.ts';
import { useSaveExport } from '../../stroke/components/use-save-export.ts';
import { useReperfusionExport } from '../api/reperfusion-api.ts';
import { REPERFUSION_TITLE, storedExportQuery } from './reperfusion-dashboard-page.tsx';

const REVIEW_LABEL = new Map<string, string>(DIRECTOR_REVIEW_STATUSES.map((s) => [s.value, s.label]));

/**
 * Export Data (/vst/reperfusion-cases/reports/export-data, spec 3 §2.11, §7.3): downloads GET
 * /reperfusion-cases/export-data with the register's filters as the dashboard keeps them (dates
 * as calendar days) once when opened, and again on Download; the file is named by the
 * content-disposition header (ReperfusionCasesDataExport.csv otherwise); a 204 says "No records
 * found for this report" (§8.1).
 */
export function ReperfusionExportPage() {
  useDocumentTitle(`Export Data - ${REPERFUSION_TITLE}`);
  const query = useRef(storedExportQuery()).current;
  const exportData = useReperfusionExport();
  const saveExport = useSaveExport();
  const hospitals = useStrokeHospitals(VST_AREA);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const run = useCallback(() => {
    setBusy(true);
    void saveExport(
      () => exportData(query),
      REPERFUSION_EXPORT_FILE_NAME,
      VTIS_MESSAGES.noRecordsForReport,
    ).finally(() => setBusy(false));
  }, [saveExport, exportData, query]);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  }, [run]);
  const hospital = (id?: number) => {
    const h = id === undefined ? undefined : hospitals.byId.get(id);
    return h ? hospitalLabel(h) : 'Any';
  };
  return (
    <>
      <PageHeading title="Export Data" subtitle={REPERFUSION_TITLE} />
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Descriptions size="small" column={1} bordered title="Filters">
          <Descriptions.Item label="Search">{query.keyword ?? 'Any'}</Descriptions.Item>
          <Descriptions.Item label="Referral Hospital">
            {hospital(query.referralHospitalId)}
          </Descriptions.Item>
          <Descriptions.Item label="Destination Hospital">
            {hospital(query.destinationHospitalId)}
          </Descriptions.Item>
          <Descriptions.Item label="From">
            {query.fromDate ? formatDate(query.fromDate) : 'Any'}
          </Descriptions.Item>
          <Descriptions.Item label="To">{query.toDate ? formatDate(query.toDate) : 'Any'}</Descriptions.Item>
          <Descriptions.Item label="Director Review">
            {query.directorReviewStatus ? (REVIEW_LABEL.get(query.directorReviewStatus) ?? 'Any') : 'Any'}
          </Descriptions.Item>
        </Descriptions>
        <Space>
          <Button type="primary" icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={run}>
            Download
          </Button>
          <Link to={paths.vst.reperfusionCases.getHref()} tabIndex={-1}>
            <Button>Dashboard</Button>
          </Link>
        </Space>
      </Space>
    </>
  );
}
