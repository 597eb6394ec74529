import { Select } from 'antd';
import { type BaseFieldProps, FieldShell, shownValue } from './field-shell.tsx';

export type SelectOption = { value: string | number; label: string; disabled?: boolean };

/** String (or number) lists as options whose labels are the values themselves. */
export const textOptions = (values: readonly (string | number)[]): SelectOption[] =>
  values.map((v) => ({ value: v, label: String(v) }));

/**
 * A list of texts as options, plus `current` when it is a text outside the list: an older value
 * stays shown (and kept) although the list no longer offers it.
 */
export const textOptionsWithCurrent = (values: readonly string[], current: unknown): SelectOption[] =>
  textOptions(
    typeof current === 'string' && current && !values.includes(current) ? [...values, current] : values,
  );

/**
 * A domain option list (`{ value, label }[] as const`, e.g. TELEHEALTH_OUTCOMES) as select
 * options; `label` can reword them (GCS: '4 Spontaneous').
 */
export function optionsOf<T extends { value: string | number; label: string }>(
  list: readonly T[],
  label: (option: T) => string = (o) => o.label,
): SelectOption[] {
  return list.map((o) => ({ value: o.value, label: label(o) }));
}

/** The label of `value` in `options`, or the value itself when it is not among them. */
export const optionText = (options: readonly SelectOption[], value: unknown): string =>
  options.find((o) => o.value === value)?.label ?? shownValue(value);

/**
 * A choice from a list (searchable by label unless `searchable={false}`, for a short list), or
 * several with `multiple`. Clearing gives null (or []). `onPicked` runs after a choice changes,
 * for the rules that set or clear other fields.
 */
export function SelectField(
  props: BaseFieldProps & {
    options: readonly SelectOption[];
    multiple?: boolean;
    loading?: boolean;
    placeholder?: string;
    searchable?: boolean;
    onPicked?: (value: unknown) => void;
  },
) {
  const label = (v: unknown) => optionText(props.options, v);
  return (
    <FieldShell
      {...props}
      text={(v) => (Array.isArray(v) ? (v.length ? v.map(label).join(', ') : '-') : label(v))}
      render={({ id, value, onChange, onBlur, invalid, ref }) => (
        <Select
          id={id}
          ref={ref}
          mode={props.multiple ? 'multiple' : undefined}
          allowClear
          showSearch={props.searchable === false ? false : { optionFilterProp: 'label' }}
          loading={props.loading}
          placeholder={props.placeholder}
          value={value ?? (props.multiple ? [] : undefined)}
          onChange={(v) => {
            const next = v === undefined ? (props.multiple ? [] : null) : v;
            onChange(next);
            props.onPicked?.(next);
          }}
          onBlur={onBlur}
          options={props.options.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))}
          disabled={props.disabled || undefined}
          aria-invalid={invalid || undefined}
        />
      )}
    />
  );
}
