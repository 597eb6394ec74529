import { Select } from 'antd';
import { searchSelectHint } from '../../../components/search-select-hint.tsx';
import { useDebouncedSearch } from '../../../components/use-debounced-search.ts';
import { useFindCountries } from '../api/find-countries.ts';
import { countryName } from '../lib/patient-display.ts';
import { COUNTRY_SEARCH_MIN_CHARS, SEARCH_DEBOUNCE_MS } from '../lib/search-thresholds.ts';

interface CountrySelectProps {
  id: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  invalid?: boolean;
  placeholder?: string;
}

/** Any SACC country, searched on the server from 3 characters; the chosen one is named locally. */
export function CountrySelect({ id, value, onChange, onBlur, invalid, placeholder }: CountrySelectProps) {
  const search = useDebouncedSearch({ minChars: COUNTRY_SEARCH_MIN_CHARS, delayMs: SEARCH_DEBOUNCE_MS });
  const countries = useFindCountries(search.keyword);

  const options = (countries.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (value != null && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: countryName(value) ?? String(value) });
  }

  return (
    <Select<number | null>
      id={id}
      value={value ?? null}
      onChange={(next) => onChange(next ?? null)}
      onBlur={onBlur}
      allowClear
      placeholder={placeholder ?? 'Search a country'}
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid || undefined}
      showSearch={{ filterOption: false, onSearch: search.setText }}
      options={options}
      notFoundContent={searchSelectHint({
        tooShort: search.tooShort,
        minChars: COUNTRY_SEARCH_MIN_CHARS,
        loading: search.waiting || countries.isFetching,
        failed: countries.isError,
        noun: 'countries',
      })}
    />
  );
}
