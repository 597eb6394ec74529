import { ECMO_MODES } from '@scout/domain/ecmo/ecmo-details-options';
import { dashboardStatusFilterOptions } from '@scout/domain/ecmo/status-options';
import { Button, Input, Select, Space } from 'antd';
import { DateTextInput } from '../../../components/date-text-input.tsx';
import type { DashboardFilterValues } from '../api/get-dashboard-cases.ts';
import { useDashboardHospitals } from '../api/get-dashboard-hospitals.ts';

/**
 * The dashboard filters of spec 2 §2.1: keyword (case id or patient name), hospital (hospitals
 * with open or archived cases), ECMO mode, status (Declined only in the archive) and a creation
 * date range in calendar days.
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
    <Space wrap style={{ marginBottom: 16 }}>
      <Input.Search
        aria-label="Keyword"
        placeholder="Case ID or patient name"
        allowClear
        style={{ width: 240 }}
        defaultValue={value.keyword ?? ''}
        onSearch={(keyword) => set({ keyword })}
      />
      <Select
        aria-label="Hospital"
        placeholder="Hospital"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 220 }}
        loading={hospitals.isLoading}
        value={value.hospitalId}
        onChange={(hospitalId?: number) => set({ hospitalId })}
        options={(hospitals.data ?? []).map((h) => ({ value: h.id, label: h.nickName }))}
      />
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
      <DateTextInput
        aria-label="Created from"
        placeholder="From DD/MM/YYYY"
        style={{ width: 150 }}
        value={value.fromDate ?? null}
        onChange={(fromDate) => set({ fromDate: fromDate ?? undefined })}
      />
      <DateTextInput
        aria-label="Created to"
        placeholder="To DD/MM/YYYY"
        style={{ width: 150 }}
        value={value.toDate ?? null}
        onChange={(toDate) => set({ toDate: toDate ?? undefined })}
      />
      <Button onClick={() => onChange({})}>Clear Filters</Button>
    </Space>
  );
}
