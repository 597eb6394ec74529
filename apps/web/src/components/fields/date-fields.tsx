import type { ComponentType } from 'react';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { isRefusedDate, type RefusedDate } from '../../lib/typed-dates.ts';
import { DateTextInput } from '../date-text-input.tsx';
import { DateInput, DateTimeInput } from '../date-time-input.tsx';
import { type BaseFieldProps, type FieldInputArgs, FieldShell, shownValue } from './field-shell.tsx';

type DateProps = BaseFieldProps & {
  pastOnly?: boolean;
  futureOnly?: boolean;
  onPicked?: (v: string | null) => void;
};

type PickerProps = {
  id: string;
  pastOnly?: boolean;
  futureOnly?: boolean;
  /** A RefusedDate while the text typed is refused (the field shows why; the form will not save). */
  value: string | RefusedDate | null;
  onChange: (v: string | RefusedDate | null) => void;
  onBlur: () => void;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  /** react-hook-form's field ref: the picker takes the focus when its field is in error. */
  ref: FieldInputArgs['ref'];
};

/** A date field of the kit on one of the two pickers, with its read-only format. */
function DatePickerField({
  Picker,
  format,
  ...props
}: DateProps & { Picker: ComponentType<PickerProps>; format: (v: string) => string }) {
  return (
    <FieldShell
      {...props}
      text={(v) => shownValue(typeof v === 'string' ? format(v) : v)}
      render={({ id, value, onChange, onBlur, invalid, ref }) => (
        <Picker
          id={id}
          ref={ref}
          pastOnly={props.pastOnly}
          futureOnly={props.futureOnly}
          value={value as string | RefusedDate | null}
          onChange={(v) => {
            onChange(v);
            // Refused text is no date: what follows a date (an age) follows none.
            props.onPicked?.(isRefusedDate(v) ? null : v);
          }}
          onBlur={onBlur}
          disabled={props.disabled || undefined}
          aria-invalid={invalid || undefined}
        />
      )}
    />
  );
}

/**
 * A date and time (DD/MM/YYYY HH:mm in the service's time zone, held as an ISO instant). Past
 * only by default (clinical events have happened: spec 2 §5.3); `pastOnly={false}` allows any.
 */
export function DateTimeField(props: DateProps) {
  return (
    <DatePickerField
      {...props}
      pastOnly={props.pastOnly ?? true}
      Picker={DateTimeInput}
      format={formatDateTime}
    />
  );
}

/** The typed date box under the kit's picker props. */
function TypedDateInput(props: PickerProps) {
  return <DateTextInput {...props} />;
}

/**
 * A calendar date (DD/MM/YYYY, held as YYYY-MM-DD); any date unless pastOnly or futureOnly.
 * `typed` makes it a text box instead of a calendar picker (a date of birth: spec 1 §9). Either
 * way, text that is not a date the field takes is kept as typed and refused with the reason
 * (lib/typed-dates.ts).
 */
export function DateField({ typed, ...props }: DateProps & { typed?: boolean }) {
  return <DatePickerField {...props} Picker={typed ? TypedDateInput : DateInput} format={formatDate} />;
}
