import { type ReactNode, useEffect, useRef } from 'react';
import { ShellDateInput, ShellSearchInput } from '../shell-ui/shell-inputs.tsx';
import { ShellSelect } from '../shell-ui/shell-select.tsx';
import { ShellButton } from '../shell-ui/shell-ui.tsx';
import { useDebouncedSearch } from '../use-debounced-search.ts';

/** The filters every case dashboard has (an area adds its own fields to the same object). */
export interface CaseDashboardFilterValues {
  keyword?: string;
  hospitalId?: number;
  /** YYYY-MM-DD, or the text as typed while it is not a whole date (not sent: sendableDashboardQuery). */
  fromDate?: string;
  toDate?: string;
}

/** How long the keyword waits after the last key before it filters (spec 2 §2.2: 500 ms). */
export const DASHBOARD_KEYWORD_DELAY_MS = 500;

/** The creation date range, in calendar days (spec 2 §2.1, §2.2). */
const DATE_RANGE = [
  { key: 'fromDate', label: 'Created from', placeholder: 'From DD/MM/YYYY' },
  { key: 'toDate', label: 'Created to', placeholder: 'To DD/MM/YYYY' },
] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters to send: half-typed dates stay in their boxes but are not sent (the server would refuse them). */
export function sendableDashboardQuery<T extends CaseDashboardFilterValues>(q: T): T {
  const date = (v: string | undefined) => (typeof v === 'string' && DATE.test(v) ? v : undefined);
  return { ...q, fromDate: date(q.fromDate), toDate: date(q.toDate) };
}

/** True when no filter is set. */
export const isUnfilteredDashboard = (q: object) =>
  Object.values(q).every((v) => v === undefined || v === null || v === '');

/**
 * The filter bar of a case dashboard (spec 2 §2.1, §2.2): the keyword box (filters 500 ms after
 * the last key, at once on Enter), the hospital select, the area's own filters (`children`), a
 * creation date range From/To typed as DD/MM/YYYY, and Clear Filters (which also empties the box).
 * Plain React (components/shell-ui): a dashboard loads no Ant Design (issue 15 item 5).
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

  // The debounced keyword becomes the filter once it differs from it.
  useEffect(() => {
    const { value: current, onChange: change } = latest.current;
    if ((current.keyword ?? '') !== search.keyword)
      change({ ...current, keyword: search.keyword || undefined });
  }, [search.keyword]);

  return (
    <div className="shell-space" style={{ marginBottom: 16 }}>
      <ShellSearchInput
        aria-label="Keyword"
        placeholder={keywordPlaceholder}
        style={{ width: 240 }}
        value={search.text}
        onChange={search.setText}
        onSearch={(text) => set({ keyword: text.trim() || undefined } as Partial<T>)}
      />
      <ShellSelect<number>
        aria-label={hospitalLabel}
        placeholder={hospitalLabel}
        allowClear
        showSearch
        style={{ width: 220 }}
        loading={hospitalsLoading}
        value={value.hospitalId}
        onChange={(hospitalId) => set({ hospitalId } as Partial<T>)}
        options={hospitals.map((h) => ({ value: h.id, label: h.name }))}
      />
      {children}
      {DATE_RANGE.map((end) => (
        <ShellDateInput
          key={end.key}
          aria-label={end.label}
          placeholder={end.placeholder}
          style={{ width: 150 }}
          value={value[end.key] ?? null}
          onChange={(date) => set({ [end.key]: date ?? undefined } as Partial<T>)}
        />
      ))}
      <ShellButton
        onClick={() => {
          search.setText('');
          onChange({} as T);
        }}
      >
        Clear Filters
      </ShellButton>
    </div>
  );
}
