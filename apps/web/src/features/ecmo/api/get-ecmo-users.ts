import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { ECMO_API, ecmoKeys } from './ecmo-api.ts';

const userSchema = z.object({ id: z.number().int(), displayName: z.string() });

/** GET /api/ecmo/users: the call takers offered by the new case form. */
export function getEcmoUsers(api: ApiClient, signal?: AbortSignal) {
  return api.get(`${ECMO_API}/users`, { schema: z.array(userSchema), signal });
}

export function useEcmoUsers() {
  const api = useApiClient();
  return useQuery({
    queryKey: ecmoKeys.lookup('users'),
    queryFn: ({ signal }) => getEcmoUsers(api, signal),
    staleTime: 5 * 60_000,
  });
}
