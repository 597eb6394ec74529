import { Input, type InputProps, type InputRef } from 'antd';
// The conversions live in lib/typed-dates.ts, which the dashboards' date filters use without
// loading Ant Design; re-exported here for the forms that import them with the input.
import dayjs from 'dayjs';
import { type Ref, useEffect, useState } from 'react';
import { getServiceTimeZone } from '../lib/dates.ts';
import {
  displayToServerDate,
  isRefusedDate,
  RefusedDate,
  readTypedDate,
  serverToDisplayDate,
} from '../lib/typed-dates.ts';

export { displayToServerDate, serverToDisplayDate };

type DateTextInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  /** YYYY-MM-DD, or a RefusedDate (the text as typed and why) while it is not a date it takes. */
  value?: string | RefusedDate | null;
  onChange?: (value: string | RefusedDate | null) => void;
  /** Past dates only (a date of birth): nothing after today, nothing before 1900. */
  pastOnly?: boolean;
  futureOnly?: boolean;
  /** antd's input (focus()): react-hook-form's field ref focuses the box of a field in error. */
  ref?: Ref<InputRef>;
};

/**
 * A date typed as DD/MM/YYYY (spec 1 §9), held as YYYY-MM-DD. Text that is not a date it takes
 * is held as a RefusedDate (lib/typed-dates.ts: '31/02/2026 is not a date'), the text kept in
 * the box, so the field says why and the form refuses to save it.
 */
export function DateTextInput({ value, onChange, ref, pastOnly, futureOnly, ...rest }: DateTextInputProps) {
  const [text, setText] = useState(() => (isRefusedDate(value) ? value.text : serverToDisplayDate(value)));

  // A value set from outside (a reset, a loaded record, a restored draft's refused text) replaces
  // the text unless it is the same date; a refused text the box itself reported is the box's text.
  useEffect(() => {
    if (isRefusedDate(value)) {
      setText((current) => (current.trim() === value.text ? current : value.text));
      return;
    }
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
        const typed = event.target.value;
        setText(typed);
        const now = dayjs().tz(getServiceTimeZone()).format('YYYY-MM-DDTHH:mm');
        const read = readTypedDate(typed, { pastOnly, futureOnly, now });
        onChange?.('refused' in read ? new RefusedDate(typed.trim(), read.refused) : read.wall);
      }}
    />
  );
}
