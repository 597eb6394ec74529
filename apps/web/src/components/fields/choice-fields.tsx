import { Checkbox, Radio, Switch } from 'antd';
import { type BaseFieldProps, FieldShell } from './field-shell.tsx';

/** A Yes/No question held as a boolean (null until answered). */
export function YesNoField(props: BaseFieldProps & { onPicked?: (value: boolean) => void }) {
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
          disabled={props.disabled}
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
        <Switch id={id} checked={value === true} onChange={onChange} disabled={props.disabled} />
      )}
    />
  );
}
