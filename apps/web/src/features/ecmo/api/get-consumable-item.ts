import { type ConsumableItem, consumableItemSchemaOut } from '@scout/domain/ecmo/consumable-item.schema';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { ECMO_ITEM_PATH, ecmoKeys } from './ecmo-api.ts';

/** GET /api/ecmo/ecmoItem/{id}. */
export function getConsumableItem(api: ApiClient, id: number, signal?: AbortSignal): Promise<ConsumableItem> {
  return api.get(`${ECMO_ITEM_PATH}/${id}`, { schema: consumableItemSchemaOut, signal });
}
export function useConsumableItem(id: number | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: ecmoKeys.item(id ?? 0),
    queryFn: ({ signal }) => getConsumableItem(api, id as number, signal),
    enabled: id !== null,
  });
}
