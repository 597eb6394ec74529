import { Form } from 'antd';
import type { ReactNode } from 'react';
import { type FieldErrors, get, type Path, useFormContext } from 'react-hook-form';
import type { ProviderFormValues } from './form-values.ts';

type FieldPath = Path<ProviderFormValues>;

/** The message react-hook-form holds for a (dotted) path, if any. */
export function errorAt(errors: FieldErrors<ProviderFormValues>, path: string): string | undefined {
  return (get(errors, path) as { message?: string } | undefined)?.message || undefined;
}

/** An antd form row whose error comes from react-hook-form. */
export function FieldRow({
  label,
  htmlFor,
  path,
  required,
  extra,
  children,
}: {
  label: ReactNode;
  htmlFor: string;
  path: FieldPath;
  required?: boolean;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const {
    formState: { errors },
  } = useFormContext<ProviderFormValues>();
  const error = errorAt(errors, path);
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
