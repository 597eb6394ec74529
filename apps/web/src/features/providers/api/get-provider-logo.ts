import { type ProviderLogo, providerLogoSchema } from '@scout/domain/admin/health-care-provider.schema';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { providerKeys, providerLogoPath } from './provider-keys.ts';

/** GET /api/ccmp/healthcareproviders/{id}/logo -> {contentType, imageData (base64)}; 404 when none. */
export function getProviderLogo(api: ApiClient, id: number, signal?: AbortSignal): Promise<ProviderLogo> {
  return api.get(providerLogoPath(id), { schema: providerLogoSchema, signal });
}

export const logoDataUrl = (logo: ProviderLogo) => `data:${logo.contentType};base64,${logo.imageData}`;

/** Only asked for when the provider says it has a logo. */
export function useProviderLogo(id: number, hasLogo: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: providerKeys.logo(id),
    queryFn: ({ signal }) => getProviderLogo(api, id, signal),
    enabled: hasLogo,
  });
}
