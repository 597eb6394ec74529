import {
  LOGO_FIELD,
  type ProviderLogo,
  providerLogoSchema,
} from '@scout/domain/admin/health-care-provider.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { providerKeys, providerLogoPath } from './provider-keys.ts';

/** POST /api/ccmp/healthcareproviders/{id}/logo, multipart with the file in field logoFile. */
export function uploadProviderLogo(
  api: ApiClient,
  id: number,
  file: Blob,
  fileName: string,
): Promise<ProviderLogo> {
  const form = new FormData();
  form.append(LOGO_FIELD, file, fileName);
  return api.post(providerLogoPath(id), form, { schema: providerLogoSchema });
}

export function useUploadProviderLogo() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file, fileName }: { id: number; file: Blob; fileName: string }) =>
      uploadProviderLogo(api, id, file, fileName),
    onSuccess: (logo, { id }) => {
      queryClient.setQueryData(providerKeys.logo(id), logo);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: providerKeys.searches }),
        queryClient.invalidateQueries({ queryKey: providerKeys.detail(id), exact: true }),
      ]);
    },
  });
}
