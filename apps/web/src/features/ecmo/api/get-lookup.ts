import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { ECMO_API, ecmoKeys } from './ecmo-api.ts';

/** The id-and-name lookups of spec 2 §3.2, §3.5 and §7.1 (GET /api/ecmo/{name}). */
export const ECMO_LOOKUPS = [
  'ecmotypes',
  'ecmoprimaryorganfailures',
  'ecmodiagnosiscategories',
  'ecmosecondarydiagnoses',
  'ecmocircuittypes',
  'ecmoitembrands',
  'ecmoitemstatuses',
  'ecmoitemsuppliers',
  'ecmoitemtypes',
] as const;
export type EcmoLookupName = (typeof ECMO_LOOKUPS)[number];

/** Diagnosis categories carry their primary organ failure; other lookups ignore the extra field. */
const lookupItemSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  primaryOrganFailureId: z.number().int().optional(),
});
export type EcmoLookupItem = z.infer<typeof lookupItemSchema>;

export function getEcmoLookup(api: ApiClient, name: EcmoLookupName, signal?: AbortSignal) {
  return api.get(`${ECMO_API}/${name}`, { schema: z.array(lookupItemSchema), signal });
}

/** Lookups change rarely: kept for the session. */
export function useEcmoLookup(name: EcmoLookupName) {
  const api = useApiClient();
  return useQuery({
    queryKey: ecmoKeys.lookup(name),
    queryFn: ({ signal }) => getEcmoLookup(api, name, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Select options of a lookup. */
export function lookupOptions(items: readonly EcmoLookupItem[] | undefined) {
  return (items ?? []).map((i) => ({ value: i.id, label: i.name }));
}
