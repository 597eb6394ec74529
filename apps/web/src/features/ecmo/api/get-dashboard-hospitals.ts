import { dashboardHospitalSchema } from '@scout/domain/ecmo/dashboard.schema';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { ECMO_API, ecmoKeys } from './ecmo-api.ts';

export type DashboardHospital = z.infer<typeof dashboardHospitalSchema>;

/** GET /api/ecmo/hospitalswithopencases or /hospitalswitharchivedcases (filter choices). */
export function getDashboardHospitals(api: ApiClient, archived: boolean, signal?: AbortSignal) {
  const path = `${ECMO_API}/${archived ? 'hospitalswitharchivedcases' : 'hospitalswithopencases'}`;
  return api.get(path, { schema: z.array(dashboardHospitalSchema), signal });
}

export function useDashboardHospitals(archived: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: ecmoKeys.hospitals(archived),
    queryFn: ({ signal }) => getDashboardHospitals(api, archived, signal),
  });
}
