import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ShellIcon } from './shell-icons.tsx';
import './shell.css';

/**
 * The plain-React pieces of the signed-in shell (header, main menu, start-up and error pages):
 * the main menu loads no Ant Design (issue 15 item 5, 200 KB budget), so these draw the same
 * look as antd's Button, Result and Spin with the theme's colours (shell.css).
 */

type ShellButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: 'default' | 'primary' | 'text' | 'link';
  /** antd's small buttons (24 px high), in dense places: cards' headers, table rows. */
  size?: 'middle' | 'small';
  icon?: ReactNode;
  /**
   * Busy: a spinner in place of the icon and clicks ignored, the button still focusable and named
   * by its text (the spinner is hidden from assistive technology, as antd's is in this app).
   */
  loading?: boolean;
};

export function ShellButton({
  variant = 'default',
  size = 'middle',
  icon,
  loading = false,
  className,
  children,
  onClick,
  ...rest
}: ShellButtonProps) {
  const classes = [
    'shell-btn',
    `shell-btn--${variant}`,
    size === 'small' ? 'shell-btn--sm' : '',
    children === undefined || children === null ? 'shell-btn--icon-only' : '',
    loading ? 'shell-btn--loading' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button type="button" className={classes} onClick={loading ? undefined : onClick} {...rest}>
      {loading ? <ShellIcon name="loading" spin /> : icon}
      {children === undefined || children === null ? null : <span>{children}</span>}
    </button>
  );
}

/** A page-sized message (antd's Result): icon, title, explanation and actions. */
export function ShellResult({
  status,
  title,
  subTitle,
  extra,
}: {
  status: 'error' | 'warning' | 'info';
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}) {
  const icon = status === 'error' ? 'errorFilled' : status === 'warning' ? 'warningFilled' : 'infoFilled';
  return (
    <div className={`shell-result shell-result--${status}`}>
      <div className="shell-result__icon">
        <ShellIcon name={icon} />
      </div>
      <div className="shell-result__title">{title}</div>
      {subTitle ? <div className="shell-result__subtitle">{subTitle}</div> : null}
      {extra ? <div className="shell-result__extra">{extra}</div> : null}
    </div>
  );
}

/** A large spinner with its label (antd's Spin), announced politely. */
export function ShellSpinner({ label }: { label: string }) {
  return (
    <div className="shell-spinner" role="status" aria-live="polite">
      <span className="shell-spinner__ring" aria-hidden />
      <span className="shell-spinner__label">{label}</span>
    </div>
  );
}
