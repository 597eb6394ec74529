import type { CSSProperties, ReactNode } from 'react';
import {
  CHECK_CIRCLE_FILLED,
  CLOSE_CIRCLE_FILLED,
  EXCLAMATION_CIRCLE_FILLED,
  Icon,
  INFO_CIRCLE_FILLED,
} from './icons.tsx';
import './light.css';

/**
 * Feedback and containers for the pages that render without Ant Design (the dashboards: issue 15
 * item 5), drawn as antd's Alert, Tag, Card, Empty and small Spin with the theme's values
 * (light.css), so the dashboards look as they did.
 */

const ALERT_ICONS = {
  error: CLOSE_CIRCLE_FILLED,
  info: INFO_CIRCLE_FILLED,
  warning: EXCLAMATION_CIRCLE_FILLED,
  success: CHECK_CIRCLE_FILLED,
} as const;

export type ShellAlertType = keyof typeof ALERT_ICONS;

/** A message banner with its icon (antd's Alert with showIcon): role alert, as antd's. */
export function ShellAlert({
  type,
  title,
  style,
}: {
  type: ShellAlertType;
  title: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <div role="alert" className={`shell-alert shell-alert--${type}`} style={style}>
      <Icon icon={ALERT_ICONS[type]} className="shell-alert__icon" />
      <div className="shell-alert__title">{title}</div>
    </div>
  );
}

/** antd's preset tag colours this app uses (text darkened for contrast as app.css does for antd's). */
export type ShellTagColour = 'default' | 'green' | 'gold' | 'yellow' | 'orange' | 'red' | 'blue';

/** A small status label (antd's Tag). */
export function ShellTag({
  color = 'default',
  title,
  style,
  children,
  ...rest
}: {
  color?: ShellTagColour | string;
  title?: string;
  style?: CSSProperties;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <span className={`shell-status-tag shell-status-tag--${color}`} title={title} style={style} {...rest}>
      {children}
    </span>
  );
}

/** A bordered box with a title bar and an action on its right (antd's small Card). */
export function ShellCard({
  title,
  extra,
  style,
  className,
  children,
  ...rest
}: {
  title?: ReactNode;
  extra?: ReactNode;
  style?: CSSProperties;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
  'data-border'?: string;
}) {
  return (
    <div className={['shell-card', className].filter(Boolean).join(' ')} style={style} {...rest}>
      {title || extra ? (
        <div className="shell-card__head">
          <div className="shell-card__title">{title}</div>
          {extra ? <div className="shell-card__extra">{extra}</div> : null}
        </div>
      ) : null}
      <div className="shell-card__body">{children}</div>
    </div>
  );
}

/** Nothing to show (antd's Empty, default image): a picture and the reason. */
export function ShellEmpty({ description }: { description: ReactNode }) {
  return (
    <div className="shell-empty">
      <svg className="shell-empty__image" width="184" height="117" viewBox="0 0 184 117" aria-hidden="true">
        <g fill="none" fillRule="evenodd">
          <g transform="translate(24 31.67)">
            <ellipse fillOpacity=".8" fill="#F5F5F7" cx="67.797" cy="106.89" rx="67.797" ry="12.668" />
            <path
              d="M122.034 69.674L98.109 40.229c-1.148-1.386-2.826-2.225-4.593-2.225h-51.44c-1.766 0-3.444.839-4.592 2.225L13.56 69.674v15.383h108.475V69.674z"
              fill="#AEB8C2"
            />
            <path
              d="M101.537 86.214L80.63 61.102c-1.001-1.207-2.507-1.867-4.048-1.867H31.724c-1.54 0-3.047.66-4.048 1.867L6.769 86.214v13.792h94.768V86.214z"
              fill="#BFC9D1"
            />
            <path
              d="M33.83 0h67.933a4 4 0 0 1 4 4v93.344a4 4 0 0 1-4 4H33.83a4 4 0 0 1-4-4V4a4 4 0 0 1 4-4z"
              fill="#F5F5F7"
            />
            <path
              d="M42.678 9.953h50.237a2 2 0 0 1 2 2V36.91a2 2 0 0 1-2 2H42.678a2 2 0 0 1-2-2V11.953a2 2 0 0 1 2-2zM42.94 49.767h49.713a2.262 2.262 0 1 1 0 4.524H42.94a2.262 2.262 0 0 1 0-4.524zM42.94 61.53h49.713a2.262 2.262 0 1 1 0 4.525H42.94a2.262 2.262 0 0 1 0-4.525zM121.813 105.032c-.775 3.071-3.497 5.36-6.735 5.36H20.515c-3.238 0-5.96-2.29-6.734-5.36a7.309 7.309 0 0 1-.222-1.79V69.675h26.318c2.907 0 5.25 2.448 5.25 5.42v.04c0 2.971 2.37 5.37 5.277 5.37h34.785c2.907 0 5.277-2.421 5.277-5.393V75.1c0-2.972 2.343-5.426 5.25-5.426h26.318v33.569c0 .617-.077 1.216-.221 1.789z"
              fill="#DCE0E6"
            />
          </g>
          <path
            d="M149.121 33.292l-6.83 2.65a1 1 0 0 1-1.317-1.23l1.937-6.207c-2.589-2.944-4.109-6.534-4.109-10.408C138.802 8.102 148.92 0 161.402 0 173.881 0 184 8.102 184 18.097c0 9.995-10.118 18.097-22.599 18.097-4.528 0-8.744-1.066-12.28-2.902z"
            fill="#DCE0E6"
          />
          <g transform="translate(149.65 15.383)" fill="#FFF">
            <ellipse cx="20.654" cy="3.167" rx="2.849" ry="2.815" />
            <path d="M5.698 5.63H0L2.898.704zM9.259.704h4.985V5.63H9.259z" />
          </g>
        </g>
      </svg>
      <div className="shell-empty__description">{description}</div>
    </div>
  );
}

/**
 * An inline spinner (antd's Spin, default or small size); `label` is read out, the ring is not
 * (`label={null}`: the ring alone, beside a text that says what is loading).
 */
export function ShellInlineSpinner({
  label = 'Loading',
  size = 'default',
}: {
  label?: string | null;
  size?: 'default' | 'small';
}) {
  if (label === null)
    return (
      <span className={`shell-inline-spin shell-inline-spin--${size}`} aria-hidden>
        <span className="shell-inline-spin__ring" />
      </span>
    );
  return (
    <span className={`shell-inline-spin shell-inline-spin--${size}`} role="status">
      <span className="shell-inline-spin__ring" aria-hidden />
      <span className="shell-visually-hidden">{label}</span>
    </span>
  );
}
