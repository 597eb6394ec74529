import { type TestConfig, testConfigSchema } from '@scout/domain/admin/integration-testing.schema';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';

export const INTEGRATION_TESTING_PATH = '/api/ccmp/admin/integrationtesting';
export const TEST_CONFIG_PATH = `${INTEGRATION_TESTING_PATH}/test-config`;

/** GET .../test-config -> {email, fax, testFileName}: the page's defaults. */
export function getTestConfig(api: ApiClient, signal?: AbortSignal): Promise<TestConfig> {
  return api.get(TEST_CONFIG_PATH, { schema: testConfigSchema, signal });
}

export function useTestConfig() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['integration-testing', 'config'] as const,
    queryFn: ({ signal }) => getTestConfig(api, signal),
    refetchOnWindowFocus: false,
  });
}
