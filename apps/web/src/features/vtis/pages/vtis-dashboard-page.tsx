import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { PLATFORM_APP } from '@scout/domain/access/roles';
import {
  canEditVtis,
  canExportVtisAuscrData,
  canExportVtisData,
  isReadOnly,
} from '@scout/domain/access/rules';
import type { CurrentUser } from '@scout/domain/admin/current-user.schema';
import { exportsEnabled, vtisRowTarget } from '@scout/domain/vtis/dashboard.schema';
import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import { isVtisRowMenuHidden } from '@scout/domain/vtis/row-menu-rules';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { StrokeDashboardQuery } from '../../stroke/components/dashboard-query.ts';
import { StrokeDashboard } from '../../stroke/components/stroke-dashboard.tsx';
import { useVtisDashboardPage } from '../api/search-consults.ts';
import { VTIS_AREA } from '../api/vtis-api.ts';
import { useAuscrExport } from '../components/use-auscr-export.ts';
import { type VtisTableRow, vtisDashboardColumns } from '../components/vtis-dashboard-columns.tsx';

/**
 * Session storage keys of the VTIS dashboard (spec 3 §2.3 "same persistence"; the names are
 * SCOUT's): `scout.vtis.dashboard.filters` and `scout.vtis.dashboard.page`.
 */
export const VTIS_DASHBOARD_STORAGE_KEY = 'scout.vtis.dashboard';

const { vst } = paths;

/** A member of a specific health care provider for VTIS (the user's VTIS providers, spec 1 §3). */
export const isVtisProviderMember = (user: CurrentUser) =>
  user.healthCareProviderIds.some((p) => p.platformAppId === PLATFORM_APP.VTIS);

/** An export page's button: a link while there are records, a disabled button otherwise. */
function ExportLink({ to, label, enabled }: { to: string; label: string; enabled: boolean }) {
  if (!enabled) return <Button disabled>{label}</Button>;
  return (
    <Link to={to} tabIndex={-1}>
      <Button>{label}</Button>
    </Link>
  );
}

/**
 * The header buttons (spec 3 §2.3, §6): New VTIS Consultation for users who may create VTIS records;
 * Export Data: VTIS Consult / VTIS Follow Up with the VTIS export privilege, Export Data: AuSCR with
 * the AuSCR one; the exports are disabled while the dashboard has no records.
 */
function HeaderButtons({ total, query }: { total: number; query: StrokeDashboardQuery }) {
  const user = useCurrentUser();
  const auscr = useAuscrExport();
  const [exporting, setExporting] = useState(false);
  const enabled = exportsEnabled(total);
  const creating = canEditVtis(user) && !isReadOnly(user, 'vtis');
  const { pageNumber: _page, pageSize: _size, ...filters } = query;
  return (
    <Flex wrap gap="small" align="center">
      {canExportVtisData(user) ? (
        <>
          <ExportLink
            to={vst.vtisReports.getHref('consult')}
            label={M.exportConsultButton}
            enabled={enabled}
          />
          <ExportLink
            to={vst.vtisReports.getHref('followup')}
            label={M.exportFollowupButton}
            enabled={enabled}
          />
        </>
      ) : null}
      {canExportVtisAuscrData(user) ? (
        <Button
          disabled={!enabled}
          loading={exporting}
          onClick={() => {
            setExporting(true);
            void auscr(filters).finally(() => setExporting(false));
          }}
        >
          {M.exportAuscrButton}
        </Button>
      ) : null}
      {creating ? (
        <Link to={vst.vtisConsultNew.getHref()} tabIndex={-1}>
          <Button type="primary" icon={<PlusOutlined aria-hidden />}>
            {M.newConsultButton}
          </Button>
        </Link>
      ) : null}
    </Flex>
  );
}

/** The consults as table rows: each with its follow-ups and its hospital documentation as children. */
function tableRows(rows: ReturnType<typeof useVtisDashboardPage>['data']) {
  return rows
    ? {
        ...rows,
        rows: rows.rows.map(
          (c): VtisTableRow => ({
            ...c,
            childRows: [
              ...c.vtisFollowupConsults,
              ...(c.hospitalDocumentation ? [c.hospitalDocumentation] : []),
            ],
          }),
        ),
      }
    : undefined;
}

const useVtisTableRows = (query: StrokeDashboardQuery) => {
  const result = useVtisDashboardPage(query);
  return { ...result, data: tableRows(result.data) };
};

/**
 * The VTIS dashboard (/vst/vtisconsults, spec 3 §2.3) on the shared stroke dashboard (the VST
 * dashboard's filters, session persistence, 10 s refresh and empty text): consults with their
 * follow-ups and hospital documentation as child rows. A row opens its record (vtisRowTarget);
 * the three-dot menu is hidden for a Manage user who belongs to a specific health care provider.
 */
export function VtisDashboardPage() {
  useDocumentTitle('VTIS');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const canEdit = canEditVtis(user) && !isReadOnly(user, 'vtis');
  const menuHidden = isVtisRowMenuHidden(user.access.vtis, isVtisProviderMember(user));
  const open = (row: VtisTableRow) => {
    const target = vtisRowTarget(row as Parameters<typeof vtisRowTarget>[0]);
    if (target.route === 'vtishospitaldocumentation')
      navigate(vst.vtisHospitalDocumentation.getHref(target.id, target.section));
    else if (target.route === 'vtisfollowup') navigate(vst.vtisFollowUp.getHref(target.id, target.section));
    else navigate(vst.vtisConsult.getHref(target.id, target.section));
  };
  return (
    <StrokeDashboard<VtisTableRow>
      area={VTIS_AREA}
      storageKey={VTIS_DASHBOARD_STORAGE_KEY}
      useSearch={useVtisTableRows}
      heading={(page, query) => (
        <PageHeading
          title="VTIS"
          subtitle={M.dashboardTitle}
          extra={<HeaderButtons total={page?.total ?? 0} query={query} />}
        />
      )}
      label="VTIS consults and follow ups"
      columns={vtisDashboardColumns(canEdit, menuHidden)}
      rowKey={(row) => `${row.type}-${row.id}`}
      childrenColumnName="childRows"
      onOpen={open}
      loadFailed="Unable to load VTIS consults."
    />
  );
}
