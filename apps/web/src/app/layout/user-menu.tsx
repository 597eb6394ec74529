import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ShellIcon } from '../../components/shell-ui/shell-icons.tsx';
import { ShellButton } from '../../components/shell-ui/shell-ui.tsx';
import { paths } from '../../config/paths.ts';

/** The entries of an open menu, in order. */
function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

/**
 * The signed-in user's name opening their own settings: a menu button (WAI-ARIA menu button
 * pattern, in plain React since the header shows on the main menu, which loads no Ant Design).
 * Click, Enter, Space or Down opens it with focus on the first entry; Up and Down move, Home and
 * End jump; Escape closes it and focus returns to the button; Tab or a click elsewhere closes it.
 */
export function UserMenu({ displayName }: { displayName: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuItems(menuRef.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const closeAndReturn = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems(menuRef.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        closeAndReturn();
        break;
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
        move(list.length - 1);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <div className="user-menu" ref={rootRef}>
      <ShellButton
        ref={buttonRef}
        variant="text"
        className="app-header__user"
        icon={<ShellIcon name="user" />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onButtonKeyDown}
      >
        <span className="app-header__user-name">{displayName}</span> <ShellIcon name="down" />
      </ShellButton>
      {open ? (
        <div
          id={menuId}
          ref={menuRef}
          role="menu"
          aria-label={displayName}
          className="user-menu__list"
          onKeyDown={onMenuKeyDown}
          onClick={() => setOpen(false)}
        >
          <Link
            role="menuitem"
            to={paths.accountSecurity.getHref()}
            className="user-menu__item"
            tabIndex={-1}
          >
            <ShellIcon name="safety" />
            Two-factor authentication
          </Link>
        </div>
      ) : null}
    </div>
  );
}
