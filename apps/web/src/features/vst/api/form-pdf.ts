import { formPdfResponseSchema, type VstFormType } from '@scout/domain/vst/actions.schema';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { withQuery } from '../../../lib/with-query.ts';
import { VST_FORM_BASE, vstKeys } from './vst-api.ts';

/** GET /api/vst/form/generate/{type}?id= (§7.1): { fileName, contentType, base64 }. */
export function getVstFormPdf(api: ApiClient, type: VstFormType, id: number, signal?: AbortSignal) {
  return api.get(withQuery(`${VST_FORM_BASE}/generate/${type}`, { id }), {
    schema: formPdfResponseSchema,
    signal,
  });
}

/**
 * The record's PDF while `enabled` (the viewer is open): generated afresh each time it opens
 * (the record may have changed) and not kept once the viewer closes.
 */
export function useVstFormPdf(type: VstFormType, id: number, enabled: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: vstKeys.pdf(type, id),
    queryFn: ({ signal }) => getVstFormPdf(api, type, id, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
