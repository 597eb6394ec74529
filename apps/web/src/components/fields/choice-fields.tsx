import { Checkbox, Radio, Switch } from 'antd';
import { type BaseFieldProps, FieldShell, shownValue } from './field-shell.tsx';

/** A choice of a radio list: a domain option, or a boolean for a pair like Yes/No. */
export type RadioOption = { value: string | number | boolean; label: string; disabled?: boolean };

/**
 * One choice from a short list, all shown as radio buttons (null until answered); the group is
 * named by the label. `onPicked` runs after a choice, for the rules that set or clear other fields.
 */
export function RadioField({
  options,
  onPicked,
  ...props
}: BaseFieldProps & {
  options: readonly RadioOption[];
  onPicked?: (value: RadioOption['value']) => void;
}) {
  return (
    <FieldShell
      {...props}
      text={(v) => options.find((o) => o.value === v)?.label ?? shownValue(v)}
      render={({ id, value, onChange, invalid }) => (
        <Radio.Group
          id={id}
          aria-label={props.label}
          aria-invalid={invalid || undefined}
          disabled={props.disabled || undefined}
          value={value ?? null}
          onChange={(e) => {
            onChange(e.target.value);
            onPicked?.(e.target.value);
          }}
          options={options.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))}
        />
      )}
    />
  );
}

const YES_NO: readonly RadioOption[] = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];

/** A Yes/No question held as a boolean (null until answered). */
export function YesNoField({ onPicked, ...props }: BaseFieldProps & { onPicked?: (value: boolean) => void }) {
  return <RadioField {...props} options={YES_NO} onPicked={(v) => onPicked?.(v === true)} />;
}

/** One tick box held as a boolean. */
export function CheckField(props: BaseFieldProps) {
  return (
    <FieldShell
      {...props}
      text={(v) => (v ? 'Yes' : 'No')}
      render={({ id, value, onChange }) => (
        <Checkbox
          id={id}
          checked={!!value}
          onChange={(e) => onChange(e.target.checked)}
          disabled={props.disabled || undefined}
        />
      )}
    />
  );
}

/** An on/off switch held as a boolean (settings rather than clinical answers). */
export function SwitchField(props: BaseFieldProps) {
  return (
    <FieldShell
      {...props}
      text={(v) => (v === true ? 'On' : 'Off')}
      render={({ id, value, onChange }) => (
        <Switch id={id} checked={value === true} onChange={onChange} disabled={props.disabled || undefined} />
      )}
    />
  );
}
