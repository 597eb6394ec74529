import {
  type IntegrationTestResult,
  integrationTestResultSchema,
  type SendTestFileInput,
} from '@scout/domain/admin/integration-testing.schema';
import type { ApiClient } from '../../../lib/api-client.ts';
import { INTEGRATION_TESTING_PATH } from './get-test-config.ts';

/** POST .../send-test-file-to-box {testFileName}: a dummy file to the file-sharing service. A failed delivery answers 200 with success false. */
export function sendTestFile(api: ApiClient, input: SendTestFileInput): Promise<IntegrationTestResult> {
  return api.post(`${INTEGRATION_TESTING_PATH}/send-test-file-to-box`, input, {
    schema: integrationTestResultSchema,
  });
}
