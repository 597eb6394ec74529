import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { canEditVst } from '@scout/domain/access/rules';
import type { ClinicRow } from '@scout/domain/clinics/list.schema';
import { CLINIC_LIST_ROW_SECTION } from '@scout/domain/clinics/sections';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { Link, useNavigate } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { VST_AREA } from '../../stroke/api/vst-area.ts';
import { StrokeDashboard } from '../../stroke/components/stroke-dashboard.tsx';
import { useClinicListPage } from '../api/clinics-api.ts';

/**
 * Session storage key of the list's filters and page (spec 3 §9: the names are SCOUT's):
 * `scout.vst.clinics.filters` and `scout.vst.clinics.page`.
 */
export const CLINICS_STORAGE_KEY = 'scout.vst.clinics';
export const CLINICS_TABLE_LABEL = 'TIA Minor Stroke Clinics';

const { vst } = paths;
const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
const when = (v: string | null | undefined) => shown(formatDateTime(v));

/** §2.10 gives no columns: the dashboard's, with the clinic's status and Closed On (§4.4). */
const COLUMNS: ColumnsType<ClinicRow> = [
  { title: 'Study ID', dataIndex: 'studyId', key: 'studyId' },
  { title: 'Call Date', dataIndex: 'callDateTime', key: 'callDateTime', render: when },
  {
    title: 'Patient Name',
    key: 'patientName',
    render: (_, row) => `${row.patientLastName}, ${row.patientFirstName}`,
  },
  { title: 'URN', dataIndex: 'patientUrn', key: 'patientUrn', render: shown },
  { title: 'Hospital', dataIndex: 'hospital', key: 'hospital', render: shown },
  { title: 'Neurologist/Stroke Specialist', dataIndex: 'specialist', key: 'specialist', render: shown },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    render: (status: ClinicRow['status']) => (
      <Tag color={status === 'OPEN' ? 'green' : undefined}>{status === 'OPEN' ? 'Open' : 'Closed'}</Tag>
    ),
  },
  { title: 'Closed On', dataIndex: 'closedOn', key: 'closedOn', responsive: ['lg'], render: when },
];

/**
 * TIA Minor Stroke Clinics (/vst/clinics, spec 3 §2.10) on the shared stroke dashboard: the VST
 * dashboard's filters (the list's search takes them), refreshed every 10 s; a row opens the
 * clinic's patient section; New Clinic for users who may create one.
 */
export function ClinicsPage() {
  useDocumentTitle('Clinics');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const newClinic = canEditVst(user) ? (
    <Link to={vst.clinicNew.getHref()} tabIndex={-1}>
      <Button type="primary" icon={<PlusOutlined aria-hidden />}>
        New Clinic
      </Button>
    </Link>
  ) : null;
  return (
    <StrokeDashboard<ClinicRow>
      area={VST_AREA}
      storageKey={CLINICS_STORAGE_KEY}
      useSearch={useClinicListPage}
      heading={() => <PageHeading title="Clinics" subtitle={CLINICS_TABLE_LABEL} extra={newClinic} />}
      label={CLINICS_TABLE_LABEL}
      columns={COLUMNS}
      rowKey="id"
      onOpen={(row) => navigate(vst.clinic.getHref(row.id, CLINIC_LIST_ROW_SECTION))}
      loadFailed="Unable to load clinics."
    />
  );
}
