import { createApiClient } from '../../lib/api-client.ts';
import { accessTokenSource } from '../../lib/auth.ts';
import { setServiceTimeZone } from '../../lib/dates.ts';
import type { ShellServices } from '../../lib/shell-services.tsx';
import { createUserManager } from './create-user-manager.ts';
import { loadClientConfig } from './load-client-config.ts';

let booting: Promise<ShellServices> | undefined;

/**
 * Loads the configuration and creates the one UserManager and API client of this page. Runs once
 * per page load (React may mount twice in development): two managers would both renew the
 * refresh token and the second renewal would be refused.
 */
export function bootShell(): Promise<ShellServices> {
  booting ??= (async () => {
    const config = await loadClientConfig();
    setServiceTimeZone(config.timeZone);
    const userManager = createUserManager(config);
    return { config, userManager, api: createApiClient(accessTokenSource(userManager)) };
  })().catch((error: unknown) => {
    booting = undefined;
    throw error;
  });
  return booting;
}
