import Button, { type ButtonProps } from 'antd/es/button';

/**
 * antd's Button under the props the case dashboards' toolbars still pass (components/case-module:
 * `variant` for antd's `type`). Issue 26: the shell draws with antd; this goes once those two
 * files import antd's Button themselves.
 */
export function ShellButton({
  variant = 'default',
  ...rest
}: Omit<ButtonProps, 'type' | 'variant'> & { variant?: 'default' | 'primary' | 'text' | 'link' }) {
  return <Button type={variant} {...rest} />;
}
