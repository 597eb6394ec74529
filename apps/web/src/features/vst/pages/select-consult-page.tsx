import type { VstConsultRow } from '@scout/domain/vst/dashboard.schema';
import { Alert, Button, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  DASHBOARD_PAGE_SIZE,
  type DashboardPage,
} from '../../../components/case-module/case-dashboard-table.tsx';
import { DateTextInput } from '../../../components/date-text-input.tsx';
import { namedClear } from '../../../components/named-clear.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useDebouncedSearch } from '../../../components/use-debounced-search.ts';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import type { RefusedDate } from '../../../lib/typed-dates.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useVstHospitals } from '../api/get-lookups.ts';
import { useSelectableConsults } from '../api/search-consults.ts';

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SEARCH_DELAY_MS = 500;

const columns: TableColumnsType<VstConsultRow> = [
  { title: 'Study ID', dataIndex: 'studyId', key: 'studyId' },
  { title: 'Patient Name', key: 'patient', render: (_, r) => `${r.patientLastName}, ${r.patientFirstName}` },
  {
    title: 'Date of Birth',
    dataIndex: 'patientDOB',
    key: 'dob',
    render: (v: string | null) => shown(formatDate(v)),
  },
  { title: 'URN', dataIndex: 'patientUrn', key: 'urn', render: shown },
  { title: 'Hospital', dataIndex: 'hospital', key: 'hospital', render: shown },
  { title: 'Neurologist', dataIndex: 'specialist', key: 'specialist', render: shown },
  {
    title: 'Call Date',
    dataIndex: 'callDateTime',
    key: 'call',
    render: (v: string) => shown(formatDateTime(v)),
  },
];

/**
 * Select Consult (/vst/consults/select, spec 3 §2.4): the consults a follow-up can be made from
 * (closed, no open follow-up), searched by patient name, hospital, URN and date of birth. One is
 * picked with its radio button (or a row click); Continue, enabled only then, opens the new
 * follow-up form for it (/vst/consults/{consultId}/new), which creates the follow-up.
 */
export function SelectConsultPage() {
  useDocumentTitle('Select Consult');
  const navigate = useNavigate();
  const hospitals = useVstHospitals();
  const name = useDebouncedSearch({ minChars: 1, delayMs: SEARCH_DELAY_MS });
  const urn = useDebouncedSearch({ minChars: 1, delayMs: SEARCH_DELAY_MS });
  const [hospitalId, setHospitalId] = useState<number | undefined>();
  const [dob, setDob] = useState<string | RefusedDate | null>(null);
  const [page, setPage] = useState<DashboardPage>({ pageNumber: 1, pageSize: DASHBOARD_PAGE_SIZE });
  const [selected, setSelected] = useState<number | null>(null);
  const consults = useSelectableConsults({
    patientName: name.keyword || undefined,
    patientURN: urn.keyword || undefined,
    hospitalId,
    patientDOB: typeof dob === 'string' && DAY.test(dob) ? dob : undefined,
    ...page,
  });
  const filtered =
    <V,>(set: (v: V) => void) =>
    (v: V) => {
      set(v);
      setPage((p) => ({ ...p, pageNumber: 1 }));
    };
  const total = consults.data?.totalRecordsCount ?? 0;

  return (
    <>
      <PageHeading title="Select Consult" subtitle="VST" />
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          aria-label="Patient name"
          placeholder="Patient name"
          allowClear={namedClear('patient name')}
          style={{ width: 220 }}
          value={name.text}
          onChange={(e) => filtered(name.setText)(e.target.value)}
        />
        <Select
          aria-label="Hospital"
          placeholder="Hospital"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 220 }}
          loading={hospitals.isLoading}
          value={hospitalId}
          onChange={filtered(setHospitalId)}
          options={hospitals.options}
        />
        <Input
          aria-label="URN"
          placeholder="URN"
          allowClear={namedClear('URN')}
          style={{ width: 160 }}
          value={urn.text}
          onChange={(e) => filtered(urn.setText)(e.target.value)}
        />
        <DateTextInput
          aria-label="Date of birth"
          placeholder="DOB DD/MM/YYYY"
          style={{ width: 160 }}
          value={dob}
          onChange={filtered(setDob)}
        />
      </Space>
      {consults.isError ? <Alert type="error" showIcon title="Unable to load consults." /> : null}
      <Table<VstConsultRow>
        aria-label="Consults"
        size="small"
        rowKey="id"
        loading={consults.isLoading}
        dataSource={consults.data?.consults ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No consults found.' }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selected === null ? [] : [selected],
          onChange: (keys) => setSelected(keys.length ? Number(keys[0]) : null),
          getCheckboxProps: (row) => ({ 'aria-label': `Select ${row.studyId}` }),
        }}
        onRow={(row) => ({ onClick: () => setSelected(row.id), style: { cursor: 'pointer' } })}
        pagination={{
          current: page.pageNumber,
          pageSize: page.pageSize,
          total,
          showSizeChanger: total > DASHBOARD_PAGE_SIZE,
          onChange: (pageNumber, pageSize) =>
            setPage({ pageNumber: pageSize !== page.pageSize ? 1 : pageNumber, pageSize }),
        }}
      />
      <Space style={{ marginTop: 16 }}>
        <Button onClick={() => navigate(paths.vst.consults.getHref())}>Cancel</Button>
        <Button
          type="primary"
          disabled={selected === null}
          onClick={() => selected !== null && navigate(paths.vst.followUpNew.getHref(selected))}
        >
          Continue
        </Button>
      </Space>
    </>
  );
}
