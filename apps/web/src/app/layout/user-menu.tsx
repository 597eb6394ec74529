import DownOutlined from '@ant-design/icons/DownOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import Button from 'antd/es/button';
import { type ComponentType, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import type { UserMenuDropdownProps } from './user-menu-dropdown.tsx';

const loadDropdown = () => import('./user-menu-dropdown.tsx');

/**
 * The signed-in user's name opening their own settings: antd's Dropdown on a click, a menu button
 * (WAI-ARIA pattern): click, Enter, Space or Down opens it with the focus in the menu; Up and Down
 * move; Enter or a click follows an entry; Escape closes it and the focus returns to the button;
 * Tab or a click elsewhere closes it. The Dropdown's code loads when the pointer or the focus first
 * reaches the button (issue 26: the main menu's first paint does not carry it); a click or a key
 * before it has arrived opens the menu once it has, and the button keeps the focus across.
 */
export function UserMenu({ displayName }: { displayName: string }) {
  const [open, setOpen] = useState(false);
  const [Dropdown, setDropdown] = useState<ComponentType<UserMenuDropdownProps> | null>(null);
  const requested = useRef(false);
  const refocus = useRef(false);
  // Asked to open before the Dropdown was there: it opens once it is (mounted, then opened).
  const openWhenLoaded = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // The loaded Dropdown, put around the button when the pointer is not on it (or when the menu is
  // asked for): a button drawn anew under the pointer, between a press and its release, would lose
  // that click.
  const loaded = useRef<ComponentType<UserMenuDropdownProps> | null>(null);
  const pointerOn = useRef(false);

  const apply = (asked = false) => {
    if (!loaded.current || (pointerOn.current && !asked)) return;
    // The Dropdown wraps the button from now on, so the button is drawn anew: it keeps the focus.
    refocus.current = document.activeElement === buttonRef.current;
    const component = loaded.current;
    setDropdown(() => component);
  };

  const want = () => {
    if (requested.current) return;
    requested.current = true;
    void loadDropdown().then((module) => {
      loaded.current = module.default;
      apply(openWhenLoaded.current);
    });
  };

  const pointerLeft = () => {
    pointerOn.current = false;
    apply();
  };

  useLayoutEffect(() => {
    if (!Dropdown) return;
    if (refocus.current) {
      refocus.current = false;
      buttonRef.current?.focus();
    }
    if (openWhenLoaded.current) {
      openWhenLoaded.current = false;
      // After the event that asked, which would otherwise reach the new popup as a click outside it.
      setTimeout(() => setOpen(true), 0);
    }
  }, [Dropdown]);

  const openSoon = () => {
    if (Dropdown) {
      setOpen(true);
      return;
    }
    openWhenLoaded.current = true;
    if (loaded.current) apply(true);
    else {
      want();
      pointerOn.current = false;
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      openSoon();
    }
  };

  const button = (
    <Button
      ref={buttonRef}
      type="text"
      className="app-header__user"
      icon={<UserOutlined aria-hidden />}
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? menuId : undefined}
      onKeyDown={onButtonKeyDown}
      onPointerEnter={() => {
        pointerOn.current = true;
        want();
      }}
      onPointerLeave={pointerLeft}
      onFocus={want}
      // Until the Dropdown is there (a click faster than its code), the button opens it itself.
      onClick={Dropdown ? undefined : openSoon}
    >
      <span className="app-header__user-name">{displayName}</span> <DownOutlined aria-hidden />
    </Button>
  );

  if (!Dropdown) return button;
  return (
    <Dropdown displayName={displayName} menuId={menuId} open={open} onOpenChange={setOpen}>
      {button}
    </Dropdown>
  );
}
