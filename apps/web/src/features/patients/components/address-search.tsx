import type { AddressSearchResult } from '@scout/domain/patients/lookups.schema';
import { Select } from 'antd';
import { searchSelectHint } from '../../../components/search-select-hint.tsx';
import { useDebouncedSearch } from '../../../components/use-debounced-search.ts';
import { useAddressSearch } from '../api/search-addresses.ts';
import { ADDRESS_SEARCH_MIN_CHARS, SEARCH_DEBOUNCE_MS } from '../lib/search-thresholds.ts';

/**
 * Finds an address from 8 characters (spec 1 §5) and hands the chosen result to the form, which
 * fills its address fields; the box itself holds no value.
 */
export function AddressSearch({ id, onPick }: { id: string; onPick: (result: AddressSearchResult) => void }) {
  const search = useDebouncedSearch({ minChars: ADDRESS_SEARCH_MIN_CHARS, delayMs: SEARCH_DEBOUNCE_MS });
  const results = useAddressSearch(search.keyword);
  const found = results.data ?? [];

  return (
    <Select<number | null>
      id={id}
      value={null}
      placeholder="Start typing the street address"
      showSearch={{ filterOption: false, onSearch: search.setText, autoClearSearchValue: true }}
      options={found.map((r, index) => ({ value: index, label: r.freeformAddress }))}
      onChange={(index) => {
        const picked = index == null ? undefined : found[index];
        if (picked) onPick(picked);
      }}
      notFoundContent={searchSelectHint({
        tooShort: search.tooShort,
        minChars: ADDRESS_SEARCH_MIN_CHARS,
        loading: search.waiting || results.isFetching,
        failed: results.isError,
        noun: 'addresses',
      })}
      suffixIcon={null}
      style={{ width: '100%' }}
    />
  );
}
