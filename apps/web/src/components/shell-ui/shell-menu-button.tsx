import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { ShellButton } from './shell-ui.tsx';
import './light.css';

export interface ShellMenuItem {
  key: string;
  label: string;
}

/** The entries of an open menu, in order. */
const entries = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/**
 * A button that opens a menu of actions (antd's Dropdown on a click, for the pages that render
 * without antd: issue 15 item 5), following the WAI-ARIA menu button pattern: click, Enter, Space
 * or Down opens it with the focus on the first entry; Up and Down move, Home and End jump; Enter or
 * a click runs an entry; Escape closes it and the focus returns to the button; Tab or a click
 * elsewhere closes it. The menu floats over the page (it is not clipped by a scrolling table),
 * under the button's right edge.
 */
export function ShellMenuButton({
  label,
  icon,
  items,
  onSelect,
}: {
  /** The button's accessible name ('Actions for VST12'). */
  label: string;
  icon: ReactNode;
  items: readonly ShellMenuItem[];
  onSelect: (key: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!open) {
      setPlace(null);
      return;
    }
    if (!buttonRef.current) return;
    const rect = buttonRef.current.getBoundingClientRect();
    setPlace({ top: rect.bottom + window.scrollY + 4, left: rect.right + window.scrollX });
  }, [open]);

  // The first entry takes the focus once the menu is placed and shown: a browser does not focus an
  // element with visibility: hidden, so focusing it on the first render left the focus on the
  // button, and Escape and the arrows did nothing (issue 24 item 8).
  const shown = open && place !== null;
  useEffect(() => {
    if (shown) entries(menuRef.current)[0]?.focus();
  }, [shown]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
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
    } else if (event.key === 'Escape' && open) {
      // The menu is open while the button still holds the focus (a click, then the keyboard).
      event.preventDefault();
      setOpen(false);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = entries(menuRef.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
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

  const run = (key: string) => {
    closeAndReturn();
    onSelect(key);
  };

  return (
    <>
      <ShellButton
        ref={buttonRef}
        variant="text"
        size="small"
        icon={icon}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onButtonKeyDown}
      />
      {open
        ? createPortal(
            <div
              id={menuId}
              ref={menuRef}
              role="menu"
              aria-label={label}
              className="shell-menu"
              style={place ? { top: place.top, left: place.left } : { visibility: 'hidden' }}
              onKeyDown={onMenuKeyDown}
            >
              {items.map((item) => (
                <div
                  key={item.key}
                  role="menuitem"
                  tabIndex={-1}
                  className="shell-menu__item"
                  onClick={() => run(item.key)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      run(item.key);
                    }
                  }}
                >
                  {item.label}
                </div>
              ))}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
