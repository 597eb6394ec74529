import type { CurrentUser } from '@scout/domain/admin/current-user.schema';
import { APP_VERSION, PRODUCT_SHORT_NAME } from '@scout/domain/shell/version';
import { useState } from 'react';
import { Link } from 'react-router';
import { LogoutDialog } from '../../components/shell-ui/logout-dialog.tsx';
import { ShellIcon } from '../../components/shell-ui/shell-icons.tsx';
import { ShellButton } from '../../components/shell-ui/shell-ui.tsx';
import { paths } from '../../config/paths.ts';
import { useCurrentUser } from '../../lib/current-user.tsx';
import { useClientConfig } from '../../lib/shell-services.tsx';
import { UserMenu } from './user-menu.tsx';

function nameOf(user: CurrentUser): string {
  return user.displayName.trim() || `${user.givenName} ${user.surname}`.trim() || user.email;
}

/** Log out, after 'Are you sure you want to log out?' (LogoutDialog). */
function LogoutButton() {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <ShellButton
        icon={<ShellIcon name="logout" />}
        onClick={() => setAsking(true)}
        className="app-header__logout"
      >
        Log out
      </ShellButton>
      <LogoutDialog open={asking} onClose={() => setAsking(false)} />
    </>
  );
}

/** Spec 1 §1: logo, title, environment, version, the signed-in user and Log out. */
export function AppHeader() {
  const { environment } = useClientConfig();
  const user = useCurrentUser();
  const isProduction = environment.toLowerCase().startsWith('prod');

  return (
    <header className="app-header">
      <Link to={paths.home.getHref()} className="app-header__brand">
        <img src="/scout-logo.svg" alt="" width={32} height={32} />
        <span className="app-header__title">{PRODUCT_SHORT_NAME}</span>
      </Link>
      <span className={`shell-tag shell-tag--${isProduction ? 'blue' : 'orange'} app-header__environment`}>
        {environment}
      </span>
      <span className="app-header__version">v{APP_VERSION}</span>
      <span className="app-header__spacer" />
      <UserMenu displayName={nameOf(user)} />
      <LogoutButton />
    </header>
  );
}
