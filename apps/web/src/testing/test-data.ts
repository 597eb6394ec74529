import { makePrincipal } from '@scout/domain/access/test-principals';
import type { CurrentUser } from '@scout/domain/admin/current-user.schema';
import type { ClientConfig } from '@scout/domain/shell/client-config';
import { APP_VERSION } from '@scout/domain/shell/version';

export const TEST_CONFIG: ClientConfig = {
  oidcAuthority: 'http://localhost:3000/oidc',
  oidcClientId: 'scout-web',
  oidcScope: 'openid profile email offline_access',
  environment: 'Test',
  assemblyVersion: APP_VERSION,
  timeZone: 'Australia/Melbourne',
  supportPhones: { vecmos: '03 5550 0101', stroke: '03 5550 0102' },
};

type CurrentUserOverrides = Parameters<typeof makePrincipal>[0] &
  Partial<Pick<CurrentUser, 'givenName' | 'surname' | 'hasMfa' | 'healthCareProviderIds'>>;

/** The GET /api/ccmp/admin/users/current answer for a principal built with makePrincipal. */
export function makeCurrentUser(overrides: CurrentUserOverrides = {}): CurrentUser {
  const {
    givenName = 'Sam',
    surname = 'Someone',
    hasMfa = false,
    healthCareProviderIds = [],
    ...principal
  } = overrides;
  return { ...makePrincipal(principal), givenName, surname, hasMfa, healthCareProviderIds };
}
