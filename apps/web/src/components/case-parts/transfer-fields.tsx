import { Checkbox, Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { isRefusedDate, type RefusedDate } from '../../lib/typed-dates.ts';
import { DateTimeInput } from '../date-time-input.tsx';
import { NumberInput } from '../number-input.tsx';

/**
 * Inputs of the transfer request form bound to the surrounding react-hook-form by dotted name
 * ('referral.referrer.lastName'). Errors show under the field; ids derive from the name so
 * labels point at their input.
 */
export type Option = { value: string | number; label: string };

interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  extra?: ReactNode;
}

const idOf = (name: string) => `transfer-${name.replace(/\W/g, '-')}`;

function useField(name: string) {
  const { control } = useFormContext();
  return useController({ name, control });
}

function Item({
  name,
  label,
  required,
  extra,
  error,
  children,
}: FieldProps & { error?: string; children: ReactNode }) {
  return (
    <Form.Item
      label={label}
      htmlFor={idOf(name)}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra={extra}
    >
      {children}
    </Form.Item>
  );
}

export function TextField(props: FieldProps & { multiline?: boolean }) {
  const { field, fieldState } = useField(props.name);
  const common = {
    id: idOf(props.name),
    value: (field.value as string | null) ?? '',
    onChange: (e: { target: { value: string } }) => field.onChange(e.target.value),
    onBlur: field.onBlur,
    disabled: props.disabled,
  };
  return (
    <Item {...props} error={fieldState.error?.message}>
      {props.multiline ? <Input.TextArea rows={3} {...common} /> : <Input {...common} />}
    </Item>
  );
}

/** A number box that never clamps: out-of-limit values stay as typed and the schema's message shows. */
export function NumberField(props: FieldProps) {
  const { field, fieldState } = useField(props.name);
  return (
    <Item {...props} error={fieldState.error?.message}>
      <NumberInput
        id={idOf(props.name)}
        ref={field.ref}
        value={field.value as number | null}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={props.disabled}
        aria-invalid={fieldState.invalid || undefined}
      />
    </Item>
  );
}

/** `onPicked` runs after a choice changes, for the rules that set or clear other fields. */
export function SelectField(
  props: FieldProps & { options: readonly Option[]; onPicked?: (value: unknown) => void },
) {
  const { field, fieldState } = useField(props.name);
  return (
    <Item {...props} error={fieldState.error?.message}>
      <Select
        id={idOf(props.name)}
        allowClear={!props.required}
        showSearch
        optionFilterProp="label"
        value={field.value ?? undefined}
        onChange={(v) => {
          field.onChange(v ?? null);
          props.onPicked?.(v ?? null);
        }}
        onBlur={field.onBlur}
        options={props.options.map((o) => ({ ...o }))}
        disabled={props.disabled}
      />
    </Item>
  );
}

export function CheckboxField(props: FieldProps) {
  const { field, fieldState } = useField(props.name);
  return (
    <Item {...props} error={fieldState.error?.message}>
      <Checkbox
        id={idOf(props.name)}
        checked={field.value === true}
        onChange={(e) => field.onChange(e.target.checked)}
        disabled={props.disabled}
      />
    </Item>
  );
}

export function DateTimeField(props: FieldProps) {
  const { field, fieldState } = useField(props.name);
  // A refused typed date says why at once (issue 24), not only after a save.
  const refused = isRefusedDate(field.value) ? field.value.message : undefined;
  return (
    <Item {...props} error={refused ?? fieldState.error?.message}>
      <DateTimeInput
        id={idOf(props.name)}
        ref={field.ref}
        pastOnly
        style={{ width: '100%' }}
        value={(field.value as string | RefusedDate | null) ?? null}
        onChange={(v) => field.onChange(v ?? '')}
        onBlur={field.onBlur}
        disabled={props.disabled}
      />
    </Item>
  );
}

export const optionsOf = (values: readonly string[]): Option[] => values.map((v) => ({ value: v, label: v }));
