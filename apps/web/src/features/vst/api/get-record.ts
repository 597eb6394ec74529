import type { VstConsult } from '@scout/domain/vst/case.schema';
import type { VstFollowup } from '@scout/domain/vst/followup.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { type VstRecordKind, vstKeys, vstRecordPath } from './vst-api.ts';

/** A VST record by kind: the consult or the follow-up as GET answers it. */
export type VstRecordOf<K extends VstRecordKind> = K extends 'consult' ? VstConsult : VstFollowup;

/**
 * GET /api/vst/consults/{id} or /api/vst/followup/{id}. The answer is typed, not re-parsed: the
 * server validates it on the way out with the domain schema the type comes from.
 */
export function getVstRecord<K extends VstRecordKind>(
  api: ApiClient,
  kind: K,
  id: number,
  signal?: AbortSignal,
): Promise<VstRecordOf<K>> {
  return api.get<VstRecordOf<K>>(vstRecordPath(kind, id), { signal });
}

export function vstRecordQueryOptions<K extends VstRecordKind>(api: ApiClient, kind: K, id: number) {
  return queryOptions({
    queryKey: vstKeys.record(kind, id),
    queryFn: ({ signal }) => getVstRecord(api, kind, id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useVstRecord<K extends VstRecordKind>(kind: K, id: number) {
  return useQuery(vstRecordQueryOptions(useApiClient(), kind, id));
}
