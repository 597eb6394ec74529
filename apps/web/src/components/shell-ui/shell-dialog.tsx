import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { ShellIcon } from './shell-icons.tsx';
import './shell.css';

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog of the shell in plain React (the main menu loads no Ant Design): labelled by its
 * title and described by its body, focus moves into it (to the last button, the main action, as
 * antd's confirm does), Tab stays inside, and on closing focus returns to where it was. Escape
 * calls `onEscape` when given (a prompt that must be answered gives none). With `onClose` it is a
 * window (antd's Modal): a Close button in its corner, and Escape or a click beside it close it.
 */
export function ShellDialog({
  open,
  title,
  children,
  footer,
  onEscape,
  onClose,
  width,
}: {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  onEscape?: () => void;
  onClose?: () => void;
  /** The window's width (antd's Modal `width`); 416 px (a confirm) otherwise. */
  width?: CSSProperties['width'];
}) {
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const buttons = ref.current?.querySelectorAll<HTMLElement>('.shell-dialog__footer button');
    (buttons?.[buttons.length - 1] ?? ref.current)?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const closeByEscape = onEscape ?? onClose;
    if (event.key === 'Escape' && closeByEscape) {
      event.stopPropagation();
      closeByEscape();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a click beside a window closes it (the keyboard has Escape and the Close button).
    <div
      className="shell-dialog__mask"
      onMouseDown={(event) => {
        if (onClose && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        className={onClose ? 'shell-dialog shell-dialog--window' : 'shell-dialog'}
        style={width === undefined ? undefined : { width }}
        onKeyDown={onKeyDown}
      >
        {onClose ? (
          <button type="button" className="shell-dialog__close" aria-label="Close" onClick={onClose}>
            <ShellIcon name="close" />
          </button>
        ) : null}
        <div id={titleId} className="shell-dialog__title">
          {title}
        </div>
        <div id={bodyId} className="shell-dialog__body">
          {children}
        </div>
        {footer ? <div className="shell-dialog__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
