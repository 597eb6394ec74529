import './text-layout.css';
import './area-layout.css';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import Button from 'antd/es/button';
import Menu from 'antd/es/menu';
import { type ReactNode, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';

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

/** antd's lg breakpoint: below it the side menu folds away behind a button (the Sider's `breakpoint="lg"`). */
const WIDE = '(min-width: 992px)';
const wideQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null);
const subscribeToWidth = (onChange: () => void) => {
  const query = wideQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const isWide = () => wideQuery()?.matches ?? true;

/** A menu entry's click: a link entry clicked on its link follows it; anywhere else (the keyboard too) goes there here. */
const clickedLink = (event: { target: EventTarget | null }) =>
  event.target instanceof Element && event.target.closest('a[href]') !== null;

/**
 * The side menu's entries (antd's inline Menu): one Tab stop, Up and Down move between entries,
 * Enter follows a link or runs an action. A link entry is a real link (it can open in a new tab).
 * The entry of the page shown is highlighted and marked as the current page.
 */
function AreaMenu({ items, active }: { items: readonly AreaMenuItem[]; active: string | undefined }) {
  const navigate = useNavigate();
  return (
    <Menu
      mode="inline"
      className="area-menu"
      selectedKeys={active ? [active] : []}
      items={items.map((item) => ({
        key: item.key,
        icon: <span aria-hidden>{item.icon}</span>,
        label: item.to ? (
          <Link to={item.to} tabIndex={-1} aria-current={item.key === active ? 'page' : undefined}>
            {item.label}
          </Link>
        ) : (
          item.label
        ),
      }))}
      onClick={({ key, domEvent }) => {
        const item = items.find((i) => i.key === key);
        if (!item) return;
        if (item.to) {
          if (!clickedLink(domEvent)) void navigate(item.to);
        } else item.onClick?.();
      }}
    />
  );
}

/**
 * An area of the app (Admin, ECMO, Telehealth, VST): a side menu of the entries the user may
 * open, and the area's pages beside it. Callers pass only the items the user's rights allow.
 * On screens narrower than 992 px the menu folds away behind a button, which sits in its own narrow
 * strip at the left (above the menu when unfolded) and so never covers the page's heading, its
 * subtitle or a case header (issue 24 item 9).
 */
export function AreaLayout({ label, items }: { label: string; items: readonly AreaMenuItem[] }) {
  const { pathname } = useLocation();
  const active = activeItemKey(items, pathname);
  const wide = useSyncExternalStore(subscribeToWidth, isWide, () => true);
  const [unfolded, setUnfolded] = useState(false);
  const menuId = useId();
  // Crossing the breakpoint folds the menu again (as antd's Sider did).
  useEffect(() => {
    if (wide) setUnfolded(false);
  }, [wide]);
  const open = wide || unfolded;
  return (
    <div className="area-layout">
      <aside className={open ? 'area-layout__sider' : 'area-layout__sider area-layout__sider--folded'}>
        {wide ? null : (
          <Button
            type="text"
            className="area-layout__trigger"
            icon={<MenuOutlined aria-hidden />}
            aria-label={`${label} menu`}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setUnfolded((was) => !was)}
          />
        )}
        <nav id={menuId} aria-label={`${label} menu`} hidden={!open}>
          <AreaMenu items={items} active={active} />
        </nav>
      </aside>
      <main className="page-content">
        <Outlet />
      </main>
    </div>
  );
}
