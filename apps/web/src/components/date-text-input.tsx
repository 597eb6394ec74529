import { Input, type InputProps, type InputRef } from 'antd';
import { type Ref, useEffect, useState } from 'react';

// The conversions live in lib/typed-dates.ts, which the dashboards' date filters use without
// loading Ant Design; re-exported here for the forms that import them with the input.
import { displayToServerDate, serverToDisplayDate } from '../lib/typed-dates.ts';

export { displayToServerDate, serverToDisplayDate };

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
