import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import {
  csvReportFileName,
  REPORT_PAGE_TYPES,
  type ReportCategory,
  type ReportPageType,
  type ReportSection,
  reportCategoryOf,
  reportColumnsResponseSchema,
} from '@scout/domain/reports/export-request.schema';
import { REPORT_MESSAGES } from '@scout/domain/reports/messages';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import { memo, useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { withQuery } from '../../../lib/with-query.ts';
import { type FetchedFile, type OnDownloadProgress, useFetchFile } from '../api/fetch-file.ts';
import { exportSearchQuery, sentDashboardFilters, storedDashboardFilters } from './dashboard-query.ts';
import { useSaveExport } from './use-save-export.ts';
import './csv-report.css';

/** A section of the column picker (spec 3 §3.8: sectionId, sectionName, columns with id, name, isChecked). */
export type CsvReportSection = ReportSection;

/**
 * A CSV report page's body (spec 3 §2.12: checkbox groups of columns per section and Export Report;
 * §8.1): the server's sections with their columns (all ticked at first), a Select All / None per
 * section, and Export Report, which sends the sections with what is ticked and saves the CSV
 * under the name the server gives (`fileName` otherwise); a 204 shows `noRecords` ("No records
 * found for this report", info), any other failure its message. The stroke export pages use it.
 */
export function CsvReport({
  sections,
  loading,
  failed,
  fileName,
  noRecords,
  exportCsv,
}: {
  sections: readonly CsvReportSection[] | undefined;
  loading: boolean;
  failed: boolean;
  fileName: string;
  noRecords: string;
  exportCsv: (sections: CsvReportSection[], onProgress: OnDownloadProgress) => Promise<FetchedFile | null>;
}) {
  const saveExport = useSaveExport();
  const [picked, setPicked] = useState<CsvReportSection[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(
    () => setPicked(sections ? sections.map((s) => ({ ...s, columns: [...s.columns] })) : []),
    [sections],
  );
  // One stable setter, so a click re-renders only the section it changes (a form has over 100 columns).
  const setColumns = useCallback(
    (sectionId: string, checked: (id: string, was: boolean) => boolean) =>
      setPicked((all) =>
        all.map((s) =>
          s.sectionId === sectionId
            ? { ...s, columns: s.columns.map((c) => ({ ...c, isChecked: checked(c.id, c.isChecked) })) }
            : s,
        ),
      ),
    [],
  );
  if (loading)
    return (
      <div role="status">
        <Spin description="Loading the columns" />
      </div>
    );
  if (failed) return <Alert type="error" showIcon title="The export columns could not be loaded." />;
  const anyTicked = picked.some((s) => s.columns.some((c) => c.isChecked));
  const run = async () => {
    setBusy(true);
    await saveExport((onProgress) => exportCsv(picked, onProgress), fileName, noRecords);
    setBusy(false);
  };
  return (
    <div className="csv-report">
      {picked.map((section) => (
        <ColumnGroup key={section.sectionId} section={section} setColumns={setColumns} />
      ))}
      {anyTicked ? null : <span className="csv-report__warning">{REPORT_MESSAGES.noColumnChosen}</span>}
      <div>
        <Button
          type="primary"
          icon={<DownloadOutlined aria-hidden />}
          loading={busy}
          disabled={!anyTicked}
          onClick={() => void run()}
        >
          Export Report
        </Button>
      </div>
    </div>
  );
}

/** A section's checkbox group with Select All and None. */
const ColumnGroup = memo(function ColumnGroup({
  section,
  setColumns,
}: {
  section: CsvReportSection;
  setColumns: (sectionId: string, checked: (id: string, was: boolean) => boolean) => void;
}) {
  return (
    <Card
      size="small"
      title={section.sectionName}
      extra={
        <Flex wrap gap={8} align="center">
          <Button size="small" onClick={() => setColumns(section.sectionId, () => true)}>
            Select All
          </Button>
          <Button size="small" onClick={() => setColumns(section.sectionId, () => false)}>
            None
          </Button>
        </Flex>
      }
    >
      <fieldset aria-label={section.sectionName} className="csv-report__columns">
        {section.columns.map((c) => (
          <Checkbox
            key={c.id}
            value={c.id}
            checked={c.isChecked}
            onChange={(event) =>
              setColumns(section.sectionId, (id, was) => (id === c.id ? event.target.checked : was))
            }
          >
            {c.name}
          </Checkbox>
        ))}
      </fieldset>
    </Card>
  );
});

/**
 * A stroke service's CSV report page (spec 3 §2.12, §3.8, §7.1, §7.2): the picker over GET
 * {base}/csv/columns?category=; Export Report sends the ticked columns with the service's
 * dashboard filters (as kept in session storage under `storageKey`) to POST {base}/csv, as
 * `searchQuery` (VST) or `vtisSearchQuery` (VTIS), and saves {VST|VTIS}_{category}_Report.csv.
 */
export function CsvReportPage({
  title,
  subtitle,
  base,
  category,
  storageKey,
  queryField,
  noRecords = REPORT_MESSAGES.noRecords,
}: {
  title: string;
  subtitle: string;
  base: string;
  category: ReportCategory;
  storageKey: string;
  queryField: 'searchQuery' | 'vtisSearchQuery';
  noRecords?: string;
}) {
  useDocumentTitle(title);
  const api = useApiClient();
  const fetchFile = useFetchFile();
  const columns = useQuery({
    queryKey: ['reports', 'export-columns', base, category],
    queryFn: ({ signal }) =>
      api.get(withQuery(`${base}/csv/columns`, { category }), {
        schema: reportColumnsResponseSchema,
        signal,
      }),
  });
  return (
    <>
      <PageHeading title={title} subtitle={subtitle} />
      <CsvReport
        sections={columns.data}
        loading={columns.isLoading}
        failed={columns.isError}
        fileName={csvReportFileName(category)}
        noRecords={noRecords}
        exportCsv={(sections, onProgress) =>
          fetchFile(
            'POST',
            `${base}/csv`,
            {
              category,
              searchQuery: null,
              vtisSearchQuery: null,
              [queryField]: exportSearchQuery(sentDashboardFilters(storedDashboardFilters(storageKey))),
              sections,
            },
            onProgress,
          )
        }
      />
    </>
  );
}

const isReportPageType = (type: string | undefined): type is ReportPageType =>
  (REPORT_PAGE_TYPES as readonly string[]).includes(type ?? '');

/**
 * A service's report route (/vst/consults/reports/{type}, /vst/vtisconsults/reports/{type}, §2.1):
 * the {type} (consult or follow-up) picks the page's title and category; any other type is not found.
 */
export function CsvReportTypePage({
  titles,
  area,
  ...page
}: Omit<Parameters<typeof CsvReportPage>[0], 'title' | 'category'> & {
  titles: Record<ReportPageType, string>;
  area: 'vst' | 'vtis';
}) {
  const { type } = useParams();
  if (!isReportPageType(type)) return <NotFoundPage />;
  return <CsvReportPage key={type} {...page} title={titles[type]} category={reportCategoryOf(area, type)} />;
}
