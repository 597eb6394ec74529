import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { providerKeys, providerLogoPath } from './provider-keys.ts';

/** DELETE /api/ccmp/healthcareproviders/{id}/logo (204). */
export async function deleteProviderLogo(api: ApiClient, id: number): Promise<void> {
  await api.delete(providerLogoPath(id));
}

export function useDeleteProviderLogo() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteProviderLogo(api, id),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: providerKeys.logo(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: providerKeys.searches }),
        queryClient.invalidateQueries({ queryKey: providerKeys.detail(id), exact: true }),
      ]);
    },
  });
}
