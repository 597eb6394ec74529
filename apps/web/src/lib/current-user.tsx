import type { CurrentUser } from '@scout/domain/admin/current-user.schema';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * The signed-in user's current database record (GET /api/ccmp/admin/users/current). Every tile,
 * menu item and route is gated with the domain rules applied to it, never to token claims.
 */
const CurrentUserContext = createContext<CurrentUser | null>(null);

export function CurrentUserProvider({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}

export function useCurrentUser(): CurrentUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('CurrentUserProvider is missing');
  return user;
}
