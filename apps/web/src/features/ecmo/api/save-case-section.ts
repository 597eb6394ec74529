import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { ecmoCasePath, ecmoKeys, patch } from './ecmo-api.ts';

/** The PATCH sub-paths of the case's sections (spec 2 §7.1). */
export type CaseSectionPath =
  | 'referrerinformation'
  | 'patienthospitalinformation'
  | 'clinicaldetails'
  | 'clinicaldetails/observation'
  | 'clinicaldetails/bloodgas'
  | 'clinicaldetails/investigation'
  | 'ecmodetails'
  | 'conclusion';

/**
 * PATCH /api/ecmo/cases/{id}/{section}: the section's values plus the case's lastModified (and
 * forceUpdate after the conflict dialog). A stale lastModified answers 409.
 */
export function saveCaseSection(api: ApiClient, id: number, section: CaseSectionPath, body: unknown) {
  return patch<unknown>(api, `${ecmoCasePath(id)}/${section}`, body);
}

export function useSaveCaseSection(id: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ section, body }: { section: CaseSectionPath; body: unknown }) =>
      saveCaseSection(api, id, section, body),
    // A successful save refreshes the case (new lastModified, derived values) and the dashboards.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ecmoKeys.case(id) });
      void queryClient.invalidateQueries({ queryKey: ecmoKeys.dashboards });
    },
  });
}
