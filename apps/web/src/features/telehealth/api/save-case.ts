import type { TelehealthCase } from '@scout/domain/telehealth/case.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { TELEHEALTH_CASE_PATH, telehealthKeys } from './telehealth-api.ts';

/**
 * The PUT sub-paths of spec 2 §7.2: '' saves the whole case (Save All, closing), the others one
 * section each.
 */
export type TelehealthSavePath =
  | ''
  | 'referrer'
  | 'intensivist'
  | 'patient-information'
  | 'patient-history'
  | 'consultations';

/**
 * PUT /api/telehealth/case[/section]: the section's values with the case id and lastModified (and
 * forceUpdate after the conflict prompt). The answer is the whole updated case, put straight into
 * the cache (no second GET). A stale lastModified answers 409.
 */
export function saveTelehealthCase(api: ApiClient, path: TelehealthSavePath, body: unknown) {
  return api.put<TelehealthCase>(path ? `${TELEHEALTH_CASE_PATH}/${path}` : TELEHEALTH_CASE_PATH, body);
}

export function useSaveTelehealthCase(id: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: TelehealthSavePath; body: unknown }) =>
      saveTelehealthCase(api, path, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(telehealthKeys.case(id), updated);
      void queryClient.invalidateQueries({ queryKey: telehealthKeys.dashboards });
    },
  });
}
