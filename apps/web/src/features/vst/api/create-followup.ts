import type { NewVstFollowup } from '@scout/domain/vst/followup.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { createdId } from './create-consult.ts';
import { VST_RECORD_BASE, vstKeys } from './vst-api.ts';

/**
 * POST /api/vst/followup (§2.4, §7.1): the new-consult fields and `vstConsultId` -> the new id.
 * The server refuses (400 on vstConsultId) a consult that may not have a follow-up now.
 */
export async function createVstFollowup(api: ApiClient, input: NewVstFollowup): Promise<number> {
  return createdId(await api.post<unknown>(VST_RECORD_BASE.followup, input));
}

export function useCreateVstFollowup() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewVstFollowup) => createVstFollowup(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vstKeys.all }),
  });
}
