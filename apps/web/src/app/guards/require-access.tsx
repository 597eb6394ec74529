import type { Principal } from '@scout/domain/access/principal';
import { Outlet } from 'react-router';
import { ForbiddenPage } from '../../components/forbidden-page.tsx';
import { useCurrentUser } from '../../lib/current-user.tsx';

export type AccessRule = (p: Principal) => boolean;

/**
 * A route guard: its child routes render only when the rule (from @scout/domain/access/rules)
 * allows the signed-in user's current record; otherwise the 403 page shows in their place.
 * `standalone` is for guards above an area layout, where the 403 page needs its own main region.
 */
export function RequireAccess({ rule, standalone = false }: { rule: AccessRule; standalone?: boolean }) {
  const user = useCurrentUser();
  if (rule(user)) return <Outlet />;
  const forbidden = <ForbiddenPage />;
  if (!standalone) return forbidden;
  return <main className="page-content">{forbidden}</main>;
}
