import { PlusOutlined } from '@ant-design/icons';
import { canEditVst, canExportVstData, isReadOnly } from '@scout/domain/access/rules';
import type { VstConsultRow } from '@scout/domain/vst/dashboard.schema';
import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { Alert, Button, Select, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import { CaseDashboardTable } from '../../../components/case-module/case-dashboard-table.tsx';
import {
  CaseDashboardFilters,
  type CaseDashboardFilterValues,
} from '../../../components/case-module/dashboard-filters.tsx';
import { useCaseDashboardState } from '../../../components/case-module/use-case-dashboard.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { hospitalLabel, useVstHospitals, useVstUsers } from '../api/get-lookups.ts';
import { useVstDashboard } from '../api/search-consults.ts';
import { vstDashboardColumns } from '../components/vst-dashboard-columns.tsx';
import type { VstDashboardRow } from '../components/vst-row-menu.tsx';

/**
 * Session storage keys of the dashboard (spec 3 §2.2, §9: the names are SCOUT's):
 * `scout.vst.dashboard.filters` holds { keyword, hospitalId, neurologistId, fromDate, toDate }
 * and `scout.vst.dashboard.page` holds { pageNumber, pageSize }.
 */
export const VST_DASHBOARD_STORAGE_KEY = 'scout.vst.dashboard';

export interface VstDashboardFilters extends CaseDashboardFilterValues {
  neurologistId?: number;
}

const { vst } = paths;

/** The header buttons (§2.2, §6): exports and reports need the VST export privilege; New ones edit rights. */
function HeaderButtons() {
  const user = useCurrentUser();
  const exporting = canExportVstData(user);
  const creating = canEditVst(user) && !isReadOnly(user, 'vst');
  const links = [
    ...(exporting
      ? [
          { to: vst.consultReports.getHref('consult'), label: 'Export Data: Consult' },
          { to: vst.consultReports.getHref('followup'), label: 'Export Data: Follow Up' },
          { to: vst.monthlyReport.getHref(), label: 'Generate Monthly Report' },
          { to: vst.quarterlyReport.getHref(), label: 'Generate Quarterly Report' },
        ]
      : []),
  ];
  return (
    <Space wrap>
      {links.map((link) => (
        <Link key={link.label} to={link.to}>
          <Button>{link.label}</Button>
        </Link>
      ))}
      {creating ? (
        <>
          <Link to={vst.consultNew.getHref()}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />}>
              New Consultation
            </Button>
          </Link>
          <Link to={vst.consultSelect.getHref()}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />}>
              New Follow up
            </Button>
          </Link>
        </>
      ) : null}
    </Space>
  );
}

/**
 * The consults as table rows: a consult without follow-ups gets no child list, so the table shows
 * no expand button on it (antd treats an empty `followupConsults` as children to expand).
 */
function withoutEmptyChildren(consults: readonly VstConsultRow[] | undefined): VstDashboardRow[] {
  return (consults ?? []).map((c) =>
    c.followupConsults.length ? c : ({ ...c, followupConsults: undefined } as unknown as VstConsultRow),
  );
}

/** The date range as the search takes it (§9: yyyy-MM-ddTHH:mm:ss): whole days, From 00:00:00 to To 23:59:59. */
const dayStart = (day?: string) => (day ? `${day}T00:00:00` : undefined);
const dayEnd = (day?: string) => (day ? `${day}T23:59:59` : undefined);

/**
 * The VST dashboard (/vst/consults, spec 3 §2.2): consults newest call first, each with its
 * follow-ups as child rows, filtered by keyword (500 ms), hospital, neurologist and call date
 * range; filters and page kept in session storage; refreshed every 10 s. A row opens its record's
 * patient section; the three-dot menu holds the row's actions.
 */
export function VstDashboardPage() {
  useDocumentTitle('VST');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const state = useCaseDashboardState<VstDashboardFilters>({}, { storageKey: VST_DASHBOARD_STORAGE_KEY });
  const { fromDate, toDate, ...rest } = state.query;
  const consults = useVstDashboard({ ...rest, fromDate: dayStart(fromDate), toDate: dayEnd(toDate) });
  const hospitals = useVstHospitals();
  const neurologists = useVstUsers('managers');
  const canEdit = canEditVst(user) && !isReadOnly(user, 'vst');

  const open = (row: VstDashboardRow) =>
    navigate(
      row.type === 'Consult'
        ? vst.consult.getHref(row.id, 'patient')
        : vst.followUp.getHref(row.id, 'patient'),
    );

  return (
    <>
      <PageHeading title="VST" subtitle="Consults and Follow Ups" extra={<HeaderButtons />} />
      <CaseDashboardFilters<VstDashboardFilters>
        value={state.filters}
        onChange={state.setFilters}
        keywordPlaceholder={M.dashboardSearchPlaceholder}
        hospitals={(hospitals.data ?? []).map((h) => ({ id: h.id, name: hospitalLabel(h) }))}
        hospitalsLoading={hospitals.isLoading}
      >
        <Select
          aria-label="Neurologist"
          placeholder="Neurologist"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 220 }}
          loading={neurologists.isLoading}
          value={state.filters.neurologistId}
          onChange={(neurologistId?: number) => state.setFilters({ ...state.filters, neurologistId })}
          options={neurologists.options}
        />
      </CaseDashboardFilters>
      {consults.isError ? <Alert type="error" showIcon title="Unable to load consults." /> : null}
      <CaseDashboardTable<VstDashboardRow>
        label="VST consults and follow ups"
        rows={withoutEmptyChildren(consults.data?.consults)}
        total={consults.data?.totalRecordsCount ?? 0}
        columns={vstDashboardColumns(canEdit)}
        rowKey={(row) => `${row.type}-${row.id}`}
        expandable={{ childrenColumnName: 'followupConsults' }}
        page={state.page}
        onPageChange={state.setPage}
        loading={consults.isLoading}
        emptyText={M.dashboardEmpty}
        onOpen={open}
      />
    </>
  );
}
