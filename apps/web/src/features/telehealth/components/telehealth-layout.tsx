import ContainerOutlined from '@ant-design/icons/ContainerOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { canViewTelehealthCases } from '@scout/domain/access/rules';
import { AreaLayout, type AreaMenuItem } from '../../../components/area-layout.tsx';
import { useLogoutDialog } from '../../../components/ui/logout-dialog.tsx';
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
        icon: <DashboardOutlined aria-hidden />,
        to: paths.telehealth.cases.getHref(),
        activePrefixes: [paths.telehealth.newCase.getHref()],
      },
      {
        key: 'archive',
        label: 'Archive',
        icon: <ContainerOutlined aria-hidden />,
        to: paths.telehealth.archive.getHref(),
      },
    );
  }
  items.push(
    { key: 'main-menu', label: 'Main Menu', icon: <HomeOutlined aria-hidden />, to: paths.home.getHref() },
    { key: 'logout', label: 'Log out', icon: <LogoutOutlined aria-hidden />, onClick: logout.ask },
  );
  return (
    <>
      <AreaLayout label="Telehealth" items={items} />
      {logout.dialog}
    </>
  );
}
