import { Input, type InputProps, type InputRef } from 'antd';
import { type Ref, useEffect, useState } from 'react';

const DISPLAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const SERVER = /^(\d{4})-(\d{2})-(\d{2})$/;

/** DD/MM/YYYY (or D/M/YYYY) typed -> YYYY-MM-DD; anything else is returned as typed. */
export function displayToServerDate(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const m = DISPLAY.exec(trimmed);
  if (!m) return trimmed;
  return `${m[3]}-${m[2]?.padStart(2, '0')}-${m[1]?.padStart(2, '0')}`;
}

/** YYYY-MM-DD -> DD/MM/YYYY; anything else is shown as it is. */
export function serverToDisplayDate(value: string | null | undefined): string {
  if (!value) return '';
  const m = SERVER.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

type DateTextInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  /** YYYY-MM-DD, or the text as typed while it is not a whole DD/MM/YYYY date. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** antd's input (focus()): react-hook-form's field ref focuses the box of a field in error. */
  ref?: Ref<InputRef>;
};

/**
 * A date typed as DD/MM/YYYY (spec 1 §9), held as YYYY-MM-DD. Text that is not a whole date is
 * passed on as typed so the form's schema can say 'Invalid date entered'; a calendar picker
 * would silently drop it instead.
 */
export function DateTextInput({ value, onChange, ref, ...rest }: DateTextInputProps) {
  const [text, setText] = useState(() => serverToDisplayDate(value));

  // A value set from outside (a reset, a loaded record) replaces the text unless it is the same date.
  useEffect(() => {
    setText((current) =>
      displayToServerDate(current) === (value ?? null) ? current : serverToDisplayDate(value),
    );
  }, [value]);

  return (
    <Input
      placeholder="DD/MM/YYYY"
      maxLength={10}
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      ref={ref}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange?.(displayToServerDate(event.target.value));
      }}
    />
  );
}
