import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import type { CaseModule } from './case-parts-api.ts';

const hospitalsSchema = z.array(z.object({ id: z.number().int(), nickName: z.string() }));

/** GET /api/{module}/hospitals (spec 2 §7.1: id, nickName): the transfer form's hospital choices. */
export function listModuleHospitals(api: ApiClient, module: CaseModule, signal?: AbortSignal) {
  return api.get(`/api/${module}/hospitals`, { schema: hospitalsSchema, signal });
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
