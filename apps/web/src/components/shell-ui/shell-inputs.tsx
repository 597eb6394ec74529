import { type ChangeEvent, type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import {
  displayToServerDate,
  RefusedDate,
  readTypedDate,
  serverToDisplayDate,
} from '../../lib/typed-dates.ts';
import { CLOSE_CIRCLE_FILLED, Icon, SEARCH } from './icons.tsx';
import './light.css';

/**
 * Text inputs for the pages that render without Ant Design (the dashboards and report pages:
 * issue 15 item 5), drawn as antd's Input, Input.Search and Checkbox (light.css).
 */

/**
 * A search box (antd's Input.Search with allowClear): a searchbox, a clear button while it holds
 * text, and the search button; Enter or the button calls `onSearch` with the text at once.
 */
export function ShellSearchInput({
  id,
  value,
  onChange,
  onSearch,
  placeholder,
  style,
  ...rest
}: {
  id?: string;
  value: string;
  onChange: (text: string) => void;
  onSearch?: (text: string) => void;
  placeholder?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}) {
  return (
    <span className="shell-search" style={style}>
      <span className="shell-input-affix">
        <input
          id={id}
          type="search"
          className="shell-input-affix__input"
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onSearch?.(value);
          }}
          {...rest}
        />
        {value ? (
          <button
            type="button"
            className="shell-input-affix__clear"
            aria-label="Clear"
            onClick={() => {
              onChange('');
              onSearch?.('');
            }}
          >
            <Icon icon={CLOSE_CIRCLE_FILLED} />
          </button>
        ) : null}
      </span>
      <button
        type="button"
        className="shell-search__button"
        aria-label="search"
        onClick={() => onSearch?.(value)}
      >
        <Icon icon={SEARCH} />
      </button>
    </span>
  );
}

type NativeInputProps = Omit<React.ComponentPropsWithoutRef<'input'>, 'value' | 'onChange'>;

/**
 * A date typed as DD/MM/YYYY and held as YYYY-MM-DD, as DateTextInput (the same parsing), drawn
 * without antd. Text that is not a whole date is passed on as typed.
 */
export function ShellDateInput({
  value,
  onChange,
  onRead,
  invalid,
  className,
  ...rest
}: NativeInputProps & {
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Drawn with the error border (a field whose value is refused). */
  invalid?: boolean;
  /**
   * Each text as read strictly (lib/typed-dates.ts readTypedDate): YYYY-MM-DD, null when empty,
   * or a RefusedDate saying why ('31/02/2026 is not a date'). A dashboard filter applies only
   * dates, so it never sends or stores a refused text (issue 24 item 6).
   */
  onRead?: (value: string | RefusedDate | null) => void;
}) {
  const [text, setText] = useState(() => serverToDisplayDate(value));

  // A value set from outside (Clear Filters) replaces the text unless it is the same date.
  useEffect(() => {
    setText((current) =>
      displayToServerDate(current) === (value ?? null) ? current : serverToDisplayDate(value),
    );
  }, [value]);

  return (
    <input
      type="text"
      placeholder="DD/MM/YYYY"
      maxLength={10}
      inputMode="numeric"
      autoComplete="off"
      aria-invalid={invalid || undefined}
      className={['shell-input', invalid ? 'shell-input--error' : '', className].filter(Boolean).join(' ')}
      {...rest}
      value={text}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const typed = event.target.value;
        setText(typed);
        onChange?.(displayToServerDate(typed));
        if (onRead) {
          const read = readTypedDate(typed, {});
          onRead('refused' in read ? new RefusedDate(typed.trim(), read.refused) : read.wall);
        }
      }}
    />
  );
}

/** A checkbox and its label (antd's Checkbox). */
export function ShellCheckbox({
  checked,
  onChange,
  value,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  value?: string;
  children: ReactNode;
}) {
  return (
    <label className="shell-checkbox">
      <input type="checkbox" value={value} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{children}</span>
    </label>
  );
}
