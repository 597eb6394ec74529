import {
  type DeactivateConsultResponse,
  deactivateConsultResponseSchema,
} from '@scout/domain/vst/actions.schema';
import {
  type VstConsultSearchResponse,
  vstConsultSearchResponseSchema,
} from '@scout/domain/vst/dashboard.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { VST_RECORD_BASE, type VstRecordKind, vstKeys, vstRecordPath } from './vst-api.ts';

/**
 * The calls around a VST record besides its section saves (spec 3 §4.1, §5.7, §7.1): the
 * consult's status check before closing, the close (deactivate), the delete with a reason and the
 * patient's history.
 */

/** GET /consults/{id}/status?lastModified=: true when nothing changed on the server since. */
export function getConsultStatus(api: ApiClient, id: number, lastModified: string): Promise<boolean> {
  const query = new URLSearchParams({ lastModified });
  return api.get<boolean>(`${vstRecordPath('consult', id)}/status?${query}`);
}

/** PATCH /consults/{id}/deactivate: the close, saying whether the patient was referred to VTIS. */
export function deactivateConsult(api: ApiClient, id: number): Promise<DeactivateConsultResponse> {
  return api.request('PATCH', `${vstRecordPath('consult', id)}/deactivate`, {
    schema: deactivateConsultResponseSchema,
  });
}

/** PATCH /followup/{id}/deactivate: the follow-up's close (the answer is the closed record). */
export function deactivateFollowup(api: ApiClient, id: number): Promise<unknown> {
  return api.request('PATCH', `${vstRecordPath('followup', id)}/deactivate`);
}

/** DELETE /consults/{id}/delete or /followup/{id}/delete?reasonForDeletion= (§5.7). */
export function deleteVstRecord(api: ApiClient, kind: VstRecordKind, id: number, reason: string) {
  const query = new URLSearchParams({ reasonForDeletion: reason });
  return api.delete(`${vstRecordPath(kind, id)}/delete?${query}`);
}

/** Delete with a reason; resolves true once deleted and refreshes the dashboards. */
export function useDeleteVstRecord(kind: VstRecordKind, id: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) => {
      await deleteVstRecord(api, kind, id, reason);
      return true;
    },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: vstKeys.record(kind, id) });
      void queryClient.invalidateQueries({ queryKey: vstKeys.dashboards });
    },
  });
}

/** The history page size of §9 (the search's page is larger: the table pages on the client). */
const HISTORY_FETCH_SIZE = 100;

/** GET /consults/search?patientProfileId=: the patient's consults, each with its follow-ups. */
export function getVstPatientHistory(
  api: ApiClient,
  patientProfileId: number,
  signal?: AbortSignal,
): Promise<VstConsultSearchResponse> {
  const query = new URLSearchParams({
    patientProfileId: String(patientProfileId),
    includeFollowUps: 'true',
    pageSize: String(HISTORY_FETCH_SIZE),
    pageNumber: '1',
  });
  return api.get(`${VST_RECORD_BASE.consult}/search?${query}`, {
    schema: vstConsultSearchResponseSchema,
    signal,
  });
}

export function useVstPatientHistory(patientProfileId: number) {
  const api = useApiClient();
  return useQuery({
    queryKey: [...vstKeys.all, 'patient-history', patientProfileId] as const,
    queryFn: ({ signal }) => getVstPatientHistory(api, patientProfileId, signal),
  });
}
