import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { TELEHEALTH_REFERENCE_PATH, telehealthKeys } from './telehealth-api.ts';

/**
 * A reference-data item as the lookups answer it (spec 2 §7.2: "each item id, name"). Hospitals
 * also carry a nickName and their contact (address, phoneNumber); users a displayName. Every list
 * becomes { value, label } options, the hospital's nickName preferred (as the ECMO pickers do).
 */
const referenceItemSchema = z.looseObject({
  id: z.number().int(),
  name: z.string().nullish(),
  nickName: z.string().nullish(),
  displayName: z.string().nullish(),
  address: z.string().nullish(),
  phoneNumber: z.string().nullish(),
});
export type ReferenceItem = z.infer<typeof referenceItemSchema>;

export const referenceLabel = (item: ReferenceItem) =>
  item.nickName || item.name || item.displayName || `#${item.id}`;

export type ReferenceList = 'healthcareproviders' | 'intensivists' | 'users';

/** GET /api/telehealth/referencedata/{healthcareproviders|intensivists|users}. */
export function getReferenceList(api: ApiClient, list: ReferenceList, signal?: AbortSignal) {
  return api.get(`${TELEHEALTH_REFERENCE_PATH}/${list}`, { schema: z.array(referenceItemSchema), signal });
}

/** Reference lists change rarely: kept five minutes. */
export function useReferenceList(list: ReferenceList) {
  const api = useApiClient();
  const query = useQuery({
    queryKey: telehealthKeys.reference(list),
    queryFn: ({ signal }) => getReferenceList(api, list, signal),
    staleTime: 5 * 60_000,
  });
  const options = (query.data ?? []).map((item) => ({ value: item.id, label: referenceLabel(item) }));
  return { ...query, options };
}

/** Spec 2 §7.2: drug lists fetched by type, 'Infusion' or 'StatDose'. */
export type DrugListType = 'Infusion' | 'StatDose';

/** GET /api/telehealth/referencedata/drugs?type=Infusion|StatDose. */
export function getDrugs(api: ApiClient, type: DrugListType, signal?: AbortSignal) {
  return api.get(`${TELEHEALTH_REFERENCE_PATH}/drugs?type=${type}`, {
    schema: z.array(referenceItemSchema),
    signal,
  });
}

/** The drug names of one type, as options whose value is the name (infusions store the name). */
export function useDrugOptions(type: DrugListType) {
  const api = useApiClient();
  const query = useQuery({
    queryKey: telehealthKeys.drugs(type),
    queryFn: ({ signal }) => getDrugs(api, type, signal),
    staleTime: 5 * 60_000,
  });
  const options = (query.data ?? []).map((item) => {
    const name = referenceLabel(item);
    return { value: name, label: name };
  });
  return { ...query, options };
}
