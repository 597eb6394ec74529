import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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

/**
 * The filters and page of a table dashboard: a filter change goes back to page 1. `query` is what
 * to send (half-typed dates left out) with the page.
 */
export function useCaseDashboardState<T extends CaseDashboardFilterValues>(initial: T = {} as T) {
  const [filters, setFiltersState] = useState<T>(initial);
  const [page, setPage] = useState<DashboardPage>({ pageNumber: 1, pageSize: DASHBOARD_PAGE_SIZE });
  const setFilters = (next: T) => {
    setFiltersState(next);
    setPage((p) => ({ ...p, pageNumber: 1 }));
  };
  return { filters, setFilters, page, setPage, query: { ...sendableDashboardQuery(filters), ...page } };
}
