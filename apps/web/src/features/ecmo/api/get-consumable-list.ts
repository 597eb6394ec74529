import { consumableListRowSchema } from '@scout/domain/ecmo/consumable-item.schema';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { ECMO_ITEM_PATH, ecmoKeys } from './ecmo-api.ts';

export type ConsumableListKind = 'available' | 'nearexpiry';

/** GET /api/ecmo/ecmoItem/available or /nearexpiry. */
export function getConsumableList(api: ApiClient, kind: ConsumableListKind, signal?: AbortSignal) {
  return api.get(`${ECMO_ITEM_PATH}/${kind}`, { schema: z.array(consumableListRowSchema), signal });
}
export function useConsumableList(kind: ConsumableListKind) {
  const api = useApiClient();
  return useQuery({
    queryKey: ecmoKeys.itemList(kind),
    queryFn: ({ signal }) => getConsumableList(api, kind, signal),
  });
}
