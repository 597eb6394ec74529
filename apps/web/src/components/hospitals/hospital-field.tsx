import { PROVIDER_SEARCH_MIN_LENGTH } from '@scout/domain/admin/health-care-provider.schema';
import { Select } from 'antd';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldShell } from '../fields/field-shell.tsx';
import { type HospitalOption, useSearchHospitals } from './api/search-hospitals.ts';

/** What the box says until the search can start (spec 1 §5, §9: provider search from 3 characters). */
export const HOSPITAL_SEARCH_HINT = `Type ${PROVIDER_SEARCH_MIN_LENGTH} or more letters to search`;

/**
 * A hospital picked by searching the health care providers (from PROVIDER_SEARCH_MIN_LENGTH
 * characters, the server's minimum: a shorter text is not sent and the hint says so). The current
 * choice keeps its name (`currentName`, from the case) until another is picked; `onPicked` lets
 * the form fill the address from the hospital.
 */
export function HospitalField({
  name,
  label,
  required,
  currentName,
  onPicked,
}: {
  name: string;
  label: string;
  required?: boolean;
  currentName?: string | null;
  onPicked?: (hospital: HospitalOption | null) => void;
}) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<HospitalOption | null>(null);
  const search = useSearchHospitals(keyword);
  const shownName = picked && picked.id === field.value ? picked.nickName || picked.name : currentName;
  const options = (search.data ?? []).map((h) => ({ value: h.id, label: h.nickName || h.name }));
  if (typeof field.value === 'number' && !options.some((o) => o.value === field.value)) {
    options.unshift({ value: field.value, label: shownName ?? `#${field.value}` });
  }
  return (
    <FieldShell
      name={name}
      label={label}
      required={required}
      text={() => shownName ?? '-'}
      render={({ id, value, onChange, invalid }) => (
        <Select
          id={id}
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          allowClear
          placeholder={HOSPITAL_SEARCH_HINT}
          loading={search.isFetching}
          value={(value as number | null) ?? undefined}
          options={options}
          notFoundContent={
            keyword.trim().length < PROVIDER_SEARCH_MIN_LENGTH ? HOSPITAL_SEARCH_HINT : 'No hospitals found'
          }
          onChange={(next?: number) => {
            const hospital = search.data?.find((h) => h.id === next) ?? null;
            setPicked(hospital);
            onChange(next ?? null);
            onPicked?.(hospital);
          }}
          aria-invalid={invalid || undefined}
        />
      )}
    />
  );
}
