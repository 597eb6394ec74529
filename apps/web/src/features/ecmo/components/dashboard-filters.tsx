import { ECMO_MODES } from '@scout/domain/ecmo/ecmo-details-options';
import { dashboardStatusFilterOptions } from '@scout/domain/ecmo/status-options';
import Select from 'antd/es/select';
import { CaseDashboardFilters } from '../../../components/case-module/dashboard-filters.tsx';
import type { DashboardFilterValues } from '../api/get-dashboard-cases.ts';
import { useDashboardHospitals } from '../api/get-dashboard-hospitals.ts';

/**
 * The dashboard filters of spec 2 §2.1 on the shared filter bar: keyword (case id or patient
 * name), hospital (hospitals with open or archived cases), ECMO mode, status (Declined only in the
 * archive) and a creation date range in calendar days.
 */
export function DashboardFilters({
  archived,
  value,
  onChange,
}: {
  archived: boolean;
  value: DashboardFilterValues;
  onChange: (next: DashboardFilterValues) => void;
}) {
  const hospitals = useDashboardHospitals(archived);
  const set = (patch: Partial<DashboardFilterValues>) => onChange({ ...value, ...patch });
  const selects = [
    { key: 'ecmoMode', label: 'ECMO mode', width: 150, options: ECMO_MODES },
    { key: 'status', label: 'Status', width: 230, options: dashboardStatusFilterOptions(archived) },
  ] as const;
  return (
    <CaseDashboardFilters
      value={value}
      onChange={onChange}
      keywordPlaceholder="Case ID or patient name"
      hospitals={(hospitals.data ?? []).map((h) => ({ id: h.id, name: h.nickName }))}
      hospitalsLoading={hospitals.isLoading}
    >
      {selects.map(({ key, label, width, options }) => (
        <Select<string>
          key={key}
          aria-label={label}
          placeholder={label}
          allowClear
          style={{ width }}
          value={value[key]}
          onChange={(next) => set({ [key]: next })}
          options={options.map((o) => ({ value: o.value, label: o.label }))}
        />
      ))}
    </CaseDashboardFilters>
  );
}
