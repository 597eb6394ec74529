import { type Jurisdiction, jurisdictionResponseSchema } from '@scout/domain/admin/jurisdiction.schema';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { placeKeys } from './provider-keys.ts';

/** GET /api/ccmp/jurisdictions/{countryId}: the jurisdictions of the chosen country. */
export function getJurisdictions(
  api: ApiClient,
  countryId: number,
  signal?: AbortSignal,
): Promise<Jurisdiction[]> {
  return api.get(`/api/ccmp/jurisdictions/${countryId}`, {
    schema: z.array(jurisdictionResponseSchema),
    signal,
  });
}

/** Off until a country is chosen. */
export function useJurisdictionOptions(countryId: number | null | undefined) {
  const api = useApiClient();
  return useQuery({
    queryKey: placeKeys.jurisdictions(countryId ?? 0),
    queryFn: ({ signal }) => getJurisdictions(api, countryId ?? 0, signal),
    enabled: !!countryId,
  });
}
