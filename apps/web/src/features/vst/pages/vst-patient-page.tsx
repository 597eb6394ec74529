import type { PatientProfile } from '@scout/domain/patients/patient-profile.schema';
import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { Alert, Card, Descriptions, Space, Table, type TableColumnsType, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useVstPatient } from '../api/get-patient.ts';
import { PATIENT_RECORDS_LIMIT, usePatientVstRecords } from '../api/search-consults.ts';
import { VstPdfButton } from '../components/vst-pdf.tsx';
import type { VstDashboardRow } from '../components/vst-row-menu.tsx';

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));

const TYPE_LABEL: Record<VstDashboardRow['type'], string> = {
  Consult: 'VST Consult',
  Followup: 'VST Follow up',
};

const hrefOf = (row: VstDashboardRow) =>
  row.type === 'Consult'
    ? paths.vst.consult.getHref(row.id, 'patient')
    : paths.vst.followUp.getHref(row.id, 'patient');

const columns: TableColumnsType<VstDashboardRow> = [
  { title: 'Type', key: 'type', render: (_, r) => TYPE_LABEL[r.type] },
  { title: 'Study ID', dataIndex: 'studyId', key: 'studyId' },
  {
    title: 'Call Date',
    dataIndex: 'callDateTime',
    key: 'call',
    render: (v: string) => shown(formatDateTime(v)),
  },
  {
    title: 'Consult Date',
    dataIndex: 'consultDate',
    key: 'consult',
    render: (v: string | null) => shown(formatDateTime(v)),
  },
  { title: 'Hospital', dataIndex: 'hospital', key: 'hospital', render: shown },
  { title: 'Neurologist/Stroke Specialist', dataIndex: 'specialist', key: 'specialist', render: shown },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    render: (s: VstDashboardRow['status']) => <Tag color={s === 'OPEN' ? 'green' : 'default'}>{s}</Tag>,
  },
  {
    title: 'Actions',
    key: 'actions',
    render: (_, r) => (
      <Space>
        <Link to={hrefOf(r)} aria-label={`View ${r.studyId}`}>
          View
        </Link>
        <VstPdfButton type={r.type === 'Consult' ? 'consult' : 'followup'} id={r.id} label="PDF" />
      </Space>
    ),
  },
];

function PatientSummary({ patient }: { patient: PatientProfile }) {
  const address = [
    patient.addressUnitOrRoomNumber,
    patient.addressStreetNumber,
    patient.addressStreetName,
    patient.addressSuburb,
    patient.addressState,
    patient.addressPostcode,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Card title="Patient" size="small" style={{ marginBottom: 16 }}>
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label="Name">
          {patient.lastName}, {patient.firstName}
          {patient.middlename ? ` ${patient.middlename}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="Date of birth">{shown(formatDate(patient.dateOfBirth))}</Descriptions.Item>
        <Descriptions.Item label="Age">{shown(patient.age)}</Descriptions.Item>
        <Descriptions.Item label="Gender">{shown(patient.gender)}</Descriptions.Item>
        <Descriptions.Item label="Address">
          {patient.livesOverseas ? 'Lives overseas' : shown(address)}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/**
 * The patient page (/vst/patients/{id}, spec 3 §2.1; issue item 9): the profile summary and every
 * VST record of the patient (consults, each followed by its follow-ups; newest consult first):
 * type, study ID, dates, hospital, specialist and status, with View (the record) and its PDF.
 * VTIS records join the list once the VTIS module exists.
 */
export function VstPatientPage() {
  const id = Number(useParams().id);
  const patient = useVstPatient(id);
  const records = usePatientVstRecords(id);
  const name = patient.data ? `${patient.data.lastName}, ${patient.data.firstName}` : null;
  useDocumentTitle(name ?? 'Patient');

  if (patient.isLoading) return <PageSpinner />;
  if (!patient.data) return <Alert type="error" showIcon title="Unable to load the patient." />;
  const rows: VstDashboardRow[] = (records.data?.consults ?? []).flatMap((c) => [c, ...c.followupConsults]);
  const total = records.data?.totalRecordsCount ?? 0;
  return (
    <>
      <PageHeading title={name} subtitle="VST patient" />
      <PatientSummary patient={patient.data} />
      {records.isError ? <Alert type="error" showIcon title="Unable to load the patient's records." /> : null}
      {total > rows.filter((r) => r.type === 'Consult').length ? (
        <Alert type="info" showIcon title={`Showing the newest ${PATIENT_RECORDS_LIMIT} consults.`} />
      ) : null}
      <Table<VstDashboardRow>
        aria-label="VST records"
        size="small"
        rowKey={(r) => `${r.type}-${r.id}`}
        loading={records.isLoading}
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: M.noPatientHistory }}
      />
    </>
  );
}
