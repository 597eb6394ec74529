import {
  type IntegrationTestResult,
  integrationTestResultSchema,
} from '@scout/domain/admin/integration-testing.schema';
import type { ApiClient } from '../../../lib/api-client.ts';
import { INTEGRATION_TESTING_PATH } from './get-test-config.ts';

/** GET .../test-reachapi: a read-only call to the reach API. A failed delivery answers 200 with success false. */
export function testReachApi(api: ApiClient): Promise<IntegrationTestResult> {
  return api.get(`${INTEGRATION_TESTING_PATH}/test-reachapi`, { schema: integrationTestResultSchema });
}
