import { countrySchema } from '@scout/domain/admin/jurisdiction.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { COUNTRIES_PATH } from './country-keys.ts';

export const SET_PARTICIPATING_PATH = `${COUNTRIES_PATH}/setParticipating`;

const answerSchema = countrySchema.extend({ isParticipating: z.boolean() });
export type ParticipationChange = z.infer<typeof answerSchema>;

/** POST /api/ccmp/countries/setParticipating {id}: the spec's toggle (adds or removes). */
export function toggleParticipating(api: ApiClient, id: number): Promise<ParticipationChange> {
  return api.post(SET_PARTICIPATING_PATH, { id }, { schema: answerSchema });
}

export function useToggleParticipating() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => toggleParticipating(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['countries'] }),
  });
}
