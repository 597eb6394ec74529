import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import type { CSSProperties, ReactNode } from 'react';

/**
 * antd's Alert, Tag, Card, Empty and Spin under the props the dashboards still pass (issue 26: the
 * app draws with antd alone; these go when the dashboards import antd's components themselves,
 * with their tables and filters).
 */

export type ShellAlertType = 'error' | 'info' | 'warning' | 'success';

/** A message banner with its icon (antd's Alert with showIcon, role alert). */
export function ShellAlert({
  type,
  title,
  style,
}: {
  type: ShellAlertType;
  title: ReactNode;
  style?: CSSProperties;
}) {
  return <Alert type={type} showIcon title={title} style={style} />;
}

/** antd's preset tag colours this app uses ('default': antd's grey tag). */
export type ShellTagColour = 'default' | 'green' | 'gold' | 'yellow' | 'orange' | 'red' | 'blue';

/** A small status label (antd's Tag). */
export function ShellTag({
  color = 'default',
  ...rest
}: {
  color?: ShellTagColour | string;
  title?: string;
  style?: CSSProperties;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return <Tag color={color === 'default' ? undefined : color} {...rest} />;
}

/** A bordered box with a title bar and an action on its right (antd's small Card). */
export function ShellCard(props: {
  title?: ReactNode;
  extra?: ReactNode;
  style?: CSSProperties;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
  'data-border'?: string;
}) {
  return <Card size="small" {...props} />;
}

/** Nothing to show (antd's Empty, default image): a picture and the reason. */
export function ShellEmpty({ description }: { description: ReactNode }) {
  return <Empty description={description} />;
}

/**
 * An inline spinner (antd's Spin, default or small size); `label` is read out, the spinner is not
 * (`label={null}`: the spinner alone, beside a text that says what is loading).
 */
export function ShellInlineSpinner({
  label = 'Loading',
  size = 'default',
}: {
  label?: string | null;
  size?: 'default' | 'small';
}) {
  const spinSize = size === 'small' ? 'small' : undefined;
  if (label === null) return <Spin size={spinSize} aria-hidden />;
  return (
    <span role="status">
      <Spin size={spinSize} />
      <span className="shell-visually-hidden">{label}</span>
    </span>
  );
}
