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
import { useState } from 'react';
import { PageHeading } from '../../../components/page-heading.tsx';
import { Icon, PLAY_CIRCLE } from '../../../components/shell-ui/icons.tsx';
import { ShellCard } from '../../../components/shell-ui/shell-feedback.tsx';
import { ShellDateInput } from '../../../components/shell-ui/shell-inputs.tsx';
import { ShellButton } from '../../../components/shell-ui/shell-ui.tsx';
import { getServiceTimeZone } from '../../../lib/dates.ts';
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
 * progress shown; "No records found for this report" on 204. Plain React (components/shell-ui): the
 * report pages load no Ant Design (issue 15 item 5).
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
          <ShellDateInput
            id={id}
            aria-required
            invalid={problem !== undefined}
            aria-describedby={problem ? `${id}-help` : undefined}
            style={{ width: 150 }}
            value={draft[key]}
            onChange={(value) => setDraft((d) => ({ ...d, [key]: value }))}
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
      <ShellCard>
        <div className="shell-space shell-space--start">
          {field('fromDate', 'From')}
          {field('toDate', 'To')}
          <ShellButton
            variant="primary"
            icon={<Icon icon={PLAY_CIRCLE} />}
            loading={busy}
            onClick={() => void execute()}
          >
            Execute Report
          </ShellButton>
        </div>
      </ShellCard>
    </>
  );
}

export const MonthlyReportPage = () => <PeriodicReportPage type="monthly" />;
export const QuarterlyReportPage = () => <PeriodicReportPage type="quarterly" />;
