import { type Jurisdiction, jurisdictionResponseSchema } from '@scout/domain/admin/jurisdiction.schema';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { countryKeys, JURISDICTIONS_PATH } from './country-keys.ts';

/** GET /api/ccmp/jurisdictions/{countryId}. */
export function getJurisdictions(
  api: ApiClient,
  countryId: number,
  signal?: AbortSignal,
): Promise<Jurisdiction[]> {
  return api.get(`${JURISDICTIONS_PATH}/${countryId}`, {
    schema: z.array(jurisdictionResponseSchema),
    signal,
  });
}

export function useJurisdictions(countryId: number) {
  const api = useApiClient();
  return useQuery({
    queryKey: countryKeys.jurisdictions(countryId),
    queryFn: ({ signal }) => getJurisdictions(api, countryId, signal),
  });
}
