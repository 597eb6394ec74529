import { ShellMultiSelect } from '../../../components/shell-ui/shell-select.tsx';
import { useHealthCareProviders } from '../api/list-health-care-providers.ts';
import { providerLabel } from './provider-label.ts';

/**
 * The user list's filter by health care provider (any number of them, filtered by name as the admin
 * types), drawn as the user form's ProviderMultiSelect without Ant Design: the list loads none
 * (issue 15 item 5).
 */
export function ProviderFilter({
  id,
  value,
  onChange,
}: {
  id?: string;
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const providers = useHealthCareProviders();
  const options = (providers.data ?? []).map((p) => ({ value: p.id, label: providerLabel(p) }));
  return (
    <ShellMultiSelect<number>
      id={id}
      allowClear
      showSearch
      value={value}
      onChange={onChange}
      options={options}
      loading={providers.isPending}
      placeholder="All health care providers"
      notFoundContent={
        providers.isError ? 'Unable to load health care providers' : 'No health care providers found'
      }
      style={{ width: '100%' }}
    />
  );
}
