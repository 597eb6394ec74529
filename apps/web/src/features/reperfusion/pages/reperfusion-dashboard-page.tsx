import { canExportVstData } from '@scout/domain/access/rules';
import { DIRECTOR_REVIEW_STATUSES, type DirectorReviewStatus } from '@scout/domain/reperfusion/options';
import { STROKE_MESSAGES as M } from '@scout/domain/stroke/messages';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import { Link, useNavigate } from 'react-router';
import { CaseDashboardTable } from '../../../components/case-module/case-dashboard-table.tsx';
import {
  CaseDashboardFilters,
  type CaseDashboardFilterValues,
  sendableDashboardQuery,
} from '../../../components/case-module/dashboard-filters.tsx';
import { readStored, useCaseDashboardState } from '../../../components/case-module/use-case-dashboard.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { hospitalLabel, useStrokeHospitals } from '../../stroke/api/lookups.ts';
import { VST_AREA } from '../../stroke/api/vst-area.ts';
import { sentDashboardFilters } from '../../stroke/components/dashboard-query.ts';
import {
  type ReperfusionExportQuery,
  type ReperfusionSearchQuery,
  useReperfusionDashboardPage,
} from '../api/reperfusion-api.ts';
import { REPERFUSION_DASHBOARD_COLUMNS } from '../components/reperfusion-dashboard-columns.tsx';

/**
 * Local storage keys of the register (spec 3 §2.11 "Filters and paging persist in local storage";
 * the names are SCOUT's): `scout.vst.reperfusion.filters` and `scout.vst.reperfusion.page`.
 */
export const REPERFUSION_DASHBOARD_STORAGE_KEY = 'scout.vst.reperfusion';
export const REPERFUSION_TITLE = 'VST Reperfusion Cases';

/** The register's filters: the shared hospital select is the referral hospital (§2.11). */
export interface ReperfusionFilters extends CaseDashboardFilterValues {
  destinationHospitalId?: number;
  directorReviewStatus?: DirectorReviewStatus;
}

const { vst } = paths;

/** The filters as the search takes them (§7.3: referralHospitalId, dates as yyyy-MM-ddTHH:mm:ss). */
function searchFilters(filters: ReperfusionFilters) {
  const { hospitalId, ...rest } = sentDashboardFilters(filters) as ReperfusionFilters;
  return { ...rest, referralHospitalId: hospitalId };
}

/** The filters the dashboard keeps, as the export takes them (§7.3: the same, dates as calendar days). */
export function storedExportQuery(): ReperfusionExportQuery {
  const stored = (readStored(`${REPERFUSION_DASHBOARD_STORAGE_KEY}.filters`, 'local') ??
    {}) as ReperfusionFilters;
  const { hospitalId, ...rest } = sendableDashboardQuery(stored);
  return { ...rest, referralHospitalId: hospitalId };
}

/**
 * The reperfusion register (/vst/reperfusion-cases, spec 3 §2.11, §3.7, §7.3): search (500 ms),
 * referral and destination hospital, call date range, director review status and Clear Filters,
 * kept with the page in local storage; the list polled every 10 s; a row opens its case. Export
 * Data shows only to users with the VST export permission (§6).
 */
export function ReperfusionDashboardPage() {
  useDocumentTitle(REPERFUSION_TITLE);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const state = useCaseDashboardState<ReperfusionFilters>(
    {},
    { storageKey: REPERFUSION_DASHBOARD_STORAGE_KEY, storage: 'local' },
  );
  const query: ReperfusionSearchQuery = { ...searchFilters(state.filters), ...state.page };
  const result = useReperfusionDashboardPage(query);
  const hospitals = useStrokeHospitals(VST_AREA);
  const set = (patch: Partial<ReperfusionFilters>) => state.setFilters({ ...state.filters, ...patch });
  return (
    <>
      <PageHeading
        title={REPERFUSION_TITLE}
        extra={
          canExportVstData(user) ? (
            <Link to={vst.reperfusionExport.getHref()} tabIndex={-1}>
              <Button>Export Data</Button>
            </Link>
          ) : null
        }
      />
      <CaseDashboardFilters<ReperfusionFilters>
        value={state.filters}
        onChange={state.setFilters}
        keywordPlaceholder={M.dashboardSearchPlaceholder}
        hospitalLabel="Referral Hospital"
        hospitals={(hospitals.data ?? []).map((h) => ({ id: h.id, name: hospitalLabel(h) }))}
        hospitalsLoading={hospitals.isLoading}
      >
        <Select<number>
          // Own ids: the list each one opens is named from it (two Selects must not share one).
          id="reperfusion-destination-hospital"
          aria-label="Destination Hospital"
          placeholder="Destination Hospital"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 220 }}
          loading={hospitals.isLoading}
          value={state.filters.destinationHospitalId}
          onChange={(destinationHospitalId) => set({ destinationHospitalId })}
          options={hospitals.options}
        />
        <Select<DirectorReviewStatus>
          id="reperfusion-director-review"
          aria-label="Director Review"
          placeholder="Director Review"
          allowClear
          style={{ width: 240 }}
          value={state.filters.directorReviewStatus}
          onChange={(directorReviewStatus) => set({ directorReviewStatus })}
          options={DIRECTOR_REVIEW_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
        />
      </CaseDashboardFilters>
      {result.isError ? <Alert type="error" showIcon title="Unable to load reperfusion cases." /> : null}
      <CaseDashboardTable
        label={REPERFUSION_TITLE}
        rows={result.data?.rows ?? []}
        total={result.data?.total ?? 0}
        columns={REPERFUSION_DASHBOARD_COLUMNS}
        page={state.page}
        onPageChange={state.setPage}
        loading={result.isLoading}
        emptyText={M.dashboardEmpty}
        onOpen={(row) => navigate(vst.reperfusionCase.getHref(row.id))}
      />
    </>
  );
}
