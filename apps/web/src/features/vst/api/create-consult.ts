import { type NewVstConsult, newRecordResponseSchema } from '@scout/domain/vst/case.schema';
import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { VST_RECORD_BASE, vstKeys } from './vst-api.ts';

/** A create answered without { data: { id } } (spec 3 §7.3): 'API Post returned no result'. */
export class NoResultError extends Error {
  override readonly name = 'NoResultError';
  constructor() {
    super(M.apiPostNoResult);
  }
}

/** The new record's id from a create's answer, or NoResultError. */
export function createdId(answer: unknown): number {
  const parsed = newRecordResponseSchema.safeParse(answer);
  if (!parsed.success) throw new NoResultError();
  return parsed.data.data.id;
}

/** POST /api/vst/consults (§2.4, §7.1): patient, call taker, call date/time, referrer -> the new id. */
export async function createVstConsult(api: ApiClient, input: NewVstConsult): Promise<number> {
  return createdId(await api.post<unknown>(VST_RECORD_BASE.consult, input));
}

export function useCreateVstConsult() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewVstConsult) => createVstConsult(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vstKeys.all }),
  });
}
