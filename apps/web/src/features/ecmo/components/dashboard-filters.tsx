import { ECMO_MODES } from '@scout/domain/ecmo/ecmo-details-options';
import { dashboardStatusFilterOptions } from '@scout/domain/ecmo/status-options';
import { Select } from 'antd';
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
  return (
    <CaseDashboardFilters
      value={value}
      onChange={onChange}
      keywordPlaceholder="Case ID or patient name"
      hospitals={(hospitals.data ?? []).map((h) => ({ id: h.id, name: h.nickName }))}
      hospitalsLoading={hospitals.isLoading}
    >
      <Select
        aria-label="ECMO mode"
        placeholder="ECMO mode"
        allowClear
        style={{ width: 150 }}
        value={value.ecmoMode}
        onChange={(ecmoMode?: DashboardFilterValues['ecmoMode']) => set({ ecmoMode })}
        options={ECMO_MODES.map((m) => ({ value: m.value, label: m.label }))}
      />
      <Select
        aria-label="Status"
        placeholder="Status"
        allowClear
        style={{ width: 230 }}
        value={value.status}
        onChange={(status?: DashboardFilterValues['status']) => set({ status })}
        options={dashboardStatusFilterOptions(archived).map((s) => ({ value: s.value, label: s.label }))}
      />
    </CaseDashboardFilters>
  );
}
