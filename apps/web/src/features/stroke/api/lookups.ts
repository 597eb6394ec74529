import {
  type VstHospital,
  vstHospitalsResponseSchema,
  vstUsersResponseSchema,
} from '@scout/domain/vst/lookups.schema';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import type { StrokeArea } from './stroke-area.ts';

/**
 * The lookups of a stroke area (spec 3 §3.8, §7.1, §7.2): GET {api}/hospitals (id, name,
 * nickName, address) and the user lists (id, displayName). Lookups change rarely: kept five
 * minutes.
 */
const LOOKUP_STALE_MS = 5 * 60_000;

/** A hospital's name as pickers and tables show it: the nick name when it has one. */
export const hospitalLabel = (h: Pick<VstHospital, 'name' | 'nickName'>) => h.nickName || h.name;

export function getStrokeHospitals(api: ApiClient, area: StrokeArea, signal?: AbortSignal) {
  return api.get(`${area.api}/hospitals`, { schema: vstHospitalsResponseSchema, signal });
}

/** The hospitals with { value, label } options and a lookup by id (address prefill). */
export function useStrokeHospitals(area: StrokeArea) {
  const api = useApiClient();
  const query = useQuery({
    queryKey: area.keys.lookup('hospitals'),
    queryFn: ({ signal }) => getStrokeHospitals(api, area, signal),
    staleTime: LOOKUP_STALE_MS,
  });
  const { data } = query;
  // Derived from the data alone: the query's result object is new on every render, and an effect
  // keyed on `byId` (the hospital address fill) must not run on every render.
  const derived = useMemo(() => {
    const list = data ?? [];
    return {
      options: list.map((h) => ({ value: h.id, label: hospitalLabel(h) })),
      byId: new Map(list.map((h) => [h.id, h])),
    };
  }, [data]);
  return { ...query, ...derived };
}

/** GET {api}/{list}: a user list ('users', 'managers', 'vtisNeurologists'). */
export function getStrokeUsers(api: ApiClient, area: StrokeArea, list: string, signal?: AbortSignal) {
  return api.get(`${area.api}/${list}`, { schema: vstUsersResponseSchema, signal });
}

export function useStrokeUsers(area: StrokeArea, list: string) {
  const api = useApiClient();
  const query = useQuery({
    queryKey: area.keys.lookup(list),
    queryFn: ({ signal }) => getStrokeUsers(api, area, list, signal),
    staleTime: LOOKUP_STALE_MS,
  });
  const { data } = query;
  const options = useMemo(() => (data ?? []).map((u) => ({ value: u.id, label: u.displayName })), [data]);
  return { ...query, options };
}
