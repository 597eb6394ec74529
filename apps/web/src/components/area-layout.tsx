import './text-layout.css';
import './area-layout.css';
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { BARS, Icon } from './shell-ui/icons.tsx';
import { ShellToasts } from './shell-ui/shell-toast.tsx';

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

/**
 * The side menu's entries (WAI-ARIA menu, as antd's inline Menu was): one Tab stop, Up and Down
 * (Home, End) move between entries, Enter follows a link or runs an action. The entry of the page
 * shown is highlighted and marked as the current page.
 */
function AreaMenu({ items, active }: { items: readonly AreaMenuItem[]; active: string | undefined }) {
  const activeIndex = Math.max(
    0,
    items.findIndex((i) => i.key === active),
  );
  const [focusIndex, setFocusIndex] = useState(activeIndex);
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => setFocusIndex(activeIndex), [activeIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      const next = (index + entries.length) % entries.length;
      setFocusIndex(next);
      entries[next]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(at + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(at - 1);
        break;
      case 'Home':
        event.preventDefault();
        move(0);
        break;
      case 'End':
        event.preventDefault();
        move(entries.length - 1);
        break;
    }
  };

  return (
    <div ref={listRef} role="menu" className="area-menu" onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const selected = item.key === active;
        const className = selected ? 'area-menu__item area-menu__item--selected' : 'area-menu__item';
        const focus = {
          tabIndex: index === focusIndex ? 0 : -1,
          onFocus: () => setFocusIndex(index),
        };
        const content = (
          <>
            <span className="area-menu__icon">{item.icon}</span>
            <span className="area-menu__label">{item.label}</span>
          </>
        );
        return item.to ? (
          <Link
            key={item.key}
            role="menuitem"
            to={item.to}
            className={className}
            aria-current={selected ? 'page' : undefined}
            {...focus}
          >
            {content}
          </Link>
        ) : (
          <button
            key={item.key}
            type="button"
            role="menuitem"
            className={className}
            onClick={item.onClick}
            {...focus}
          >
            {content}
          </button>
        );
      })}
    </div>
  );
}

/**
 * An area of the app (Admin, ECMO, Telehealth, VST): a side menu of the entries the user may
 * open, and the area's pages beside it. Callers pass only the items the user's rights allow.
 * Plain React (issue 15 item 5: a dashboard loads no Ant Design; the pages that need antd load it
 * themselves, router.tsx). On screens narrower than 992 px the menu folds away behind a button,
 * which sits in its own narrow strip at the left (above the menu when unfolded) and so never covers
 * the page's heading, its subtitle or a case header (issue 24 item 9).
 * The area's toasts show here (shell-toast.tsx).
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
          <button
            type="button"
            className="area-layout__trigger"
            aria-label={`${label} menu`}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setUnfolded((was) => !was)}
          >
            <Icon icon={BARS} />
          </button>
        )}
        <nav id={menuId} aria-label={`${label} menu`} hidden={!open}>
          <AreaMenu items={items} active={active} />
        </nav>
      </aside>
      <main className="page-content">
        <Outlet />
      </main>
      <ShellToasts />
    </div>
  );
}
