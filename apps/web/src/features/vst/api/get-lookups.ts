import {
  medicationsResponseSchema,
  type VstHospital,
  vstHospitalsResponseSchema,
  vstUsersResponseSchema,
} from '@scout/domain/vst/lookups.schema';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { VST_API, vstKeys } from './vst-api.ts';

/** A hospital's name as pickers and tables show it: the nick name when it has one. */
export const hospitalLabel = (h: Pick<VstHospital, 'name' | 'nickName'>) => h.nickName || h.name;

/** Lookups change rarely: kept five minutes. */
const LOOKUP_STALE_MS = 5 * 60_000;

/** GET /api/vst/hospitals (id, name, nickName, address). */
export function getVstHospitals(api: ApiClient, signal?: AbortSignal) {
  return api.get(`${VST_API}/hospitals`, { schema: vstHospitalsResponseSchema, signal });
}

/** The hospitals with { value, label } options and a lookup by id (address prefill). */
export function useVstHospitals() {
  const api = useApiClient();
  const query = useQuery({
    queryKey: vstKeys.lookup('hospitals'),
    queryFn: ({ signal }) => getVstHospitals(api, signal),
    staleTime: LOOKUP_STALE_MS,
  });
  const { data } = query;
  return useMemo(() => {
    const list = data ?? [];
    return {
      ...query,
      options: list.map((h) => ({ value: h.id, label: hospitalLabel(h) })),
      byId: new Map(list.map((h) => [h.id, h])),
    };
  }, [query, data]);
}

/** The user lookups of §7.1: /managers (VST neurologists), /vtisNeurologists, /users. */
export type VstUserList = 'managers' | 'vtisNeurologists' | 'users';

export function getVstUsers(api: ApiClient, list: VstUserList, signal?: AbortSignal) {
  return api.get(`${VST_API}/${list}`, { schema: vstUsersResponseSchema, signal });
}

export function useVstUsers(list: VstUserList) {
  const api = useApiClient();
  const query = useQuery({
    queryKey: vstKeys.lookup(list),
    queryFn: ({ signal }) => getVstUsers(api, list, signal),
    staleTime: LOOKUP_STALE_MS,
  });
  const { data } = query;
  return useMemo(
    () => ({ ...query, options: (data ?? []).map((u) => ({ value: u.id, label: u.displayName })) }),
    [query, data],
  );
}

/** GET /api/vst/medications: a list of names; the options' values are the names. */
export function getVstMedications(api: ApiClient, signal?: AbortSignal) {
  return api.get(`${VST_API}/medications`, { schema: medicationsResponseSchema, signal });
}

export function useVstMedications() {
  const api = useApiClient();
  const query = useQuery({
    queryKey: vstKeys.lookup('medications'),
    queryFn: ({ signal }) => getVstMedications(api, signal),
    staleTime: LOOKUP_STALE_MS,
  });
  const { data } = query;
  return useMemo(
    () => ({ ...query, options: (data ?? []).map((name) => ({ value: name, label: name })) }),
    [query, data],
  );
}
