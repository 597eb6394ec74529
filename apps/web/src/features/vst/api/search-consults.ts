import {
  type VstConsultSearchQueryInput,
  vstConsultSearchResponseSchema,
} from '@scout/domain/vst/dashboard.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCaseDashboardQuery } from '../../../components/case-module/use-case-dashboard.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { withQuery } from '../../../lib/with-query.ts';
import { VST_RECORD_BASE, vstKeys } from './vst-api.ts';

/** The parameters of GET /consults/search as the web sends them (all optional). */
export type VstConsultSearchParams = Partial<
  Record<keyof VstConsultSearchQueryInput, string | number | boolean | undefined>
>;

/**
 * GET /api/vst/consults/search (spec 3 §7.1): { consults, totalRecordsCount }, each consult with
 * its follow-ups in `followupConsults` unless includeFollowUps is false. The dashboard sends
 * keyword, hospitalId, neurologistId, fromDate/toDate (yyyy-MM-ddTHH:mm:ss); Select Consult sends
 * patientName, hospitalId, patientURN, patientDOB and the closed-only flags; the patient page
 * sends patientProfileId.
 */
export function searchVstConsults(
  api: ApiClient,
  query: VstConsultSearchParams,
  signal?: AbortSignal,
  revalidate = false,
) {
  return api.get(withQuery(`${VST_RECORD_BASE.consult}/search`, query), {
    schema: vstConsultSearchResponseSchema,
    signal,
    revalidate,
  });
}

/** The VST dashboard: refreshed every 10 s (an unchanged page costs a 304). */
export function useVstDashboard(query: VstConsultSearchParams) {
  const api = useApiClient();
  return useCaseDashboardQuery(vstKeys.dashboard(query), (signal) =>
    searchVstConsults(api, query, signal, true),
  );
}

/** The VST dashboard's search as the shared stroke dashboard reads it: the consults as rows. */
export function useVstDashboardPage(query: VstConsultSearchParams) {
  const result = useVstDashboard(query);
  const { data } = result;
  const page = useMemo(
    () => (data ? { rows: data.consults, total: data.totalRecordsCount } : undefined),
    [data],
  );
  return { data: page, isLoading: result.isLoading, isError: result.isError };
}

/**
 * Select Consult (§2.4): closed consults with no open follow-up (`onlyClosedCases` and
 * `onlyClosedFollowupCases`: the consults a follow-up can be made from, `canCreateFollowup`),
 * without their follow-ups.
 */
export function useSelectableConsults(query: VstConsultSearchParams) {
  const api = useApiClient();
  const sent = { ...query, onlyClosedCases: true, onlyClosedFollowupCases: true, includeFollowUps: false };
  return useQuery({
    queryKey: vstKeys.selectable(sent),
    queryFn: ({ signal }) => searchVstConsults(api, sent, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every VST consult of a patient with its follow-ups (the patient page), up to the page limit of 100. */
export const PATIENT_RECORDS_LIMIT = 100;

export function usePatientVstRecords(patientProfileId: number) {
  const api = useApiClient();
  const sent = { patientProfileId, pageSize: PATIENT_RECORDS_LIMIT, pageNumber: 1 };
  return useQuery({
    queryKey: vstKeys.patientRecords(patientProfileId),
    queryFn: ({ signal }) => searchVstConsults(api, sent, signal),
    enabled: Number.isInteger(patientProfileId) && patientProfileId > 0,
  });
}
