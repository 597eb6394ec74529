import {
  type FormSend,
  formSendRecordSchema,
  type SendChannel,
  type VstFormType,
} from '@scout/domain/vst/actions.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { withQuery } from '../../../lib/with-query.ts';
import { VST_FORM_BASE, vstKeys } from './vst-api.ts';

/**
 * POST /api/vst/form/send/fax or /box with { id, serviceType } (§7.1): the record's PDF to its
 * hospital. The answer is the recorded send; `result: 'failed'` (a 200 answer) is a failure too.
 */
export function sendVstForm(api: ApiClient, channel: SendChannel, body: FormSend) {
  return api.post(`${VST_FORM_BASE}/send/${channel}`, body, { schema: formSendRecordSchema });
}

export function useSendVstForm() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, ...body }: FormSend & { channel: SendChannel }) =>
      sendVstForm(api, channel, body),
    onSettled: (_data, _error, { serviceType, id }) =>
      queryClient.invalidateQueries({ queryKey: vstKeys.sends(serviceType, id) }),
  });
}

/** GET /api/vst/form/sends?id=&serviceType=: the record's sends, newest as the server orders them. */
export function getVstFormSends(api: ApiClient, serviceType: VstFormType, id: number, signal?: AbortSignal) {
  return api.get(withQuery(`${VST_FORM_BASE}/sends`, { id, serviceType }), {
    schema: z.array(formSendRecordSchema),
    signal,
  });
}

export function useVstFormSends(serviceType: VstFormType, id: number) {
  const api = useApiClient();
  return useQuery({
    queryKey: vstKeys.sends(serviceType, id),
    queryFn: ({ signal }) => getVstFormSends(api, serviceType, id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}
