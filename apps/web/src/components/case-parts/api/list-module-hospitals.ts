import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import type { CaseModule } from './case-parts-api.ts';

/** VST's hospitals (spec 3 §7.1) may have no nick name: their name is shown then. */
const hospitalsSchema = z.array(
  z
    .object({ id: z.number().int(), nickName: z.string().nullable(), name: z.string().optional() })
    .transform((h) => ({ id: h.id, nickName: h.nickName ?? h.name ?? String(h.id) })),
);

/**
 * GET /api/{module}/hospitals (spec 2 §7.1: id, nickName): the transfer form's hospital choices.
 * Telehealth has no such path; its health care providers lookup (§7.2) answers the same shape.
 */
export const moduleHospitalsPath = (module: CaseModule) =>
  module === 'telehealth'
    ? '/api/telehealth/referencedata/healthcareproviders'
    : `/api/${module.replace(/-followup$/, '')}/hospitals`;

export function listModuleHospitals(api: ApiClient, module: CaseModule, signal?: AbortSignal) {
  return api.get(moduleHospitalsPath(module), { schema: hospitalsSchema, signal });
}

export function moduleHospitalsQueryOptions(api: ApiClient, module: CaseModule) {
  return queryOptions({
    queryKey: [module, 'hospitals'] as const,
    queryFn: ({ signal }) => listModuleHospitals(api, module, signal),
    staleTime: 5 * 60_000,
  });
}

export function useModuleHospitalsQuery(module: CaseModule) {
  return useQuery(moduleHospitalsQueryOptions(useApiClient(), module));
}
