import { COUNTRY_SEARCH_MIN_LENGTH, type Country } from '@scout/domain/admin/jurisdiction.schema';
import { Select } from 'antd';
import { searchSelectHint } from '../../../components/search-select-hint.tsx';
import { useDebouncedSearch } from '../../../components/use-debounced-search.ts';
import { useFindNonParticipatingCountries } from '../api/find-countries.ts';

/** Spec 1 §9: searches wait 500 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * "Add country": search the countries not yet participating (from 3 characters) and pick one to
 * add it (spec 1 §2, §5).
 */
export function AddCountrySearch({
  onAdd,
  adding,
}: {
  onAdd: (country: Country) => Promise<unknown>;
  adding: boolean;
}) {
  const search = useDebouncedSearch({ minChars: COUNTRY_SEARCH_MIN_LENGTH, delayMs: SEARCH_DEBOUNCE_MS });
  const found = useFindNonParticipatingCountries(search.keyword);
  const countries = found.data ?? [];

  return (
    <Select<number | null>
      id="add-country"
      aria-label="Add country"
      value={null}
      placeholder="Add country: type a name"
      loading={adding}
      disabled={adding}
      showSearch={{ filterOption: false, onSearch: search.setText, searchValue: search.text }}
      onChange={(id) => {
        const country = countries.find((c) => c.id === id);
        if (!country) return;
        search.setText('');
        void onAdd(country);
      }}
      options={countries.map((c) => ({ value: c.id, label: c.name }))}
      notFoundContent={searchSelectHint({
        tooShort: search.tooShort,
        minChars: COUNTRY_SEARCH_MIN_LENGTH,
        loading: search.waiting || found.isFetching,
        failed: found.isError,
        noun: 'countries',
      })}
      style={{ width: 320 }}
    />
  );
}
