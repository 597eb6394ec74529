import { Form, Select } from 'antd';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { type HospitalOption, useSearchHospitals } from '../api/search-hospitals.ts';
import { useReadOnly } from './fields.tsx';

/**
 * A hospital picked by searching the health care providers (2 characters or more). The current
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
  const readOnly = useReadOnly();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<HospitalOption | null>(null);
  const search = useSearchHospitals(keyword);
  const id = `${useId()}-${name}`;
  const shownName = picked && picked.id === field.value ? picked.nickName || picked.name : currentName;

  if (readOnly) {
    return (
      <Form.Item label={label}>
        <span>{shownName ?? '-'}</span>
      </Form.Item>
    );
  }
  const options = (search.data ?? []).map((h) => ({ value: h.id, label: h.nickName || h.name }));
  if (typeof field.value === 'number' && !options.some((o) => o.value === field.value)) {
    options.unshift({ value: field.value, label: shownName ?? `#${field.value}` });
  }
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={fieldState.error ? 'error' : undefined}
      help={fieldState.error?.message}
    >
      <Select
        id={id}
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        allowClear
        placeholder="Type 2 or more letters to search"
        loading={search.isFetching}
        value={field.value ?? undefined}
        options={options}
        notFoundContent={keyword.trim().length < 2 ? 'Type to search' : 'No hospitals found'}
        onChange={(value?: number) => {
          const hospital = search.data?.find((h) => h.id === value) ?? null;
          setPicked(hospital);
          field.onChange(value ?? null);
          onPicked?.(hospital);
        }}
        aria-invalid={!!fieldState.error || undefined}
      />
    </Form.Item>
  );
}
