import { canViewTelehealthCases } from '@scout/domain/access/rules';
import { AreaLayout, type AreaMenuItem } from '../../../components/area-layout.tsx';
import { CONTAINER, DASHBOARD, HOME, Icon, LOGOUT } from '../../../components/shell-ui/icons.tsx';
import { useLogoutDialog } from '../../../components/shell-ui/logout-dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';

/** Spec 2 §2.2: Dashboard, Archive, Main Menu, Log out. */
export function TelehealthLayout() {
  const user = useCurrentUser();
  const logout = useLogoutDialog();
  const items: AreaMenuItem[] = [];
  if (canViewTelehealthCases(user)) {
    items.push(
      {
        key: 'dashboard',
        label: 'Dashboard',
        icon: <Icon icon={DASHBOARD} />,
        to: paths.telehealth.cases.getHref(),
        activePrefixes: [paths.telehealth.newCase.getHref()],
      },
      {
        key: 'archive',
        label: 'Archive',
        icon: <Icon icon={CONTAINER} />,
        to: paths.telehealth.archive.getHref(),
      },
    );
  }
  items.push(
    { key: 'main-menu', label: 'Main Menu', icon: <Icon icon={HOME} />, to: paths.home.getHref() },
    { key: 'logout', label: 'Log out', icon: <Icon icon={LOGOUT} />, onClick: logout.ask },
  );
  return (
    <>
      <AreaLayout label="Telehealth" items={items} />
      {logout.dialog}
    </>
  );
}
