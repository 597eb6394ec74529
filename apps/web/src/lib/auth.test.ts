import { InMemoryWebStorage, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { accessTokenSource, returnToFromState, safeReturnTo } from './auth.ts';

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
