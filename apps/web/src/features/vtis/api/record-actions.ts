import {
  closeVtisConsultResponseSchema,
  declineVtisConsultResponseSchema,
} from '@scout/domain/vtis/actions.schema';
import { patientHistoryResponseSchema } from '@scout/domain/vtis/dashboard.schema';
import type { DeclineConsult } from '@scout/domain/vtis/decline.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { withQuery } from '../../../lib/with-query.ts';
import { VTIS_CONSULTS, VTIS_FOLLOWUP, VTIS_HOSPITAL_DOCUMENTATION, vtisKeys } from './vtis-api.ts';

/**
 * The calls around a VTIS record besides its section saves (spec 3 §4.1, §4.7, §5.7, §7.2): the
 * consult's status check before closing, the closes, decline, delete, the hospital
 * documentation's completion and the patient's history.
 */

/** GET /consults/{id}/status?lastModified=: true when nothing changed on the server since. */
export function getVtisConsultStatus(api: ApiClient, id: number, lastModified: string): Promise<boolean> {
  return api.get<boolean>(withQuery(`${VTIS_CONSULTS}/${id}/status`, { lastModified }));
}

/** PATCH /consults/{id}/close: Save and Close of the technical information ("Consult closed"). */
export const closeVtisConsult = (api: ApiClient, id: number) =>
  api.request('PATCH', `${VTIS_CONSULTS}/${id}/close`, { schema: closeVtisConsultResponseSchema });

/** PATCH /followup/{id}/deactivate: Save and Close of the follow-up ("Follow up consult closed"). */
export const deactivateVtisFollowup = (api: ApiClient, id: number) =>
  api.request('PATCH', `${VTIS_FOLLOWUP}/${id}/deactivate`);

/** PATCH /consults/hospital-documentation/{id}/complete: Save and Close of the documentation. */
export const completeHospitalDocumentation = (api: ApiClient, id: number) =>
  api.request('PATCH', `${VTIS_HOSPITAL_DOCUMENTATION}/${id}/complete`);

/** DELETE /consults/{id}/decline with the reason (§5.7): the answer is the decline record. */
export function declineVtisConsult(api: ApiClient, id: number, body: DeclineConsult) {
  return api.request('DELETE', `${VTIS_CONSULTS}/${id}/decline`, {
    body,
    schema: declineVtisConsultResponseSchema,
  });
}

/** Decline, then the consult and the dashboards refresh (the banner shows from the reloaded consult). */
export function useDeclineVtisConsult(id: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeclineConsult) => declineVtisConsult(api, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vtisKeys.all }),
  });
}

/** The bases of the records that delete: the consult and the follow-up. */
const DELETE_BASE = { consult: VTIS_CONSULTS, followup: VTIS_FOLLOWUP } as const;

/** DELETE /consults/{id}/delete or /followup/{id}/delete?reasonForDeletion= (§5.7). */
export function deleteVtisRecord(api: ApiClient, kind: keyof typeof DELETE_BASE, id: number, reason: string) {
  return api.delete(withQuery(`${DELETE_BASE[kind]}/${id}/delete`, { id, reasonForDeletion: reason }));
}

/** Delete with a reason; resolves true once deleted and refreshes the dashboards. */
export function useDeleteVtisRecord(kind: keyof typeof DELETE_BASE, id: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) => {
      await deleteVtisRecord(api, kind, id, reason);
      return true;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: vtisKeys.dashboards }),
  });
}

/** The history fetched at once (the table pages on the client, 5 a page). */
const HISTORY_FETCH_SIZE = 100;

/** GET /consults/patientHistory?patientProfileId=: the patient's VST and VTIS records (§2.7, §7.2). */
export function getVtisPatientHistory(api: ApiClient, patientProfileId: number, signal?: AbortSignal) {
  return api.get(
    withQuery(`${VTIS_CONSULTS}/patientHistory`, {
      patientProfileId,
      pageSize: HISTORY_FETCH_SIZE,
      pageNumber: 1,
    }),
    { schema: patientHistoryResponseSchema, signal },
  );
}

export function useVtisPatientHistory(patientProfileId: number) {
  const api = useApiClient();
  return useQuery({
    queryKey: vtisKeys.patientHistory(patientProfileId),
    queryFn: ({ signal }) => getVtisPatientHistory(api, patientProfileId, signal),
  });
}
