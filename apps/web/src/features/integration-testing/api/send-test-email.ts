import {
  type IntegrationTestResult,
  integrationTestResultSchema,
  type SendTestEmailInput,
} from '@scout/domain/admin/integration-testing.schema';
import type { ApiClient } from '../../../lib/api-client.ts';
import { INTEGRATION_TESTING_PATH } from './get-test-config.ts';

/** POST .../send-test-email {email, emailOption}. A failed delivery answers 200 with success false. */
export function sendTestEmail(api: ApiClient, input: SendTestEmailInput): Promise<IntegrationTestResult> {
  return api.post(`${INTEGRATION_TESTING_PATH}/send-test-email`, input, {
    schema: integrationTestResultSchema,
  });
}
