import { Select } from 'antd';
import { useHealthCareProviders } from '../api/list-health-care-providers.ts';
import { providerLabel } from './provider-label.ts';

export interface ProviderMultiSelectProps {
  id?: string;
  value: number[];
  onChange: (ids: number[]) => void;
  placeholder?: string;
  invalid?: boolean;
  'aria-label'?: string;
}

/** Several health care providers, filtered by name as the admin types. */
export function ProviderMultiSelect({
  id,
  value,
  onChange,
  placeholder,
  invalid,
  ...rest
}: ProviderMultiSelectProps) {
  const providers = useHealthCareProviders();
  const options = (providers.data ?? []).map((p) => ({ value: p.id, label: providerLabel(p) }));
  for (const v of value) {
    if (!options.some((o) => o.value === v)) options.push({ value: v, label: `Provider ${v}` });
  }
  return (
    <Select<number[]>
      id={id}
      aria-label={rest['aria-label']}
      mode="multiple"
      allowClear
      value={value}
      onChange={onChange}
      options={options}
      loading={providers.isPending}
      placeholder={placeholder ?? 'All health care providers'}
      status={invalid ? 'error' : undefined}
      notFoundContent={
        providers.isError ? 'Unable to load health care providers' : 'No health care providers found'
      }
      showSearch={{
        filterOption: (input, option) =>
          String(option?.label ?? '')
            .toLowerCase()
            .includes(input.trim().toLowerCase()),
      }}
      style={{ width: '100%' }}
    />
  );
}
