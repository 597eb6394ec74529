import {
  asclLanguageName,
  saccCountryName,
  searchLanguages,
  searchSaccCountries,
} from '@scout/domain/vtis/country-language';
import { VTIS_LIMITS as L } from '@scout/domain/vtis/limits';
import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import { Select } from 'antd';
import { useMemo } from 'react';
import { type BaseFieldProps, FieldShell, shownValue } from '../../../components/fields/field-shell.tsx';
import { searchSelectHint } from '../../../components/search-select-hint.tsx';
import { useDebouncedSearch } from '../../../components/use-debounced-search.ts';
import type { StrokeFieldKindComponent } from '../../stroke/record/fields/declarations.ts';

type Code = string | number;

/** A searchable reference list: its search, the name of a code and what the list is of. */
interface CodeList<C extends Code> {
  search: (term: string) => { code: C; name: string }[];
  nameOf: (code: unknown) => string | null;
  noun: string;
}

/**
 * A code picked by a search of a domain reference list (spec 3 §5.5): the search starts at 3
 * characters and waits 500 ms after the last key (§9); the chosen code shows by its name.
 */
function SearchedCodeField<C extends Code>({ base, list }: { base: BaseFieldProps; list: CodeList<C> }) {
  const text = useDebouncedSearch({
    minChars: L.countryLanguageSearchMinChars,
    delayMs: L.countryLanguageSearchDebounceMs,
  });
  const found = useMemo(() => (text.keyword ? list.search(text.keyword) : []), [text.keyword, list]);
  // What the search says above its results: type more, searching, or nothing found. The chosen
  // code stays among the options (so its name shows) while another is searched for.
  const hint = text.tooShort
    ? M.searchTooShort
    : text.waiting || !found.length
      ? searchSelectHint({
          tooShort: false,
          minChars: L.countryLanguageSearchMinChars,
          loading: text.waiting,
          failed: false,
          noun: list.noun,
        })
      : null;
  return (
    <FieldShell
      {...base}
      text={(v) => list.nameOf(v) ?? shownValue(v)}
      render={({ id, value, onChange, onBlur, invalid }) => {
        const options = found.map((o) => ({ value: o.code, label: o.name }));
        const name = list.nameOf(value);
        if (value != null && name && !options.some((o) => o.value === value))
          options.unshift({ value: value as C, label: name });
        return (
          <Select<C | null>
            id={id}
            value={(value as C | null | undefined) ?? null}
            onChange={(next) => onChange(next ?? null)}
            onBlur={onBlur}
            allowClear
            disabled={base.disabled}
            placeholder={`Search ${list.noun}`}
            aria-invalid={invalid || undefined}
            showSearch={{ filterOption: false, onSearch: text.setText }}
            options={options}
            notFoundContent={null}
            popupRender={(menu) => (
              <>
                {hint ? <div style={{ padding: '4px 12px' }}>{hint}</div> : null}
                {menu}
              </>
            )}
          />
        );
      }}
    />
  );
}

const COUNTRIES: CodeList<number> = {
  search: (term) => searchSaccCountries(term).map((c) => ({ code: c.id, name: c.name })),
  nameOf: saccCountryName,
  noun: 'countries',
};

const LANGUAGES: CodeList<string> = {
  search: (term) => searchLanguages(term).map((l) => ({ code: l.code, name: l.name })),
  nameOf: asclLanguageName,
  noun: 'languages',
};

/** Country of birth: a SACC country code searched by name (§3.4, §5.5). */
export const CountryField: StrokeFieldKindComponent = ({ base }) => (
  <SearchedCodeField base={base} list={COUNTRIES} />
);

/** Spoken language: an ASCL language code searched by name (§3.4, §5.5). */
export const LanguageField: StrokeFieldKindComponent = ({ base }) => (
  <SearchedCodeField base={base} list={LANGUAGES} />
);
