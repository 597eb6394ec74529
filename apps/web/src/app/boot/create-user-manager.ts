import type { ClientConfig } from '@scout/domain/shell/client-config';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { paths } from '../../config/paths.ts';
import { REQUEST_TIMEOUT_MS } from '../../lib/api-client.ts';

/** An authority given as a path (/oidc) is on this origin. */
function absoluteAuthority(authority: string, origin: string): string {
  return authority.startsWith('/') ? `${origin}${authority}` : authority;
}

/**
 * Authorization code flow with PKCE (the library's default for response_type code). Tokens live
 * in localStorage (spec 1 §1) and are renewed with the refresh token before they expire.
 * Calls to the provider (discovery, token, refresh) give up after the API's time-out, so a slow or
 * unreachable provider ends in an error with a retry rather than a spinner for ever.
 */
export function createUserManager(config: ClientConfig, origin = window.location.origin): UserManager {
  return new UserManager({
    authority: absoluteAuthority(config.oidcAuthority, origin),
    client_id: config.oidcClientId,
    redirect_uri: `${origin}${paths.authCallback.path}`,
    post_logout_redirect_uri: `${origin}${paths.home.path}`,
    response_type: 'code',
    scope: config.oidcScope,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: true,
    loadUserInfo: false,
    monitorSession: false,
    requestTimeoutInSeconds: REQUEST_TIMEOUT_MS / 1000,
  });
}
