import { type OutboundChannel, type OutboxPage, outboxPageSchema } from '@scout/domain/admin/outbox.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';

export const OUTBOX_PATH = '/api/ccmp/admin/outbox';

export interface OutboxFilter {
  channel?: OutboundChannel | undefined;
  page: number;
  pageSize: number;
}

/** GET /api/ccmp/admin/outbox?channel&page&pageSize, newest first. */
export function listOutbox(api: ApiClient, filter: OutboxFilter, signal?: AbortSignal): Promise<OutboxPage> {
  const query = new URLSearchParams({ page: String(filter.page), pageSize: String(filter.pageSize) });
  if (filter.channel) query.set('channel', filter.channel);
  return api.get(`${OUTBOX_PATH}?${query}`, { schema: outboxPageSchema, signal });
}

export function useOutbox(filter: OutboxFilter) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['outbox', filter] as const,
    queryFn: ({ signal }) => listOutbox(api, filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
