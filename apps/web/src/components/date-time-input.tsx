import { DatePicker, type GetRef } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type Ref, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DATE_FORMAT, DATE_TIME_FORMAT, getServiceTimeZone } from '../lib/dates.ts';
import { isRefusedDate, RefusedDate, readTypedDate } from '../lib/typed-dates.ts';

type Common = {
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  /** The format hint; DD/MM/YYYY HH:mm or DD/MM/YYYY (what to type) unless given. */
  placeholder?: string;
  /** Past events (spec 2 §5.3): no future day and nothing before 1900-01-01. */
  pastOnly?: boolean;
  /** Future-only pickers block today and earlier. */
  futureOnly?: boolean;
  onBlur?: () => void;
  /** An ISO instant (date-time) or YYYY-MM-DD (date); a RefusedDate while the typed text is refused. */
  value?: string | RefusedDate | null;
  onChange?: (value: string | RefusedDate | null) => void;
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

type PickerArgs = Common & {
  /** A date and time rather than a calendar date. */
  time: boolean;
  /** The picker's value for a held (valid) value; null when it is not one. */
  toShown: (value: string) => Dayjs | null;
  /** The value to hold for the wall time read (YYYY-MM-DD or YYYY-MM-DDTHH:mm). */
  fromWall: (wall: string) => string;
  /** The value to hold for a day picked in the calendar. */
  fromPicked: (picked: Dayjs) => string;
};

/**
 * The antd picker under both inputs, with the typed text taken at its word (issue 24 items A, F
 * and 5). rc-picker on its own drops text it cannot parse (or a date its disabledDate forbids)
 * when the box loses the focus and keeps the earlier value, with no message. Here the text in
 * the box is read on blur and on Enter (lib/typed-dates.ts readTypedDate): a date within the
 * field's limits is held, an empty box is null, and anything else is held as a RefusedDate
 * while the box keeps the text (preserveInvalidOnBlur, and the picker's value left as it was so
 * rc-picker does not write it back). The field shows the refusal and the form's resolver refuses
 * the save on it. The text that shows the held value is left alone, so a stored value with seconds
 * is not rewritten by a focus and blur.
 */
function TypedPicker({
  time,
  toShown,
  fromWall,
  fromPicked,
  value,
  onChange,
  pastOnly,
  futureOnly,
  onBlur,
  placeholder,
  ref,
  ...rest
}: PickerArgs) {
  const tz = getServiceTimeZone();
  const format = time ? DATE_TIME_FORMAT : DATE_FORMAT;
  // The picker keeps its last valid value while a refused text is held, so the box keeps the text.
  const shownRef = useRef<Dayjs | null>(null);
  const shown = useMemo(() => {
    // A real date outside the field's limits is shown as typed (rc-picker would put the earlier
    // value back over a date its disabledDate forbids); other refused text is kept by the box.
    if (isRefusedDate(value)) return value.wall ? toShown(fromWall(value.wall)) : shownRef.current;
    return typeof value === 'string' && value ? toShown(value) : null;
  }, [value, toShown, fromWall]);
  shownRef.current = shown;
  const disabledDate = useDisabledDay(pastOnly, futureOnly);

  // A value set from outside over a refused text (a reset, Cancel) must replace the text, which
  // rc-picker only rewrites when its value changes: a new key draws the box again.
  const emitted = useRef<unknown>(value);
  const previous = useRef<unknown>(value);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (isRefusedDate(previous.current) && !isRefusedDate(value) && value !== emitted.current)
      setGeneration((g) => g + 1);
    previous.current = value;
  }, [value]);
  const emit = (next: string | RefusedDate | null) => {
    emitted.current = next;
    onChange?.(next);
  };

  // A refused text set from outside (a draft restored): the box shows it as the user typed it.
  // rc-picker keeps typed text only in its own state, so it is given the text as typing would
  // (the input's value set and an input event), after the new key has drawn the box again.
  const picker = useRef<GetRef<typeof DatePicker> | null>(null);
  const setRefs = useCallback(
    (node: GetRef<typeof DatePicker> | null) => {
      picker.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: unknown }).current = node;
    },
    [ref],
  );
  useEffect(() => {
    if (!isRefusedDate(value) || value.wall || value === emitted.current) return;
    const input = picker.current?.nativeElement?.querySelector('input');
    if (!input || input.value === value.text) return;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value.text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, [value]);

  const commit = (typed: string) => {
    const text = typed.trim();
    if (!isRefusedDate(value) && text === (shown?.format(format) ?? '')) return;
    if (isRefusedDate(value) && value.wall && text === shown?.format(format)) return;
    const read = readTypedDate(text, {
      time,
      pastOnly,
      futureOnly,
      now: dayjs().tz(tz).format('YYYY-MM-DDTHH:mm'),
    });
    if ('refused' in read) {
      if (!(isRefusedDate(value) && value.text === text && value.message === read.refused))
        emit(new RefusedDate(text, read.refused, read.wall));
      return;
    }
    const next = read.wall === null ? null : fromWall(read.wall);
    if (next !== value) emit(next);
  };

  return (
    <DatePicker
      key={generation}
      ref={setRefs}
      {...rest}
      placeholder={placeholder ?? format}
      preserveInvalidOnBlur
      onKeyDown={(event) => {
        enterConfirmsOnly(event);
        if (event.key === 'Enter') commit((event.target as HTMLInputElement).value);
      }}
      onBlur={(event) => {
        commit((event.target as HTMLInputElement).value ?? '');
        onBlur?.();
      }}
      showTime={time ? { format: 'HH:mm' } : undefined}
      format={format}
      value={shown}
      disabledDate={disabledDate}
      onChange={(picked: Dayjs | null) => emit(picked ? fromPicked(picked) : null)}
    />
  );
}

/**
 * A date and time picked or typed as DD/MM/YYYY HH:mm wall time of the service's time zone, held
 * as an ISO instant (what the API takes). The wall time the user sees is what is stored, whatever
 * the browser's own zone. A date typed without its time is refused, saying the time is missing.
 */
export function DateTimeInput(props: Common) {
  const tz = getServiceTimeZone();
  const toShown = useCallback((v: string) => (dayjs(v).isValid() ? dayjs(v).tz(tz) : null), [tz]);
  const fromWall = useCallback((wall: string) => dayjs.tz(wall, tz).toISOString(), [tz]);
  return (
    <TypedPicker
      {...props}
      time
      toShown={toShown}
      fromWall={fromWall}
      fromPicked={(picked) => dayjs.tz(picked.format('YYYY-MM-DDTHH:mm'), tz).toISOString()}
    />
  );
}

const dayOf = (v: string) => (dayjs(v, 'YYYY-MM-DD').isValid() ? dayjs(v, 'YYYY-MM-DD') : null);

const sameWall = (wall: string) => wall;

/** A calendar date (YYYY-MM-DD) picked or typed as DD/MM/YYYY. */
export function DateInput(props: Common) {
  return (
    <TypedPicker
      {...props}
      time={false}
      toShown={dayOf}
      fromWall={sameWall}
      fromPicked={(picked) => picked.format('YYYY-MM-DD')}
    />
  );
}
