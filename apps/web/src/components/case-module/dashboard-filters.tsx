import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { isCalendarDate, isRefusedDate, serverToDisplayDate } from '../../lib/typed-dates.ts';
import { DateTextInput } from '../date-text-input.tsx';
import { namedClear } from '../named-clear.tsx';
import { useDebouncedSearch } from '../use-debounced-search.ts';

/** The filters every case dashboard has (an area adds its own fields to the same object). */
export interface CaseDashboardFilterValues {
  keyword?: string;
  hospitalId?: number;
  /** YYYY-MM-DD; a text that is not a date stays in its box, refused, and is never put here. */
  fromDate?: string;
  toDate?: string;
}

/** The keyword box's size: its placeholder's letters and the buttons, at least 240 px, at most the bar. */
export const keywordBoxWidth = (placeholder: string) => ({
  width: `calc(${placeholder.length}ch + 72px)`,
  minWidth: 240,
  maxWidth: '100%',
});

/** How long the keyword waits after the last key before it filters (spec 2 §2.2: 500 ms). */
export const DASHBOARD_KEYWORD_DELAY_MS = 500;

/** The creation date range, in calendar days (spec 2 §2.1, §2.2). */
const DATE_RANGE = [
  { key: 'fromDate', label: 'Created from', placeholder: 'From DD/MM/YYYY' },
  { key: 'toDate', label: 'Created to', placeholder: 'To DD/MM/YYYY' },
] as const;

/**
 * The filters to send: only real dates, and a From after To not at all (the server would refuse
 * them, and the dashboard would show nothing). The filter bar never sets such values; this also
 * covers filters restored from storage by an earlier version (31/02/2026 kept as 2026-02-31).
 */
export function sendableDashboardQuery<T extends CaseDashboardFilterValues>(q: T): T {
  const date = (v: unknown) => (isCalendarDate(v) ? v : undefined);
  const [fromDate, toDate] = [date(q.fromDate), date(q.toDate)];
  if (fromDate && toDate && fromDate > toDate) return { ...q, fromDate: undefined, toDate: undefined };
  return { ...q, fromDate, toDate };
}

type DateEnd = (typeof DATE_RANGE)[number]['key'];

/** Why a date box's text is not applied, under the box (antd's form error colour and help size). */
const PROBLEM_STYLE = {
  maxWidth: 220,
  color: 'var(--ant-color-error)',
  fontSize: 12,
  lineHeight: '18px',
} as const;

/** Why a date filter's text is not applied, by end ('31/02/2026 is not a date'). */
type DateProblems = Partial<Record<DateEnd, string>>;

/** True when no filter is set. */
export const isUnfilteredDashboard = (q: object) =>
  Object.values(q).every((v) => v === undefined || v === null || v === '');

/**
 * The filter bar of a case dashboard (spec 2 §2.1, §2.2): the keyword box (filters 500 ms after
 * the last key, at once on Enter), the hospital select, the area's own filters (`children`), a
 * creation date range From/To typed as DD/MM/YYYY, and Clear Filters (which also empties the box).
 * antd's Input.Search, Select, date boxes (DateTextInput) and Button, in a row that wraps.
 */
export function CaseDashboardFilters<T extends CaseDashboardFilterValues>({
  value,
  onChange,
  keywordPlaceholder,
  hospitals,
  hospitalsLoading,
  hospitalLabel = 'Hospital',
  children,
}: {
  value: T;
  onChange: (next: T) => void;
  /** 'Case ID or patient name' (ECMO), 'Search by Case ID, Patient Name, or URN/THCI' (Telehealth). */
  keywordPlaceholder: string;
  hospitals: readonly { id: number; name: string }[];
  hospitalsLoading?: boolean;
  /** The hospital select's name ('Referral Hospital' on the reperfusion register, spec 3 §2.11). */
  hospitalLabel?: string;
  children?: ReactNode;
}) {
  // A restored keyword (useCaseDashboardState's storageKey) starts in the box.
  const search = useDebouncedSearch({
    minChars: 1,
    delayMs: DASHBOARD_KEYWORD_DELAY_MS,
    initial: value.keyword ?? '',
  });
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const set = (patch: Partial<T>) => onChange({ ...value, ...patch });
  // A date box's text that is not applied, and why; a Clear Filters draws the boxes afresh.
  const [problems, setProblems] = useState<DateProblems>({});
  const [cleared, setCleared] = useState(0);
  const label = (key: DateEnd) => DATE_RANGE.find((e) => e.key === key)?.label ?? key;

  /**
   * A date box as typed (issue 24 item 6): a date is applied when it keeps From on or before To,
   * an emptied box removes its end; anything else is said beside the box and not applied, so it is
   * neither sent nor stored, and the dashboard keeps showing what it showed.
   */
  const readDate = (key: DateEnd, read: string | { message: string } | null) => {
    const other: DateEnd = key === 'fromDate' ? 'toDate' : 'fromDate';
    let problem: string | undefined;
    if (isRefusedDate(read)) problem = read.message;
    else if (typeof read === 'string') {
      const from = key === 'fromDate' ? read : value.fromDate;
      const to = key === 'toDate' ? read : value.toDate;
      if (from && to && from > to)
        problem =
          key === 'fromDate'
            ? `${serverToDisplayDate(read)} is after ${label(other)} ${serverToDisplayDate(to)}`
            : `${serverToDisplayDate(read)} is before ${label(other)} ${serverToDisplayDate(from)}`;
    }
    // The other box's problem stays: its text is still not applied until it is edited.
    setProblems((p) => ({ ...p, [key]: problem }));
    if (problem === undefined) set({ [key]: read ?? undefined } as Partial<T>);
  };

  // The debounced keyword becomes the filter once it differs from it.
  useEffect(() => {
    const { value: current, onChange: change } = latest.current;
    if ((current.keyword ?? '') !== search.keyword)
      change({ ...current, keyword: search.keyword || undefined });
  }, [search.keyword]);

  return (
    <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
      <Input.Search
        aria-label="Keyword"
        placeholder={keywordPlaceholder}
        // Wide enough for the whole placeholder (the spec's words, e.g. 'Search by Case ID, Patient
        // Name, or URN/THCI', were cut at 1366 px in 240 px; issue 24): a character width per letter
        // and room for the clear and search buttons, never wider than the bar.
        style={keywordBoxWidth(keywordPlaceholder)}
        allowClear={namedClear('keyword')}
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        // Enter or the search button filters at once; the clear button empties the filter too.
        onSearch={(text) => set({ keyword: text.trim() || undefined } as Partial<T>)}
      />
      <Select<number>
        aria-label={hospitalLabel}
        placeholder={hospitalLabel}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 220 }}
        loading={hospitalsLoading}
        value={value.hospitalId}
        onChange={(hospitalId) => set({ hospitalId } as Partial<T>)}
        options={hospitals.map((h) => ({ value: h.id, label: h.name }))}
      />
      {children}
      {DATE_RANGE.map((end) => {
        const problem = problems[end.key];
        const helpId = `dashboard-${end.key}-problem`;
        return (
          <Flex vertical key={`${end.key}-${cleared}`}>
            <DateTextInput
              aria-label={end.label}
              placeholder={end.placeholder}
              style={{ width: 150 }}
              status={problem !== undefined ? 'error' : undefined}
              aria-invalid={problem !== undefined || undefined}
              aria-describedby={problem ? helpId : undefined}
              value={value[end.key] ?? null}
              onChange={(read) => readDate(end.key, read)}
            />
            {problem ? (
              <span id={helpId} role="alert" style={PROBLEM_STYLE}>
                {problem}
              </span>
            ) : null}
          </Flex>
        );
      })}
      <Button
        onClick={() => {
          search.setText('');
          setProblems({});
          setCleared((c) => c + 1);
          onChange({} as T);
        }}
      >
        Clear Filters
      </Button>
    </Flex>
  );
}
