import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { isLive, subscribeLiveStatus } from '../../lib/live-events.ts';
import { DASHBOARD_PAGE_SIZE, type DashboardPage } from './case-dashboard-table.tsx';
import { type CaseDashboardFilterValues, sendableDashboardQuery } from './dashboard-filters.tsx';

/** Dashboards refresh every 10 seconds (other users' cases appear without a reload). */
export const DASHBOARD_REFRESH_MS = 10_000;
/**
 * While change notices arrive (lib/live-events.ts) a dashboard refreshes on each one within a
 * second, and polls only this rarely, as a safety net for a notice lost on the way.
 */
export const LIVE_SAFETY_POLL_MS = 120_000;

/**
 * A dashboard's data: refetched every 10 s while shown, keeping the last answer on screen while
 * a new filter or page loads. The area's query function asks the API client to revalidate
 * (`revalidate: true`): each poll sends If-None-Match with the last ETag, an unchanged dashboard
 * answers 304 and the client hands back the answer it kept in memory.
 */
export function useCaseDashboardQuery<T>(queryKey: QueryKey, queryFn: (signal: AbortSignal) => Promise<T>) {
  const live = useSyncExternalStore(subscribeLiveStatus, isLive);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => queryFn(signal),
    // Refreshed on each change notice (LiveUpdates); polled every 10 s only while the stream is down.
    meta: { liveDashboard: true },
    refetchInterval: live ? LIVE_SAFETY_POLL_MS : DASHBOARD_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** Where a dashboard keeps its filters and page: session storage, or local storage (spec 3 §2.11). */
export type DashboardStorage = 'session' | 'local';
const storageOf = (storage: DashboardStorage) => (storage === 'local' ? localStorage : sessionStorage);

/** Reads a stored JSON object (null when absent, unreadable or not an object). */
export function readStored(
  key: string | undefined,
  storage: DashboardStorage = 'session',
): Record<string, unknown> | null {
  if (!key) return null;
  try {
    const value: unknown = JSON.parse(storageOf(storage).getItem(key) ?? 'null');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const positiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

function storedPage(key: string | undefined, storage: DashboardStorage): DashboardPage {
  const stored = readStored(key, storage);
  return {
    pageNumber: positiveInt(stored?.pageNumber) ? stored.pageNumber : 1,
    pageSize: positiveInt(stored?.pageSize) ? stored.pageSize : DASHBOARD_PAGE_SIZE,
  };
}

/**
 * The filters and page of a table dashboard: a filter change goes back to page 1. `query` is what
 * to send (half-typed dates left out) with the page. With `storageKey` the filters and the page
 * are kept in session storage (`<storageKey>.filters`, `<storageKey>.page`: spec 3 §2.2), so they
 * survive leaving the dashboard and a reload in the same tab; without it they live in the page.
 * `storage: 'local'` keeps them in local storage instead (the reperfusion register, spec 3 §2.11).
 */
export function useCaseDashboardState<T extends CaseDashboardFilterValues>(
  initial: T = {} as T,
  { storageKey, storage = 'session' }: { storageKey?: string; storage?: DashboardStorage } = {},
) {
  const filtersKey = storageKey && `${storageKey}.filters`;
  const pageKey = storageKey && `${storageKey}.page`;
  // Stored dates that are not dates (kept by an earlier version) are dropped, not shown unapplied.
  const [filters, setFiltersState] = useState<T>(() => {
    const stored = readStored(filtersKey, storage) as T | null;
    if (!stored) return initial;
    const { fromDate, toDate } = sendableDashboardQuery(stored);
    return { ...stored, fromDate, toDate };
  });
  const [page, setPage] = useState<DashboardPage>(() => storedPage(pageKey, storage));
  useEffect(() => {
    if (filtersKey) storageOf(storage).setItem(filtersKey, JSON.stringify(filters));
  }, [filtersKey, filters, storage]);
  useEffect(() => {
    if (pageKey) storageOf(storage).setItem(pageKey, JSON.stringify(page));
  }, [pageKey, page, storage]);
  const setFilters = (next: T) => {
    setFiltersState(next);
    setPage((p) => ({ ...p, pageNumber: 1 }));
  };
  return { filters, setFilters, page, setPage, query: { ...sendableDashboardQuery(filters), ...page } };
}
