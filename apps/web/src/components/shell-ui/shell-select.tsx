import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { CHECK, CLOSE, CLOSE_CIRCLE_FILLED, DOWN, Icon, LOADING, SEARCH } from './icons.tsx';
import './light.css';

/**
 * Selects for the pages that render without Ant Design (the dashboards' filters: issue 15 item 5),
 * drawn and used as antd's Select (light.css): a combobox input that opens a listbox below it (the
 * WAI-ARIA 1.2 select-only / list-autocomplete combobox pattern). Down, Up, Home and End move the
 * active option, Enter picks it, Escape or Tab closes; with `showSearch` typing filters the options
 * by their label; `allowClear` shows a clear icon on hover (Backspace in the empty box clears too).
 * `ShellMultiSelect` keeps the list open and shows the picks as tags.
 */
export interface ShellOption<V extends string | number> {
  value: V;
  label: string;
}

interface BaseProps<V extends string | number> {
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
  options: readonly ShellOption<V>[];
  allowClear?: boolean;
  showSearch?: boolean;
  loading?: boolean;
  invalid?: boolean;
  style?: CSSProperties;
  /** Shown in the open list when no option matches (antd's notFoundContent; default 'No data'). */
  notFoundContent?: ReactNode;
}

const matches = (label: string, search: string) => label.toLowerCase().includes(search.trim().toLowerCase());

/** The open/close, search and active-option state of one combobox, and its keyboard handling. */
function useCombobox<V extends string | number>({
  options,
  showSearch,
  isSelected,
  onPick,
  onClearLast,
}: {
  options: readonly ShellOption<V>[];
  showSearch: boolean;
  isSelected: (value: V) => boolean;
  onPick: (option: ShellOption<V>) => void;
  onClearLast: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const shown = useMemo(
    () => (showSearch && search ? options.filter((o) => matches(o.label, search)) : options),
    [options, search, showSearch],
  );

  const openList = () => {
    if (open) return;
    const picked = shown.findIndex((o) => isSelected(o.value));
    setActive(Math.max(picked, 0));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setSearch('');
  };

  // The active option stays in view while the arrows move it.
  useEffect(() => {
    if (!open) return;
    const option = listRef.current?.children[active];
    if (option instanceof HTMLElement && typeof option.scrollIntoView === 'function')
      option.scrollIntoView({ block: 'nearest' });
  }, [active, open]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive((i) => (i >= last ? 0 : i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else setActive((i) => (i <= 0 ? last : i - 1));
        break;
      case 'Home':
      case 'End':
        if (!open || search) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : last);
        break;
      case 'Enter': {
        if (!open) {
          event.preventDefault();
          openList();
          break;
        }
        event.preventDefault();
        const option = shown[active];
        if (option) onPick(option);
        break;
      }
      case ' ':
        if (showSearch && open) return;
        event.preventDefault();
        if (!open) openList();
        else if (shown[active]) onPick(shown[active] as ShellOption<V>);
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
      case 'Backspace':
      case 'Delete':
        if (!search) onClearLast();
        break;
    }
  };

  const onSearch = (text: string) => {
    setSearch(text);
    setActive(0);
    setOpen(true);
  };

  return { open, setOpen, openList, close, search, onSearch, shown, active, setActive, listRef, onKeyDown };
}

type Combobox<V extends string | number> = ReturnType<typeof useCombobox<V>>;

/** The listbox of an open combobox. */
function OptionList<V extends string | number>({
  id,
  box,
  isSelected,
  onPick,
  multiple,
  notFoundContent,
}: {
  id: string;
  box: Combobox<V>;
  isSelected: (value: V) => boolean;
  onPick: (option: ShellOption<V>) => void;
  multiple: boolean;
  notFoundContent: ReactNode;
}) {
  return (
    <div
      id={id}
      ref={box.listRef}
      role="listbox"
      aria-multiselectable={multiple || undefined}
      className="shell-select__list"
      // Keeps the focus in the input while an option is clicked.
      onMouseDown={(e) => e.preventDefault()}
    >
      {box.shown.map((option, index) => (
        // The keyboard stays on the combobox input (aria-activedescendant): options take clicks only.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys of its options.
        <div
          key={option.value}
          id={`${id}-${index}`}
          role="option"
          tabIndex={-1}
          aria-selected={isSelected(option.value)}
          title={option.label}
          className={[
            'shell-select__option',
            index === box.active ? 'shell-select__option--active' : '',
            isSelected(option.value) ? 'shell-select__option--selected' : '',
          ]
            .filter(Boolean)
            .join(' ')}
          onMouseEnter={() => box.setActive(index)}
          onClick={() => onPick(option)}
        >
          <span className="shell-select__option-label">{option.label}</span>
          {multiple && isSelected(option.value) ? (
            <Icon icon={CHECK} className="shell-select__check" />
          ) : null}
        </div>
      ))}
      {box.shown.length === 0 ? <div className="shell-select__empty">{notFoundContent}</div> : null}
    </div>
  );
}

/** The arrow, search or loading icon at the right end, and the clear icon over it. */
function Suffix({
  box,
  showSearch,
  loading,
  clearable,
  onClear,
}: {
  box: { open: boolean };
  showSearch: boolean;
  loading: boolean;
  clearable: boolean;
  onClear: () => void;
}) {
  const icon = loading ? LOADING : showSearch && box.open ? SEARCH : DOWN;
  return (
    <>
      <Icon icon={icon} spin={loading} className="shell-select__suffix" />
      {clearable ? (
        // Mouse only, as antd's: keyboard users clear with Backspace (or the page's Clear Filters).
        <span
          className="shell-select__clear"
          aria-hidden
          onMouseDown={(e) => {
            e.preventDefault();
            e.stopPropagation();
            onClear();
          }}
        >
          <Icon icon={CLOSE_CIRCLE_FILLED} />
        </span>
      ) : null}
    </>
  );
}

function selectClasses(open: boolean, invalid: boolean | undefined, extra: string) {
  return ['shell-select', extra, open ? 'shell-select--open' : '', invalid ? 'shell-select--error' : '']
    .filter(Boolean)
    .join(' ');
}

/** One value or none (antd's Select). */
export function ShellSelect<V extends string | number>({
  id,
  value,
  onChange,
  options,
  placeholder,
  allowClear = false,
  showSearch = false,
  loading = false,
  invalid,
  style,
  notFoundContent = 'No data',
  ...rest
}: BaseProps<V> & { value?: V | null; onChange: (value: V | undefined) => void }) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const isSelected = (v: V) => v === value;
  const box = useCombobox<V>({
    options,
    showSearch,
    isSelected,
    onPick: (option) => {
      onChange(option.value);
      box.close();
    },
    onClearLast: () => {
      if (allowClear && value !== undefined && value !== null) onChange(undefined);
    },
  });
  const selected = options.find((o) => o.value === value);
  const hasValue = value !== undefined && value !== null;
  return (
    <div className={selectClasses(box.open, invalid, 'shell-select--single')} style={style}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere on the box opens it, as antd's; the input inside takes the keys. */}
      <div
        className="shell-select__selector"
        onMouseDown={(e) => {
          if (e.target !== inputRef.current) e.preventDefault();
          inputRef.current?.focus();
          // A click closes an open list, except in the search box (where it places the caret).
          if (!box.open) box.openList();
          else if (!showSearch || e.target !== inputRef.current) box.close();
        }}
      >
        <input
          ref={inputRef}
          id={id}
          role="combobox"
          aria-expanded={box.open}
          aria-controls={box.open ? listId : undefined}
          aria-haspopup="listbox"
          aria-autocomplete={showSearch ? 'list' : 'none'}
          aria-activedescendant={box.open && box.shown.length ? `${listId}-${box.active}` : undefined}
          aria-invalid={invalid || undefined}
          aria-busy={loading || undefined}
          autoComplete="off"
          readOnly={!showSearch}
          className="shell-select__input"
          value={box.search}
          onChange={(e) => box.onSearch(e.target.value)}
          onKeyDown={box.onKeyDown}
          onBlur={box.close}
          {...rest}
        />
        {box.search ? null : selected || hasValue ? (
          <span
            className={box.open ? 'shell-select__value shell-select__value--faded' : 'shell-select__value'}
          >
            {selected?.label ?? String(value)}
          </span>
        ) : (
          <span className="shell-select__placeholder">{placeholder}</span>
        )}
      </div>
      <Suffix
        box={box}
        showSearch={showSearch}
        loading={loading}
        clearable={allowClear && hasValue}
        onClear={() => onChange(undefined)}
      />
      {box.open ? (
        <OptionList
          id={listId}
          box={box}
          isSelected={isSelected}
          onPick={(option) => {
            onChange(option.value);
            box.close();
          }}
          multiple={false}
          notFoundContent={notFoundContent}
        />
      ) : null}
    </div>
  );
}

/** Any number of values (antd's Select mode="multiple"): the picks as tags, the list open while picking. */
export function ShellMultiSelect<V extends string | number>({
  id,
  value,
  onChange,
  options,
  placeholder,
  allowClear = false,
  showSearch = true,
  loading = false,
  invalid,
  style,
  notFoundContent = 'No data',
  ...rest
}: BaseProps<V> & { value: readonly V[]; onChange: (value: V[]) => void }) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const isSelected = (v: V) => value.includes(v);
  const toggle = (option: ShellOption<V>) =>
    onChange(isSelected(option.value) ? value.filter((v) => v !== option.value) : [...value, option.value]);
  const box = useCombobox<V>({
    options,
    showSearch,
    isSelected,
    onPick: (option) => {
      toggle(option);
      box.onSearch('');
    },
    onClearLast: () => {
      if (value.length) onChange(value.slice(0, -1));
    },
  });
  const labelOf = (v: V) => options.find((o) => o.value === v)?.label ?? String(v);
  return (
    <div className={selectClasses(box.open, invalid, 'shell-select--multiple')} style={style}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere on the box opens it, as antd's; the input inside takes the keys. */}
      <div
        className="shell-select__selector"
        onMouseDown={(e) => {
          if (e.target !== inputRef.current) e.preventDefault();
          inputRef.current?.focus();
          box.openList();
        }}
      >
        {value.map((v) => (
          <span key={v} className="shell-select__tag" title={labelOf(v)}>
            <span className="shell-select__tag-label">{labelOf(v)}</span>
            <span
              className="shell-select__tag-remove"
              aria-hidden
              onMouseDown={(e) => {
                e.preventDefault();
                e.stopPropagation();
                onChange(value.filter((x) => x !== v));
              }}
            >
              <Icon icon={CLOSE} />
            </span>
          </span>
        ))}
        <input
          ref={inputRef}
          id={id}
          role="combobox"
          aria-expanded={box.open}
          aria-controls={box.open ? listId : undefined}
          aria-haspopup="listbox"
          aria-autocomplete={showSearch ? 'list' : 'none'}
          aria-activedescendant={box.open && box.shown.length ? `${listId}-${box.active}` : undefined}
          aria-invalid={invalid || undefined}
          aria-busy={loading || undefined}
          autoComplete="off"
          readOnly={!showSearch}
          className="shell-select__input shell-select__input--multiple"
          value={box.search}
          size={Math.max(1, box.search.length)}
          onChange={(e) => box.onSearch(e.target.value)}
          onKeyDown={box.onKeyDown}
          onBlur={box.close}
          {...rest}
        />
        {value.length === 0 && !box.search ? (
          <span className="shell-select__placeholder">{placeholder}</span>
        ) : null}
      </div>
      <Suffix
        box={box}
        showSearch={showSearch}
        loading={loading}
        clearable={allowClear && value.length > 0}
        onClear={() => onChange([])}
      />
      {box.open ? (
        <OptionList
          id={listId}
          box={box}
          isSelected={isSelected}
          onPick={(option) => {
            toggle(option);
            box.onSearch('');
          }}
          multiple
          notFoundContent={notFoundContent}
        />
      ) : null}
    </div>
  );
}
