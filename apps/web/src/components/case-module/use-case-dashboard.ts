import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DASHBOARD_PAGE_SIZE, type DashboardPage } from './case-dashboard-table.tsx';
import { type CaseDashboardFilterValues, sendableDashboardQuery } from './dashboard-filters.tsx';

/** Dashboards refresh every 10 seconds (other users' cases appear without a reload). */
export const DASHBOARD_REFRESH_MS = 10_000;

/**
 * A dashboard's data: refetched every 10 s while shown, keeping the last answer on screen while
 * a new filter or page loads. The area's query function asks the API client to revalidate
 * (`revalidate: true`): each poll sends If-None-Match with the last ETag, an unchanged dashboard
 * answers 304 and the client hands back the answer it kept in memory.
 */
export function useCaseDashboardQuery<T>(queryKey: QueryKey, queryFn: (signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => queryFn(signal),
    refetchInterval: DASHBOARD_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** Reads a stored JSON object from session storage (null when absent, unreadable or not an object). */
function readStored(key: string | undefined): Record<string, unknown> | null {
  if (!key) return null;
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const positiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

function storedPage(key: string | undefined): DashboardPage {
  const stored = readStored(key);
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
 */
export function useCaseDashboardState<T extends CaseDashboardFilterValues>(
  initial: T = {} as T,
  { storageKey }: { storageKey?: string } = {},
) {
  const filtersKey = storageKey && `${storageKey}.filters`;
  const pageKey = storageKey && `${storageKey}.page`;
  const [filters, setFiltersState] = useState<T>(() => (readStored(filtersKey) as T | null) ?? initial);
  const [page, setPage] = useState<DashboardPage>(() => storedPage(pageKey));
  useEffect(() => {
    if (filtersKey) sessionStorage.setItem(filtersKey, JSON.stringify(filters));
  }, [filtersKey, filters]);
  useEffect(() => {
    if (pageKey) sessionStorage.setItem(pageKey, JSON.stringify(page));
  }, [pageKey, page]);
  const setFilters = (next: T) => {
    setFiltersState(next);
    setPage((p) => ({ ...p, pageNumber: 1 }));
  };
  return { filters, setFilters, page, setPage, query: { ...sendableDashboardQuery(filters), ...page } };
}
