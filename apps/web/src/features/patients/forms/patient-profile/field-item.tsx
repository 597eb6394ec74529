import { Form } from 'antd';
import type { ReactNode } from 'react';
import { type FieldErrors, get } from 'react-hook-form';
import type { PatientFormValues } from './form-values.ts';

/** The message react-hook-form holds for a (dotted) path, if any. */
export function errorAt(errors: FieldErrors<PatientFormValues>, path: string): string | undefined {
  const error = get(errors, path) as { message?: string } | undefined;
  return error?.message || undefined;
}

/** An antd form row whose error comes from react-hook-form. */
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
  error?: string;
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
