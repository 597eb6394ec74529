import { Checkbox, Form, Input, Radio, Select } from 'antd';
import { createContext, type ReactNode, useContext, useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { DateInput, DateTimeInput } from '../../../components/date-time-input.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';

/**
 * Form fields of the ECMO case sections, bound to the surrounding react-hook-form by name. In a
 * read-only case (read-only users, archived cases: spec 2 §6) the same fields render their values
 * as text, so the section becomes a summary without edit controls.
 */
export const ReadOnlyContext = createContext(false);
export const useReadOnly = () => useContext(ReadOnlyContext);

export type SelectOption = { value: string | number; label: string; disabled?: boolean };

const shown = (value: unknown): string =>
  value === null || value === undefined || value === '' ? '-' : String(value);

interface BaseProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
}

function FieldShell({
  name,
  label,
  required,
  render,
  text,
}: BaseProps & {
  render: (args: {
    id: string;
    value: unknown;
    onChange: (v: unknown) => void;
    onBlur: () => void;
    invalid: boolean;
  }) => ReactNode;
  text: (value: unknown) => string;
}) {
  const readOnly = useReadOnly();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const id = `${useId()}-${name.replace(/\W/g, '-')}`;
  if (readOnly) {
    return (
      <Form.Item label={label}>
        <span data-testid={`ro-${name}`}>{text(field.value)}</span>
      </Form.Item>
    );
  }
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={fieldState.error ? 'error' : undefined}
      help={fieldState.error?.message}
    >
      {render({
        id,
        value: field.value,
        onChange: field.onChange,
        onBlur: field.onBlur,
        invalid: !!fieldState.error,
      })}
    </Form.Item>
  );
}

export function TextField(props: BaseProps & { multiline?: boolean; maxLength?: number }) {
  return (
    <FieldShell
      {...props}
      text={shown}
      render={({ id, value, onChange, onBlur, invalid }) =>
        props.multiline ? (
          <Input.TextArea
            id={id}
            autoSize={{ minRows: 4, maxRows: 10 }}
            value={(value as string | null) ?? ''}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            disabled={props.disabled}
            aria-invalid={invalid || undefined}
          />
        ) : (
          <Input
            id={id}
            autoComplete="off"
            value={(value as string | null) ?? ''}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            disabled={props.disabled}
            aria-invalid={invalid || undefined}
          />
        )
      }
    />
  );
}

/**
 * Numbers: an empty box is null (the schemas' "not entered"). The box never clamps: a value
 * outside the schema's limits stays as typed and the field shows the limit (NumberInput).
 */
export function NumberField(props: BaseProps & { suffix?: string }) {
  return (
    <FieldShell
      {...props}
      text={(v) => (v === null || v === undefined ? '-' : `${v}${props.suffix ? ` ${props.suffix}` : ''}`)}
      render={({ id, value, onChange, onBlur, invalid }) => (
        <NumberInput
          id={id}
          value={value as number | null}
          onChange={onChange}
          onBlur={onBlur}
          suffix={props.suffix}
          disabled={props.disabled}
          aria-invalid={invalid || undefined}
        />
      )}
    />
  );
}

export function SelectField(
  props: BaseProps & {
    options: readonly SelectOption[];
    multiple?: boolean;
    loading?: boolean;
    onPicked?: (value: unknown) => void;
  },
) {
  const label = (v: unknown) => props.options.find((o) => o.value === v)?.label ?? shown(v);
  return (
    <FieldShell
      {...props}
      text={(v) => (Array.isArray(v) ? (v.length ? v.map(label).join(', ') : '-') : label(v))}
      render={({ id, value, onChange, onBlur, invalid }) => (
        <Select
          id={id}
          mode={props.multiple ? 'multiple' : undefined}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={props.loading}
          value={value ?? (props.multiple ? [] : undefined)}
          onChange={(v) => {
            const next = v === undefined ? (props.multiple ? [] : null) : v;
            onChange(next);
            props.onPicked?.(next);
          }}
          onBlur={onBlur}
          options={props.options.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))}
          disabled={props.disabled}
          aria-invalid={invalid || undefined}
        />
      )}
    />
  );
}

/** Yes/No questions (booleans). */
export function YesNoField(props: BaseProps & { onPicked?: (value: boolean) => void }) {
  return (
    <FieldShell
      {...props}
      text={(v) => (v === true ? 'Yes' : v === false ? 'No' : '-')}
      render={({ id, value, onChange, invalid }) => (
        <Radio.Group
          id={id}
          aria-label={props.label}
          aria-invalid={invalid || undefined}
          disabled={props.disabled}
          value={value ?? null}
          onChange={(e) => {
            onChange(e.target.value);
            props.onPicked?.(e.target.value as boolean);
          }}
          options={[
            { value: true, label: 'Yes' },
            { value: false, label: 'No' },
          ]}
        />
      )}
    />
  );
}

export function CheckField(props: BaseProps) {
  return (
    <FieldShell
      {...props}
      text={(v) => (v ? 'Yes' : 'No')}
      render={({ id, value, onChange }) => (
        <Checkbox
          id={id}
          checked={!!value}
          onChange={(e) => onChange(e.target.checked)}
          disabled={props.disabled}
        />
      )}
    />
  );
}

export function DateTimeField(
  props: BaseProps & { pastOnly?: boolean; onPicked?: (v: string | null) => void },
) {
  return (
    <FieldShell
      {...props}
      text={(v) => shown(typeof v === 'string' ? formatDateTime(v) : v)}
      render={({ id, value, onChange, onBlur, invalid }) => (
        <DateTimeInput
          id={id}
          pastOnly={props.pastOnly ?? true}
          value={value as string | null}
          onChange={(v) => {
            onChange(v);
            props.onPicked?.(v);
          }}
          onBlur={onBlur}
          disabled={props.disabled}
          aria-invalid={invalid || undefined}
        />
      )}
    />
  );
}

export function DateField(
  props: BaseProps & { pastOnly?: boolean; futureOnly?: boolean; onPicked?: (v: string | null) => void },
) {
  return (
    <FieldShell
      {...props}
      text={(v) => shown(typeof v === 'string' ? formatDate(v) : v)}
      render={({ id, value, onChange, onBlur, invalid }) => (
        <DateInput
          id={id}
          pastOnly={props.pastOnly}
          futureOnly={props.futureOnly}
          value={value as string | null}
          onChange={(v) => {
            onChange(v);
            props.onPicked?.(v);
          }}
          onBlur={onBlur}
          disabled={props.disabled}
          aria-invalid={invalid || undefined}
        />
      )}
    />
  );
}

/** String lists as options (values are their labels). */
export const textOptions = (values: readonly (string | number)[]): SelectOption[] =>
  values.map((v) => ({ value: v, label: String(v) }));
