import { DISMISSED_BANNER_STORAGE_KEY } from '@scout/domain/shell/version';
import type { UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from './auth.ts';
import { clearClinicalStorage } from './clinical-storage.ts';

/** Where the reperfusion register (local) and the VST dashboard (session) keep their filters. */
const REPERFUSION_DASHBOARD_STORAGE_KEY = 'scout.vst.reperfusion';
const VST_DASHBOARD_STORAGE_KEY = 'scout.vst.dashboard';

afterEach(() => {
  window.sessionStorage.clear();
});

const everything = (store: Storage) =>
  Object.fromEntries(
    Array.from({ length: store.length }, (_, i) => store.key(i) as string).map((k) => [k, store.getItem(k)]),
  );

describe('logout', () => {
  it('leaves nothing clinical in local or session storage (dashboard filters with a patient name, tokens)', async () => {
    localStorage.setItem(
      `${REPERFUSION_DASHBOARD_STORAGE_KEY}.filters`,
      JSON.stringify({ keyword: 'Smith' }),
    );
    localStorage.setItem('oidc.user:http://localhost/oidc:scout-web', '{"access_token":"t"}');
    localStorage.setItem(DISMISSED_BANNER_STORAGE_KEY, '1.0.6498.1');
    sessionStorage.setItem(`${VST_DASHBOARD_STORAGE_KEY}.filters`, JSON.stringify({ keyword: 'URN12345' }));
    sessionStorage.setItem(`${VST_DASHBOARD_STORAGE_KEY}.page`, JSON.stringify({ pageNumber: 2 }));

    const userManager = {
      getUser: vi.fn(async () => ({ id_token: 'id-token' })),
      removeUser: vi.fn(async () => {}),
      signoutRedirect: vi.fn(async () => {}),
    };
    await signOut(userManager as unknown as UserManager);

    expect(everything(localStorage)).toEqual({ [DISMISSED_BANNER_STORAGE_KEY]: '1.0.6498.1' });
    expect(everything(sessionStorage)).toEqual({});
    expect(userManager.removeUser).toHaveBeenCalled();
    expect(userManager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-token' });
  });

  it('does not fail where storage is unavailable', () => {
    expect(() =>
      clearClinicalStorage(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).not.toThrow();
  });
});
