import { Select } from 'antd';
import { searchSelectHint } from '../../../components/search-select-hint.tsx';
import { useDebouncedSearch } from '../../../components/use-debounced-search.ts';
import { type ProviderOption, useSearchHealthCareProviders } from '../api/search-health-care-providers.ts';
import { PROVIDER_SEARCH_MIN_CHARS, SEARCH_DEBOUNCE_MS } from '../lib/search-thresholds.ts';

interface ProviderSelectProps {
  id: string;
  value: number | null | undefined;
  /** How to name the chosen provider before any search (the profile carries the name). */
  currentLabel?: string | null;
  onChange: (provider: ProviderOption | null) => void;
  onBlur?: () => void;
  invalid?: boolean;
}

const labelOf = (p: ProviderOption) =>
  p.nickName && p.nickName !== p.name ? `${p.name} (${p.nickName})` : p.name;

/** A health care provider, searched by name from 3 characters (spec 1 §5). */
export function ProviderSelect({ id, value, currentLabel, onChange, onBlur, invalid }: ProviderSelectProps) {
  const search = useDebouncedSearch({ minChars: PROVIDER_SEARCH_MIN_CHARS, delayMs: SEARCH_DEBOUNCE_MS });
  const providers = useSearchHealthCareProviders(search.keyword);
  const found = providers.data ?? [];

  const options = found.map((p) => ({ value: p.id, label: labelOf(p) }));
  if (value != null && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: currentLabel ?? `Provider ${value}` });
  }

  return (
    <Select<number | null>
      id={id}
      value={value ?? null}
      onChange={(next) => onChange(next == null ? null : (found.find((p) => p.id === next) ?? null))}
      onBlur={onBlur}
      placeholder="Search a health care provider"
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid || undefined}
      showSearch={{ filterOption: false, onSearch: search.setText }}
      options={options}
      notFoundContent={searchSelectHint({
        tooShort: search.tooShort,
        minChars: PROVIDER_SEARCH_MIN_CHARS,
        loading: search.waiting || providers.isFetching,
        failed: providers.isError,
        noun: 'health care providers',
      })}
      style={{ width: '100%' }}
    />
  );
}
