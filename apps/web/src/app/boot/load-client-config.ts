import { type ClientConfig, clientConfigSchema } from '@scout/domain/shell/client-config';
import { REQUEST_TIMEOUT_MS } from '../../lib/api-client.ts';

/** GET /api/config (public): what the browser needs before anyone signs in. */
export const CLIENT_CONFIG_PATH = '/api/config';

export async function loadClientConfig(): Promise<ClientConfig> {
  const response = await fetch(CLIENT_CONFIG_PATH, {
    headers: { Accept: 'application/json' },
    // A server that never answers ends in the start-up error (with Retry), not a spinner for ever.
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`GET ${CLIENT_CONFIG_PATH} answered ${response.status}`);
  return clientConfigSchema.parse(await response.json());
}
