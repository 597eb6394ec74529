import { Form } from 'antd';
import { type ReactNode, useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { isRefusedDate } from '../../lib/typed-dates.ts';
import { useReadOnly } from './read-only.ts';

/** What every field of the kit takes: the react-hook-form path, the label and its markers. */
export interface BaseFieldProps {
  /** The react-hook-form path ('referrerLastName', 'observations.current.hr'). */
  name: string;
  label: string;
  /** Shows the required marker; the section's zod schema does the checking. */
  required?: boolean;
  /**
   * Disables the field. False never enables it inside a disabled antd Form (the field passes
   * undefined, so the form's own disabled state, e.g. a created record's form, still holds).
   */
  disabled?: boolean;
  /** A fixed input id (the label's htmlFor); a generated one otherwise. */
  id?: string;
  /** A hint under the field. */
  extra?: ReactNode;
}

/** What a field's input gets from the shell. */
export interface FieldInputArgs {
  /** The input's id, so the label names it (getByLabelText, screen readers). */
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  invalid: boolean;
  /** react-hook-form's ref, so a field with an error can take the focus. */
  ref: (instance: unknown) => void;
}

/** The read-only text of an empty value. */
export const shownValue = (value: unknown): string =>
  value === null || value === undefined || value === '' ? '-' : String(value);

/**
 * The frame of every field of the kit: binds to the surrounding react-hook-form by `name`, shows
 * the label, the required marker and the field's error (client or server) under it, and in a
 * read-only form renders `text(value)` instead of the input (data-testid `ro-<name>`).
 */
export function FieldShell({
  name,
  label,
  required,
  id: fixedId,
  extra,
  render,
  text,
}: BaseFieldProps & {
  render: (args: FieldInputArgs) => ReactNode;
  text: (value: unknown) => ReactNode;
}) {
  const readOnly = useReadOnly();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const generated = `${useId()}-${name.replace(/\W/g, '-')}`;
  const id = fixedId ?? generated;
  // A date whose typed text is refused says why at once, not only after a save (issue 24).
  const error = isRefusedDate(field.value) ? field.value.message : fieldState.error?.message;
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
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra={extra}
    >
      {render({
        id,
        value: field.value,
        onChange: field.onChange,
        onBlur: field.onBlur,
        invalid: !!error,
        ref: field.ref,
      })}
    </Form.Item>
  );
}
