import { Form, Input, Switch } from 'antd';
import type { ReactNode } from 'react';
import { Controller, type FieldErrors, get, type Path, useFormContext } from 'react-hook-form';
import { NumberInput } from '../../../../components/number-input.tsx';
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

/** A text box (or a multi-line one) bound to a string field; empty stays ''. */
export function TextField({
  path,
  label,
  id,
  required,
  multiline,
  placeholder,
  extra,
  disabled,
}: {
  path: FieldPath;
  label: string;
  id: string;
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
  extra?: ReactNode;
  disabled?: boolean;
}) {
  const { control } = useFormContext<ProviderFormValues>();
  return (
    <FieldRow label={label} htmlFor={id} path={path} required={required} extra={extra}>
      <Controller
        name={path}
        control={control}
        render={({ field, fieldState }) => {
          const props = {
            id,
            name: field.name,
            value: typeof field.value === 'string' ? field.value : '',
            onChange: (e: { target: { value: string } }) => field.onChange(e.target.value),
            onBlur: field.onBlur,
            ref: field.ref,
            placeholder,
            disabled,
            'aria-invalid': fieldState.invalid || undefined,
          };
          return multiline ? (
            <Input.TextArea {...props} autoSize={{ minRows: 2, maxRows: 6 }} />
          ) : (
            <Input {...props} autoComplete="off" />
          );
        }}
      />
    </FieldRow>
  );
}

/** A number box bound to a nullable number field (coordinates). */
export function NumberField({
  path,
  label,
  id,
  step,
}: {
  path: FieldPath;
  label: string;
  id: string;
  step: number;
}) {
  const { control } = useFormContext<ProviderFormValues>();
  return (
    <FieldRow label={label} htmlFor={id} path={path}>
      <Controller
        name={path}
        control={control}
        render={({ field, fieldState }) => (
          <NumberInput
            id={id}
            value={typeof field.value === 'number' ? field.value : null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            step={step}
            aria-invalid={fieldState.invalid || undefined}
          />
        )}
      />
    </FieldRow>
  );
}

/** An on/off switch bound to a boolean field. */
export function SwitchField({ path, label, id }: { path: FieldPath; label: string; id: string }) {
  const { control } = useFormContext<ProviderFormValues>();
  return (
    <Form.Item label={label} htmlFor={id}>
      <Controller
        name={path}
        control={control}
        render={({ field }) => <Switch id={id} checked={field.value === true} onChange={field.onChange} />}
      />
    </Form.Item>
  );
}
