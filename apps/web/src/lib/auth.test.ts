import { InMemoryWebStorage, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { accessTokenSource, returnToFromState, safeReturnTo, signOut } from './auth.ts';

describe('return path after sign-in', () => {
  it('keeps a same-origin path with its query', () => {
    expect(safeReturnTo('/ccmp/countries')).toBe('/ccmp/countries');
    expect(returnToFromState({ returnTo: '/vst/consults?page=2' })).toBe('/vst/consults?page=2');
  });
  it('refuses other origins, the callback itself and junk', () => {
    expect(safeReturnTo('//evil.example/x')).toBe('/');
    expect(safeReturnTo('/\\evil.example')).toBe('/');
    expect(safeReturnTo('https://evil.example/')).toBe('/');
    expect(safeReturnTo('/auth/callback?code=1')).toBe('/');
    expect(returnToFromState(undefined)).toBe('/');
    expect(returnToFromState({ returnTo: 42 })).toBe('/');
  });
});

describe('the cached access token (what a keepalive request sends)', () => {
  function userManager() {
    const store = new WebStorageStateStore({ store: new InMemoryWebStorage() });
    return new UserManager({
      authority: 'http://localhost/oidc',
      client_id: 'scout-web',
      redirect_uri: 'http://localhost/auth/callback',
      userStore: store,
      stateStore: store,
      automaticSilentRenew: false,
    });
  }
  const user = (token: string) =>
    new User({
      access_token: token,
      token_type: 'Bearer',
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      profile: { sub: '1', iss: 'http://localhost/oidc', aud: 'scout-web', exp: 0, iat: 0 },
    });

  it('is the token last read, follows the manager’s loads (renewals), and is gone once the user is removed (logout)', async () => {
    const manager = userManager();
    const source = accessTokenSource(manager);
    expect(source.cachedAccessToken?.()).toBeNull();
    await manager.storeUser(user('token-1'));
    await expect(source.getAccessToken()).resolves.toBe('token-1');
    expect(source.cachedAccessToken?.()).toBe('token-1');
    // Another source of the same manager (one per download or upload) shares it.
    expect(accessTokenSource(manager).cachedAccessToken?.()).toBe('token-1');

    await manager.events.load(user('token-2'));
    expect(source.cachedAccessToken?.()).toBe('token-2');

    await manager.removeUser();
    expect(source.cachedAccessToken?.()).toBeNull();
  });
});

describe('sign-out', () => {
  it('revokes the refresh token at the provider before ending the session, and signs out even if that fails', async () => {
    const calls: { url: string; body: string }[] = [];
    const realFetch = globalThis.fetch;
    let failRevocation = false;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push({ url, body: String(init?.body ?? '') });
      if (failRevocation) throw new TypeError('Failed to fetch');
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    try {
      for (const fail of [false, true]) {
        failRevocation = fail;
        calls.length = 0;
        const store = new WebStorageStateStore({ store: new InMemoryWebStorage() });
        const manager = new UserManager({
          authority: 'http://localhost/oidc',
          client_id: 'scout-web',
          redirect_uri: 'http://localhost/auth/callback',
          userStore: store,
          stateStore: store,
          metadata: {
            issuer: 'http://localhost/oidc',
            authorization_endpoint: 'http://localhost/oidc/auth',
            token_endpoint: 'http://localhost/oidc/token',
            revocation_endpoint: 'http://localhost/oidc/token/revocation',
            end_session_endpoint: 'http://localhost/oidc/session/end',
          },
        });
        const redirects: string[] = [];
        manager.signoutRedirect = (async (args?: { id_token_hint?: string }) => {
          redirects.push(args?.id_token_hint ?? '');
        }) as typeof manager.signoutRedirect;
        await manager.storeUser(
          new User({
            access_token: 'access-1',
            refresh_token: 'refresh-1',
            id_token: 'id-1',
            token_type: 'Bearer',
            expires_at: Math.floor(Date.now() / 1000) + 3600,
            profile: { sub: '1', iss: 'http://localhost/oidc', aud: 'scout-web', exp: 0, iat: 0 },
          }),
        );
        await signOut(manager);
        const revocation = calls.find((c) => c.url === 'http://localhost/oidc/token/revocation');
        expect(revocation?.body).toContain('token=refresh-1');
        expect(revocation?.body).toContain('token_type_hint=refresh_token');
        expect(await manager.getUser()).toBeNull();
        expect(redirects).toEqual(['id-1']);
      }
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
