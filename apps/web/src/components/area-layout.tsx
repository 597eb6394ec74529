import { Layout, Menu, type MenuProps } from 'antd';
import './text-layout.css';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';

export interface AreaMenuItem {
  key: string;
  label: string;
  icon: ReactNode;
  /** A link entry; the item is highlighted on this path and below it. */
  to?: string;
  /** Further path prefixes that highlight the item (a case form under its dashboard entry). */
  activePrefixes?: readonly string[];
  /** An action entry (Log out). */
  onClick?: () => void;
}

const isUnder = (pathname: string, prefix: string) =>
  prefix === '/' ? pathname === '/' : pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The key of the item whose path is the longest prefix of the current path. */
export function activeItemKey(items: readonly AreaMenuItem[], pathname: string): string | undefined {
  let best: { key: string; length: number } | undefined;
  for (const item of items) {
    for (const prefix of [item.to, ...(item.activePrefixes ?? [])]) {
      if (prefix && isUnder(pathname, prefix) && (!best || prefix.length > best.length)) {
        best = { key: item.key, length: prefix.length };
      }
    }
  }
  return best?.key;
}

function toMenuItem(item: AreaMenuItem): NonNullable<MenuProps['items']>[number] {
  if (item.to) return { key: item.key, icon: item.icon, label: <Link to={item.to}>{item.label}</Link> };
  return { key: item.key, icon: item.icon, label: item.label, onClick: item.onClick };
}

/**
 * An area of the app (Admin, ECMO, Telehealth, VST): a side menu of the entries the user may
 * open, and the area's pages beside it. Callers pass only the items the user's rights allow.
 */
export function AreaLayout({ label, items }: { label: string; items: readonly AreaMenuItem[] }) {
  const { pathname } = useLocation();
  const active = activeItemKey(items, pathname);
  return (
    <Layout hasSider className="area-layout">
      <Layout.Sider
        theme="light"
        breakpoint="lg"
        collapsedWidth={0}
        width={232}
        className="area-layout__sider"
      >
        <nav aria-label={`${label} menu`}>
          <Menu
            mode="inline"
            selectedKeys={active ? [active] : []}
            items={items.map(toMenuItem)}
            style={{ borderInlineEnd: 'none' }}
          />
        </nav>
      </Layout.Sider>
      <Layout.Content className="page-content">
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
