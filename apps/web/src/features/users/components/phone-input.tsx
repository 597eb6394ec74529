import type { CountryCallingCode } from '@scout/domain/admin/phone-number';
import { Input, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useCountryCodes } from '../api/search-country-codes.ts';

interface CallingCodeOption {
  value: string;
  label: string;
  /** Names and ISO codes of the countries sharing the code, for searching. */
  searchText: string;
}

/** One option per calling code (+1 serves many countries); Australia's first place is by name order. */
export function callingCodeOptions(codes: readonly CountryCallingCode[]): CallingCodeOption[] {
  const byCode = new Map<string, CountryCallingCode[]>();
  for (const c of codes) byCode.set(c.callingCode, [...(byCode.get(c.callingCode) ?? []), c]);
  return [...byCode.entries()]
    .map(([code, countries]) => {
      const names = countries.map((c) => c.name);
      const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')}…` : names.join(', ');
      return {
        value: code,
        label: `+${code} ${shown}`,
        searchText: `+${code} ${countries.map((c) => `${c.name} ${c.countryCode}`).join(' ')}`.toLowerCase(),
      };
    })
    .sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true }));
}

export interface PhoneInputProps {
  id: string;
  callingCode: string | undefined;
  onCallingCodeChange: (code: string) => void;
  number: string;
  onNumberChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
}

/** Spec 1 §5: a phone number with its country code (default +61). */
export function PhoneInput({
  id,
  callingCode,
  onCallingCodeChange,
  number,
  onNumberChange,
  onBlur,
  invalid,
}: PhoneInputProps) {
  const codes = useCountryCodes();
  const options = useMemo(() => callingCodeOptions(codes.data ?? []), [codes.data]);
  const value = callingCode ?? '';
  const withCurrent =
    value && !options.some((o) => o.value === value)
      ? [{ value, label: `+${value}`, searchText: value }, ...options]
      : options;
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select<string, CallingCodeOption>
        aria-label="Country code"
        value={value || undefined}
        onChange={onCallingCodeChange}
        options={withCurrent}
        loading={codes.isPending}
        status={invalid ? 'error' : undefined}
        labelRender={({ value: code }) => `+${String(code)}`}
        showSearch={{
          filterOption: (input, option) => (option?.searchText ?? '').includes(input.trim().toLowerCase()),
        }}
        popupMatchSelectWidth={320}
        style={{ width: 110 }}
      />
      <Input
        id={id}
        value={number}
        onChange={(e) => onNumberChange(e.target.value)}
        onBlur={onBlur}
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="0412 345 678"
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid || undefined}
      />
    </Space.Compact>
  );
}
