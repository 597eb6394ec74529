import {
  type IntegrationTestResult,
  integrationTestResultSchema,
  type SendTestFaxInput,
} from '@scout/domain/admin/integration-testing.schema';
import type { ApiClient } from '../../../lib/api-client.ts';
import { INTEGRATION_TESTING_PATH } from './get-test-config.ts';

/** POST .../send-test-fax {fax}. A failed delivery answers 200 with success false. */
export function sendTestFax(api: ApiClient, input: SendTestFaxInput): Promise<IntegrationTestResult> {
  return api.post(`${INTEGRATION_TESTING_PATH}/send-test-fax`, input, {
    schema: integrationTestResultSchema,
  });
}
