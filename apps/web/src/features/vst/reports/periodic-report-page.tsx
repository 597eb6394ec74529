import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import {
  type DateRange,
  monthlyReportDefaultRange,
  quarterlyReportDefaultRange,
  reportRangeParams,
  reportToday,
} from '@scout/domain/reports/date-ranges';
import { REPORT_MESSAGES as M } from '@scout/domain/reports/messages';
import {
  PERIODIC_REPORT_FILE_NAMES,
  type PeriodicReportType,
  periodicReportRequestSchema,
} from '@scout/domain/reports/periodic-report.schema';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import { useState } from 'react';
import { DateTextInput } from '../../../components/date-text-input.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { getServiceTimeZone } from '../../../lib/dates.ts';
import { displayToServerDate, isRefusedDate } from '../../../lib/typed-dates.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useFetchFile } from '../../stroke/api/fetch-file.ts';
import { useSaveExport } from '../../stroke/components/use-save-export.ts';
import './periodic-report-page.css';

const TITLE: Record<PeriodicReportType, string> = {
  monthly: 'Monthly Report',
  quarterly: 'Quarterly Report',
};

const DEFAULT_RANGE: Record<PeriodicReportType, (today: string) => DateRange> = {
  monthly: monthlyReportDefaultRange,
  quarterly: quarterlyReportDefaultRange,
};

type Draft = { fromDate: string | null; toDate: string | null };

/**
 * The request of a range (§9: whole days as yyyy-MM-ddTHH:mm:ss) checked by the server's schema
 * (domain `periodicReportRequestSchema`: both dates required, From not after To), with its
 * problems by field.
 */
function requestOf(draft: Draft) {
  const range = reportRangeParams({ fromDate: draft.fromDate ?? '', toDate: draft.toDate ?? '' });
  const result = periodicReportRequestSchema.safeParse({
    fromDate: draft.fromDate ? range.fromDate : '',
    toDate: draft.toDate ? range.toDate : '',
  });
  const problems: Partial<Record<keyof Draft, string>> = result.success
    ? {}
    : Object.fromEntries(result.error.issues.toReversed().map((i) => [String(i.path[0]), i.message]));
  return { request: result.success ? result.data : null, problems };
}

/**
 * The monthly and quarterly reports (/vst/reports/monthly, /vst/reports/quarterly; spec 3 §2.12,
 * §7.1, §9): a date range (From and To, DD/MM/YYYY) starting at the §9 default of today in the
 * service's time zone (monthly: 1 July 2024 to the end of last month; quarterly: the previous
 * quarter counted from July) and Execute Report, which posts the range as yyyy-MM-ddTHH:mm:ss
 * (whole days) and saves Report_VST_Monthly.xlsx / Report_VST_Quarterly.xlsx with the download's
 * progress shown; "No records found for this report" on 204.
 */
export function PeriodicReportPage({ type }: { type: PeriodicReportType }) {
  useDocumentTitle(TITLE[type]);
  const fetchFile = useFetchFile();
  const saveExport = useSaveExport();
  const [draft, setDraft] = useState<Draft>(() =>
    DEFAULT_RANGE[type](reportToday(new Date(), getServiceTimeZone())),
  );
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const { request, problems } = requestOf(draft);
  const execute = async () => {
    setTried(true);
    if (!request) return;
    setBusy(true);
    await saveExport(
      (onProgress) => fetchFile('POST', `/api/vst/vstreports/${type}`, request, onProgress),
      PERIODIC_REPORT_FILE_NAMES[type],
      M.noRecords,
    );
    setBusy(false);
  };
  const field = (key: keyof Draft, label: string) => {
    const problem = tried ? problems[key] : undefined;
    const id = `report-${key}`;
    return (
      <div className="periodic-report__field">
        <label htmlFor={id} className="periodic-report__label">
          {label}
        </label>
        <div>
          <DateTextInput
            id={id}
            aria-required
            status={problem !== undefined ? 'error' : undefined}
            aria-invalid={problem !== undefined || undefined}
            aria-describedby={problem ? `${id}-help` : undefined}
            style={{ width: 150 }}
            value={draft[key]}
            // Text that is not a date is kept as typed: the range's check says what is wrong with it.
            onChange={(read) =>
              setDraft((d) => ({ ...d, [key]: isRefusedDate(read) ? displayToServerDate(read.text) : read }))
            }
          />
          {problem ? (
            <div id={`${id}-help`} className="periodic-report__error" role="alert">
              {problem}
            </div>
          ) : null}
        </div>
      </div>
    );
  };
  return (
    <>
      <PageHeading title={TITLE[type]} subtitle="VST" />
      <Card size="small">
        <Flex wrap gap={8} align="flex-start">
          {field('fromDate', 'From')}
          {field('toDate', 'To')}
          <Button
            type="primary"
            icon={<PlayCircleOutlined aria-hidden />}
            loading={busy}
            onClick={() => void execute()}
          >
            Execute Report
          </Button>
        </Flex>
      </Card>
    </>
  );
}

export const MonthlyReportPage = () => <PeriodicReportPage type="monthly" />;
export const QuarterlyReportPage = () => <PeriodicReportPage type="quarterly" />;
