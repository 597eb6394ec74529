import { DatePicker, type GetRef } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type Ref, useCallback, useMemo } from 'react';
import { DATE_FORMAT, DATE_TIME_FORMAT, getServiceTimeZone } from '../lib/dates.ts';

type Common = {
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  /** Past events (spec 2 §5.3): no future day and nothing before 1900-01-01. */
  pastOnly?: boolean;
  /** Future-only pickers block today and earlier. */
  futureOnly?: boolean;
  onBlur?: () => void;
  style?: React.CSSProperties;
  /** The picker (focus()): react-hook-form's field ref focuses the picker of a field in error. */
  ref?: Ref<GetRef<typeof DatePicker>>;
};

/**
 * Enter in a picker confirms the typed date (antd does that first); it must not also submit the
 * form around it (the browser's implicit submission): typing a referral time and pressing Enter
 * on the New Consultation page created the consult before the user pressed Create.
 */
const enterConfirmsOnly = (event: React.KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

/**
 * The picker's disabledDate, one function per pastOnly/futureOnly pair for the component's life:
 * rc-picker reads it in effects, and a new function on every render made its panel set state on
 * every render (React "Maximum update depth exceeded" in PanelPicker while typing a triage time).
 */
function useDisabledDay(pastOnly?: boolean, futureOnly?: boolean) {
  return useCallback(
    (d: Dayjs) => {
      const today = dayjs().tz(getServiceTimeZone()).format('YYYY-MM-DD');
      const day = d.format('YYYY-MM-DD');
      if (pastOnly && (day > today || day < '1900-01-01')) return true;
      if (futureOnly && day <= today) return true;
      return false;
    },
    [pastOnly, futureOnly],
  );
}

/**
 * A date and time picked as DD/MM/YYYY HH:mm wall time of the service's time zone, held as an ISO
 * instant (what the API takes). The wall time the user sees is what is stored, whatever the
 * browser's own zone.
 */
export function DateTimeInput({
  value,
  onChange,
  pastOnly,
  futureOnly,
  ...rest
}: Common & { value?: string | null; onChange?: (value: string | null) => void }) {
  const tz = getServiceTimeZone();
  // One value object per value: the open panel syncs its own state when the value changes.
  const shown = useMemo(() => (value && dayjs(value).isValid() ? dayjs(value).tz(tz) : null), [value, tz]);
  const disabledDate = useDisabledDay(pastOnly, futureOnly);
  return (
    <DatePicker
      {...rest}
      onKeyDown={enterConfirmsOnly}
      showTime={{ format: 'HH:mm' }}
      format={DATE_TIME_FORMAT}
      value={shown}
      disabledDate={disabledDate}
      onChange={(picked: Dayjs | null) =>
        onChange?.(picked ? dayjs.tz(picked.format('YYYY-MM-DDTHH:mm'), tz).toISOString() : null)
      }
    />
  );
}

/** A calendar date (YYYY-MM-DD) picked as DD/MM/YYYY. */
export function DateInput({
  value,
  onChange,
  pastOnly,
  futureOnly,
  ...rest
}: Common & { value?: string | null; onChange?: (value: string | null) => void }) {
  const shown = useMemo(
    () => (value && dayjs(value, 'YYYY-MM-DD').isValid() ? dayjs(value, 'YYYY-MM-DD') : null),
    [value],
  );
  const disabledDate = useDisabledDay(pastOnly, futureOnly);
  return (
    <DatePicker
      {...rest}
      onKeyDown={enterConfirmsOnly}
      format={DATE_FORMAT}
      value={shown}
      disabledDate={disabledDate}
      onChange={(picked: Dayjs | null) => onChange?.(picked ? picked.format('YYYY-MM-DD') : null)}
    />
  );
}
