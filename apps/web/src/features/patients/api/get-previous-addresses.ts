import { type PreviousAddress, previousAddressSchema } from '@scout/domain/patients/patient-profile.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { patientKeys, patientProfilePath } from '../../../components/patients/api/patient-api-paths.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';

const previousAddressesSchema = z.array(previousAddressSchema);

/** GET /api/ccmp/patientprofiles/{id}/previous-addresses */
export function getPreviousAddresses(
  api: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<PreviousAddress[]> {
  return api.get(`${patientProfilePath(id)}/previous-addresses`, { schema: previousAddressesSchema, signal });
}

export function getPreviousAddressesQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: patientKeys.previousAddresses(id),
    queryFn: ({ signal }) => getPreviousAddresses(api, id, signal),
    staleTime: 0,
  });
}

export function usePreviousAddresses(id: number) {
  const api = useApiClient();
  return useQuery(getPreviousAddressesQueryOptions(api, id));
}
