import { assemblyVersionSchema } from '@scout/domain/admin/current-user.schema';
import type { ApiClient } from '../../../lib/api-client.ts';

/** GET /api/ccmp/settings/getassemblyversion -> {assemblyVersion}: the version the server runs. */
export const ASSEMBLY_VERSION_PATH = '/api/ccmp/settings/getassemblyversion';

export async function getAssemblyVersion(api: ApiClient, signal?: AbortSignal): Promise<string> {
  const { assemblyVersion } = await api.get(ASSEMBLY_VERSION_PATH, { schema: assemblyVersionSchema, signal });
  return assemblyVersion;
}

export const assemblyVersionQueryKey = ['shell', 'assembly-version'] as const;
