import { formSendRecordSchema, type SendChannel } from '@scout/domain/vst/actions.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { formBase, type StrokeArea } from './stroke-area.ts';

/** What a send names: the record by its form type and id. */
export interface StrokeFormSend {
  id: number;
  type: string;
}

/** The recorded send as both areas answer it (the record type is the area's own). */
const sendRecordSchema = formSendRecordSchema.extend({ recordType: z.string() });

/**
 * POST {api}/form/send/fax or /box with { id, serviceType } (spec 3 §7.1; VTIS { id, recordType }:
 * "fax to hospital and upload to Box, each by record type and id", §7.2): the record's PDF to its
 * hospital. The answer is the recorded send; `result: 'failed'` (a 200 answer) is a failure too.
 */
export function sendStrokeForm(api: ApiClient, area: StrokeArea, channel: SendChannel, send: StrokeFormSend) {
  const body = { id: send.id, [area.sendTypeKey]: send.type };
  return api.post(`${formBase(area)}/send/${channel}`, body, { schema: sendRecordSchema });
}

export function useSendStrokeForm(area: StrokeArea) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, ...body }: StrokeFormSend & { channel: SendChannel }) =>
      sendStrokeForm(api, area, channel, body),
    onSettled: (_data, _error, { type, id }) =>
      queryClient.invalidateQueries({ queryKey: area.keys.sends(type, id) }),
  });
}
