import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { canEditVst, canExportVstData, isReadOnly } from '@scout/domain/access/rules';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { Link, useNavigate } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { StrokeDashboard } from '../../stroke/components/stroke-dashboard.tsx';
import { useVstDashboardPage } from '../api/search-consults.ts';
import { VST_AREA } from '../api/vst-api.ts';
import { vstDashboardColumns } from '../components/vst-dashboard-columns.tsx';
import type { VstDashboardRow } from '../components/vst-row-menu.tsx';
import { VST_DASHBOARD_STORAGE_KEY } from './vst-dashboard-storage.ts';

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
    <Flex wrap gap="small" align="center">
      {links.map((link) => (
        <Link key={link.label} to={link.to} tabIndex={-1}>
          <Button>{link.label}</Button>
        </Link>
      ))}
      {creating ? (
        <>
          <Link to={vst.consultNew.getHref()} tabIndex={-1}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />}>
              New Consultation
            </Button>
          </Link>
          <Link to={vst.consultSelect.getHref()} tabIndex={-1}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />}>
              New Follow up
            </Button>
          </Link>
        </>
      ) : null}
    </Flex>
  );
}

/**
 * The VST dashboard (/vst/consults, spec 3 §2.2) on the shared stroke dashboard: consults newest
 * call first, each with its follow-ups as child rows. A row opens its record's patient section;
 * the three-dot menu holds the row's actions.
 */
export function VstDashboardPage() {
  useDocumentTitle('VST');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const canEdit = canEditVst(user) && !isReadOnly(user, 'vst');
  const open = (row: VstDashboardRow) =>
    navigate(
      row.type === 'Consult'
        ? vst.consult.getHref(row.id, 'patient')
        : vst.followUp.getHref(row.id, 'patient'),
    );
  return (
    <StrokeDashboard<VstDashboardRow>
      area={VST_AREA}
      storageKey={VST_DASHBOARD_STORAGE_KEY}
      useSearch={useVstDashboardPage}
      heading={() => <PageHeading title="VST" subtitle="Consults and Follow Ups" extra={<HeaderButtons />} />}
      label="VST consults and follow ups"
      columns={vstDashboardColumns(canEdit)}
      rowKey={(row) => `${row.type}-${row.id}`}
      childrenColumnName="followupConsults"
      onOpen={open}
      loadFailed="Unable to load consults."
    />
  );
}
