import type { ConsumableItemValues } from '@scout/domain/ecmo/consumable-item.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { ECMO_ITEM_PATH, ecmoKeys } from './ecmo-api.ts';

/** POST /api/ecmo/ecmoItem (create) or PUT /api/ecmo/ecmoItem (update, id in the body). */
export function saveConsumableItem(api: ApiClient, item: ConsumableItemValues & { forceUpdate?: boolean }) {
  return item.id
    ? api.put<{ id?: number } | undefined>(ECMO_ITEM_PATH, item)
    : api.post<{ id?: number } | undefined>(ECMO_ITEM_PATH, item);
}
export function useSaveConsumableItem() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: ConsumableItemValues & { forceUpdate?: boolean }) => saveConsumableItem(api, item),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ecmoKeys.items }),
  });
}
