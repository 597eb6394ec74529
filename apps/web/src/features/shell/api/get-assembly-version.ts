import { assemblyVersionSchema } from '@scout/domain/admin/current-user.schema';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';

/** GET /api/ccmp/settings/getassemblyversion -> {assemblyVersion}: the version the server runs. */
export const ASSEMBLY_VERSION_PATH = '/api/ccmp/settings/getassemblyversion';

export async function getAssemblyVersion(api: ApiClient, signal?: AbortSignal): Promise<string> {
  const { assemblyVersion } = await api.get(ASSEMBLY_VERSION_PATH, { schema: assemblyVersionSchema, signal });
  return assemblyVersion;
}

export const assemblyVersionQueryKey = ['shell', 'assembly-version'] as const;

/** Polls the server version; the interval shortens or lengthens as the caller asks. */
export function useAssemblyVersionQuery(refetchInterval: number) {
  const api = useApiClient();
  return useQuery({
    queryKey: assemblyVersionQueryKey,
    queryFn: ({ signal }) => getAssemblyVersion(api, signal),
    refetchInterval,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    staleTime: 0,
    retry: false,
  });
}
