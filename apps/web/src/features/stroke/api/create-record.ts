import { STROKE_MESSAGES as M } from '@scout/domain/stroke/messages';
import { newRecordResponseSchema } from '@scout/domain/stroke/record.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/shell-services.tsx';
import type { StrokeArea } from './stroke-area.ts';

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

/** POST `path` (a new consult or follow-up, §2.4, §7.1, §7.2) -> the new id; refreshes the area. */
export function useCreateStrokeRecord<T>(area: StrokeArea, path: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => createdId(await api.post<unknown>(path, input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: area.keys.all }),
  });
}
