import type { NewTelehealthCase } from '@scout/domain/telehealth/case.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { TELEHEALTH_CASE_PATH, telehealthKeys } from './telehealth-api.ts';

/** POST /case answers { data: { id } } (spec 2 §7.2); anything else is 'API Post returned no result'. */
const createdSchema = z.object({ data: z.object({ id: z.number().int().positive() }) });

/** POST /api/telehealth/case: call taker, call date/time, patient and referrer -> the new case id. */
export async function createTelehealthCase(api: ApiClient, input: NewTelehealthCase): Promise<number> {
  const answer = await api.post<unknown>(TELEHEALTH_CASE_PATH, input);
  const parsed = createdSchema.safeParse(answer);
  if (!parsed.success) throw new Error('API Post returned no result');
  return parsed.data.data.id;
}

export function useCreateTelehealthCase() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewTelehealthCase) => createTelehealthCase(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: telehealthKeys.dashboards }),
  });
}
