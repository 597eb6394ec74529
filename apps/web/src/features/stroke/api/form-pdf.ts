import { formPdfResponseSchema } from '@scout/domain/vst/actions.schema';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { withQuery } from '../../../lib/with-query.ts';
import { formBase, type StrokeArea } from './stroke-area.ts';

/** GET {api}/form/generate/{type}?id= (spec 3 §7.1): { fileName, contentType, base64 }. */
export function getStrokeFormPdf(
  api: ApiClient,
  area: StrokeArea,
  type: string,
  id: number,
  signal?: AbortSignal,
) {
  return api.get(withQuery(`${formBase(area)}/generate/${type}`, { id }), {
    schema: formPdfResponseSchema,
    signal,
  });
}

/**
 * A record's PDF while `enabled` (the viewer is open): generated afresh each time it opens (the
 * record may have changed) and not kept once the viewer closes.
 */
export function useStrokeFormPdf(area: StrokeArea, type: string, id: number, enabled: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: area.keys.pdf(type, id),
    queryFn: ({ signal }) => getStrokeFormPdf(api, area, type, id, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
