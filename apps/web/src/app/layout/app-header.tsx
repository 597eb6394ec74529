import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import type { CurrentUser } from '@scout/domain/admin/current-user.schema';
import { APP_VERSION, PRODUCT_SHORT_NAME } from '@scout/domain/shell/version';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { Link } from 'react-router';
import { LogoutDialog } from '../../components/ui/logout-dialog.tsx';
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
      <Button
        icon={<LogoutOutlined aria-hidden />}
        onClick={() => setAsking(true)}
        className="app-header__logout"
      >
        Log out
      </Button>
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
      <Tag color={isProduction ? 'blue' : 'orange'} className="app-header__environment">
        {environment}
      </Tag>
      <span className="app-header__version">v{APP_VERSION}</span>
      <span className="app-header__spacer" />
      <UserMenu displayName={nameOf(user)} />
      <LogoutButton />
    </header>
  );
}
