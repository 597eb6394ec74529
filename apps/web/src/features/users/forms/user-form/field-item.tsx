import { Form } from 'antd';
import type { ReactNode } from 'react';

/** An antd form row whose error comes from react-hook-form (antd's own validation is not used). */
export function FieldItem({
  label,
  htmlFor,
  error,
  required,
  extra,
  children,
}: {
  label: ReactNode;
  htmlFor?: string;
  error?: string | undefined;
  required?: boolean;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form.Item
      label={label}
      htmlFor={htmlFor}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra={extra}
    >
      {children}
    </Form.Item>
  );
}
