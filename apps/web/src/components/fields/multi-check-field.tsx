import { Checkbox } from 'antd';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { type BaseFieldProps, FieldShell, shownValue } from './field-shell.tsx';
import { useReadOnly } from './read-only.ts';
import { optionText, type SelectOption } from './select-field.tsx';
import { TextField } from './text-fields.tsx';

/** The "Other" choice of a multi-check and the text field that says what it is. */
export interface OtherChoice {
  /** The option value that means Other. */
  value: string | number;
  /** The react-hook-form path of the text. */
  name: string;
  label: string;
}

/**
 * Several ticks from a domain option list, held as an array of values. With `other`, ticking the
 * Other option shows its text field, marked required (the section's schema requires it: a domain
 * rule); unticking hides the field and clears the text, so a hidden, stale text is never sent
 * (hidden fields take no part in validation either: components/hidden-fields-resolver.ts).
 */
export function MultiCheckField(
  props: BaseFieldProps & { options: readonly SelectOption[]; other?: OtherChoice },
) {
  const { control, setValue, getValues } = useFormContext();
  const readOnly = useReadOnly();
  const picked = useWatch({ control, name: props.name }) as unknown[] | null | undefined;
  const otherPicked = !!props.other && (picked ?? []).includes(props.other.value);
  const otherName = props.other?.name;
  useEffect(() => {
    if (otherPicked || !otherName || readOnly) return;
    const text = getValues(otherName);
    if (text !== null && text !== undefined && text !== '') setValue(otherName, null, { shouldDirty: true });
  }, [otherPicked, otherName, readOnly, getValues, setValue]);
  const list = (v: unknown) =>
    Array.isArray(v) && v.length ? v.map((x) => optionText(props.options, x)).join(', ') : shownValue(null);
  return (
    <>
      <FieldShell
        {...props}
        text={list}
        render={({ id, value, onChange, invalid }) => (
          <fieldset
            id={id}
            aria-label={props.label}
            aria-invalid={invalid || undefined}
            style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
          >
            <Checkbox.Group
              disabled={props.disabled || undefined}
              value={Array.isArray(value) ? value : []}
              onChange={(next) => onChange(next)}
              options={props.options.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))}
            />
          </fieldset>
        )}
      />
      {props.other && otherPicked ? (
        <TextField
          name={props.other.name}
          label={props.other.label}
          required
          disabled={props.disabled || undefined}
        />
      ) : null}
    </>
  );
}
