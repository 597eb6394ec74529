import type { UserManager } from 'oidc-client-ts';
import { paths } from '../config/paths.ts';
import type { AccessTokenSource } from './api-client.ts';
import { clearClinicalStorage } from './clinical-storage.ts';

/** What the app keeps in the OIDC state across the sign-in redirect. */
export interface SignInState {
  returnTo: string;
}

/** Only same-origin paths are accepted as a place to return to (no open redirect). */
export function safeReturnTo(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return paths.home.getHref();
  }
  if (value.startsWith(paths.authCallback.path)) return paths.home.getHref();
  return value;
}

export function returnToFromState(state: unknown): string {
  if (state && typeof state === 'object' && 'returnTo' in state) return safeReturnTo(state.returnTo);
  return paths.home.getHref();
}

export function currentReturnTo(): string {
  const { pathname, search, hash } = window.location;
  return safeReturnTo(`${pathname}${search}${hash}`);
}

export async function redirectToSignIn(
  userManager: UserManager,
  returnTo = currentReturnTo(),
): Promise<void> {
  const state: SignInState = { returnTo };
  await userManager.signinRedirect({ state });
}

/**
 * Resolves true when a valid user is stored (renewing an expired one with its refresh token),
 * otherwise starts the sign-in redirect and resolves false. Rejects when the provider cannot be
 * reached (discovery failed).
 */
export async function ensureSignedIn(userManager: UserManager): Promise<boolean> {
  const user = await userManager.getUser();
  if (user && !user.expired) return true;
  if (user?.refresh_token) {
    try {
      const renewed = await userManager.signinSilent();
      if (renewed && !renewed.expired) return true;
    } catch {
      // The refresh token is no longer accepted: sign in again.
    }
  }
  await redirectToSignIn(userManager);
  return false;
}

/**
 * Ends the local session and the provider session; nothing clinical stays in the browser's storage.
 * The refresh token is revoked first: that ends the sign-in's grant, so its access tokens are refused
 * from the next call even when the provider's session cookie is gone (another tab signed out, cookies
 * cleared, the provider session expired) and the end-session redirect below finds no session to end.
 */
export async function signOut(userManager: UserManager): Promise<void> {
  const user = await userManager.getUser();
  if (user?.refresh_token) {
    try {
      await userManager.revokeTokens(['refresh_token']);
    } catch {
      // Unreachable provider: sign out locally all the same; the end-session redirect still runs.
    }
  }
  await userManager.removeUser();
  clearClinicalStorage();
  const args: { id_token_hint?: string } = {};
  if (user?.id_token) args.id_token_hint = user.id_token;
  await userManager.signoutRedirect(args);
}

/** The last access token of each UserManager, in memory only (never in the browser's storage). */
const lastTokens = new WeakMap<UserManager, { token: string | null }>();

/**
 * The in-memory copy of a UserManager's access token: kept by every read and renewal through
 * `accessTokenSource`, by the manager's own loads (automatic silent renewal) and emptied when the
 * user is removed (logout).
 */
function lastTokenOf(userManager: UserManager): { token: string | null } {
  let last = lastTokens.get(userManager);
  if (!last) {
    const kept = { token: null as string | null };
    userManager.events.addUserLoaded((user) => {
      kept.token = user.access_token ?? null;
    });
    userManager.events.addUserUnloaded(() => {
      kept.token = null;
    });
    lastTokens.set(userManager, kept);
    last = kept;
  }
  return last;
}

export function accessTokenSource(userManager: UserManager): AccessTokenSource {
  const last = lastTokenOf(userManager);
  return {
    async getAccessToken() {
      const user = await userManager.getUser();
      last.token = user?.access_token ?? null;
      return last.token;
    },
    cachedAccessToken: () => last.token,
    async renewAccessToken() {
      try {
        const user = await userManager.signinSilent();
        last.token = user?.access_token ?? null;
        return last.token;
      } catch {
        return null;
      }
    },
    redirectToSignIn: () => redirectToSignIn(userManager),
  };
}
