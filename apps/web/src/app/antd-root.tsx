import { Outlet } from 'react-router';
import { AntdProviders } from './providers.tsx';

/**
 * The layout route around every page but the main menu: Ant Design's theme, locale and App context,
 * loaded lazily with the first such page (router.tsx), so the main menu stays within its 200 KB
 * JavaScript budget (issue 15 item 5).
 */
export function AntdRoot() {
  return (
    <AntdProviders>
      <Outlet />
    </AntdProviders>
  );
}
