import type { Clinic, NewClinic } from '@scout/domain/clinics/case.schema';
import {
  type ClinicSearchQueryInput,
  clinicSearchResponseSchema,
  type DeactivateClinicResponse,
  deactivateClinicResponseSchema,
} from '@scout/domain/clinics/list.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCaseDashboardQuery } from '../../../components/case-module/use-case-dashboard.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { withQuery } from '../../../lib/with-query.ts';
import { useCreateStrokeRecord } from '../../stroke/api/create-record.ts';
import { VST_API, VST_AREA } from '../../stroke/api/vst-area.ts';
import type { StrokeSaveBody } from '../../stroke/record/stroke-kind.ts';

/**
 * The clinic calls (spec 3 §7.1 /outpatient, under /api/vst): the list, create, load, the
 * whole-clinic save with `sectionsToUpdate`, the close and the delete with a reason. A clinic is a
 * VST record kind ('clinic'): its queries live under the VST keys, and its list under the VST
 * dashboards, so every stroke save refreshes it.
 */
export const CLINICS_API = `${VST_API}/outpatient`;
export const CLINIC_KIND_NAME = 'clinic';
const clinicPath = (id: number) => `${CLINICS_API}/${id}`;

export const clinicKeys = {
  list: (query: object) => [...VST_AREA.keys.dashboards, 'clinics', query] as const,
  record: (id: number) => VST_AREA.keys.record(CLINIC_KIND_NAME, id),
};

/** The parameters of GET /outpatient/search as the web sends them (all optional). */
export type ClinicSearchParams = Partial<
  Record<keyof ClinicSearchQueryInput, string | number | boolean | undefined>
>;

/** The clinic list (§2.10): refreshed every 10 s (an unchanged page costs a 304), as the shared dashboard reads it. */
export function useClinicListPage(query: ClinicSearchParams) {
  const api = useApiClient();
  const result = useCaseDashboardQuery(clinicKeys.list(query), (signal) =>
    api.get(withQuery(`${CLINICS_API}/search`, query), {
      schema: clinicSearchResponseSchema,
      signal,
      revalidate: true,
    }),
  );
  const { data } = result;
  const page = useMemo(
    () => (data ? { rows: data.outpatientCases, total: data.totalRecordsCount } : undefined),
    [data],
  );
  return { data: page, isLoading: result.isLoading, isError: result.isError };
}

/** POST /outpatient (§2.4): patient, specialist, call date/time, referrer -> the new id. */
export const useCreateClinic = () => useCreateStrokeRecord<NewClinic>(VST_AREA, CLINICS_API);

/** GET /outpatient/{id}: typed, not re-parsed (the server validates it on the way out). */
export const getClinic = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api.get<Clinic>(clinicPath(id), { signal });

/** PUT /outpatient (§4.1, §7.1): the stroke save body; the answer is the whole updated clinic. */
export const saveClinic = (api: ApiClient, body: StrokeSaveBody) => api.put<Clinic>(CLINICS_API, body);

/** PATCH /outpatient/{id}/deactivate: the close (§4.4). */
export const deactivateClinic = (api: ApiClient, id: number): Promise<DeactivateClinicResponse> =>
  api.request('PATCH', `${clinicPath(id)}/deactivate`, { schema: deactivateClinicResponseSchema });

/** DELETE /outpatient/{id}/delete?reasonForDeletion= (§5.7); resolves true and refreshes the list. */
export function useDeleteClinic(id: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) => {
      await api.delete(withQuery(`${clinicPath(id)}/delete`, { reasonForDeletion: reason }));
      return true;
    },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: clinicKeys.record(id) });
      void queryClient.invalidateQueries({ queryKey: VST_AREA.keys.dashboards });
    },
  });
}
