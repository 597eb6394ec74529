import { medicationsResponseSchema } from '@scout/domain/vst/lookups.schema';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { useStrokeHospitals, useStrokeUsers } from '../../stroke/api/lookups.ts';
import { VST_API, VST_AREA, vstKeys } from './vst-api.ts';

/** GET /api/vst/hospitals (the stroke lookups under the VST base). */
export const useVstHospitals = () => useStrokeHospitals(VST_AREA);

/** The user lookups of §7.1: /managers (VST neurologists), /vtisNeurologists, /users. */
export type VstUserList = 'managers' | 'vtisNeurologists' | 'users';
export const useVstUsers = (list: VstUserList) => useStrokeUsers(VST_AREA, list);

/** GET /api/vst/medications: a list of names; the options' values are the names. */
export function getVstMedications(api: ApiClient, signal?: AbortSignal) {
  return api.get(`${VST_API}/medications`, { schema: medicationsResponseSchema, signal });
}

export function useVstMedications() {
  const api = useApiClient();
  const query = useQuery({
    queryKey: vstKeys.lookup('medications'),
    queryFn: ({ signal }) => getVstMedications(api, signal),
    staleTime: 5 * 60_000,
  });
  const { data } = query;
  const options = useMemo(() => (data ?? []).map((name) => ({ value: name, label: name })), [data]);
  return { ...query, options };
}
