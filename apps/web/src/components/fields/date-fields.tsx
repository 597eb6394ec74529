import type { ComponentType } from 'react';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { DateInput, DateTimeInput } from '../date-time-input.tsx';
import { type BaseFieldProps, FieldShell, shownValue } from './field-shell.tsx';

type DateProps = BaseFieldProps & {
  pastOnly?: boolean;
  futureOnly?: boolean;
  onPicked?: (v: string | null) => void;
};

type PickerProps = {
  id: string;
  pastOnly?: boolean;
  futureOnly?: boolean;
  value: string | null;
  onChange: (v: string | null) => void;
  onBlur: () => void;
  disabled?: boolean;
  'aria-invalid'?: boolean;
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
      render={({ id, value, onChange, onBlur, invalid }) => (
        <Picker
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

/** A calendar date (DD/MM/YYYY, held as YYYY-MM-DD); any date unless pastOnly or futureOnly. */
export function DateField(props: DateProps) {
  return <DatePickerField {...props} Picker={DateInput} format={formatDate} />;
}
