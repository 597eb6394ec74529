import { SearchOutlined } from '@ant-design/icons';
import { PATIENT_LIMITS } from '@scout/domain/patients/limits';
import {
  PATIENT_SORT_FIELDS,
  type PatientProfile,
  type PatientSearchQuery,
} from '@scout/domain/patients/patient-profile.schema';
import { Alert, Flex, Input, Table, type TableColumnType, type TableProps, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { namedClear } from '../../../components/named-clear.tsx';
import { useDebouncedSearch } from '../../../components/use-debounced-search.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useSearchPatientProfiles } from '../api/search-patient-profiles.ts';
import { PATIENT_SEARCH_MIN_CHARS, SEARCH_DEBOUNCE_MS } from '../lib/search-thresholds.ts';

type SortField = PatientSearchQuery['sortField'];
const isSortField = (v: unknown): v is SortField => PATIENT_SORT_FIELDS.includes(v as SortField);

function urnList(p: PatientProfile): ReactNode {
  if (!p.patientHealthCareProviders.length) return null;
  return (
    <Flex vertical>
      {p.patientHealthCareProviders.map((e) => (
        <span key={e.healthCareProviderId}>
          <Typography.Text type="secondary">
            {e.healthCareProviderNickName || e.healthCareProviderName}:
          </Typography.Text>{' '}
          {e.urn}
        </span>
      ))}
    </Flex>
  );
}

/**
 * Patient search (spec 1 §2, §5): free text from 2 characters, 500 ms after typing stops, sent
 * as typed (the server reads names, DD/MM/YY(YY) dates and URNs out of it); 10 rows a page,
 * sortable columns. Below 2 characters there is no search (the server requires 2).
 */
export function PatientSearchTable({
  actions,
  actionsTitle = 'Actions',
  searchLabel = 'Search patient profiles',
}: {
  actions: (profile: PatientProfile) => ReactNode;
  actionsTitle?: string;
  searchLabel?: string;
}) {
  const search = useDebouncedSearch({ minChars: PATIENT_SEARCH_MIN_CHARS, delayMs: SEARCH_DEBOUNCE_MS });
  const [page, setPage] = useState<{ pageNumber: number; pageSize: number }>({
    pageNumber: 1,
    pageSize: PATIENT_LIMITS.pageSize,
  });
  const [sort, setSort] = useState<{ sortField: SortField; sortDir: 'asc' | 'desc' }>({
    sortField: 'lastName',
    sortDir: 'asc',
  });
  const [keywordOfPage, setKeywordOfPage] = useState(search.keyword);
  // A new keyword starts again at page 1.
  if (keywordOfPage !== search.keyword) {
    setKeywordOfPage(search.keyword);
    setPage((p) => ({ ...p, pageNumber: 1 }));
  }

  const query: PatientSearchQuery = { keyword: search.keyword, ...page, ...sort };
  const result = useSearchPatientProfiles(query);
  const searching = search.keyword !== '';
  const data = searching ? result.data : undefined;
  const total = data?.totalRecordsCount ?? 0;

  const sortOrder = (field: SortField): TableColumnType<PatientProfile>['sortOrder'] =>
    sort.sortField === field ? (sort.sortDir === 'asc' ? 'ascend' : 'descend') : null;
  const sortable = (field: SortField) => ({ key: field, sorter: true, sortOrder: sortOrder(field) });

  const columns: TableProps<PatientProfile>['columns'] = [
    { title: 'Last Name', dataIndex: 'lastName', ...sortable('lastName') },
    { title: 'First Name', dataIndex: 'firstName', ...sortable('firstName') },
    {
      title: 'Date of Birth',
      dataIndex: 'dateOfBirth',
      render: (v: string | null) => formatDate(v),
      ...sortable('dateOfBirth'),
    },
    { title: 'Age', dataIndex: 'age', ...sortable('age') },
    { title: 'Gender', dataIndex: 'gender', ...sortable('gender') },
    { title: 'URN/THCI', key: 'urns', render: (_, p) => urnList(p) },
    { title: actionsTitle, key: 'actions', render: (_, p) => actions(p) },
  ];

  const onChange: TableProps<PatientProfile>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = s?.columnKey;
      setSort(
        s?.order && isSortField(field)
          ? { sortField: field, sortDir: s.order === 'descend' ? 'desc' : 'asc' }
          : { sortField: 'lastName', sortDir: 'asc' },
      );
      setPage((p) => ({ ...p, pageNumber: 1 }));
      return;
    }
    const pageSize = pagination.pageSize ?? PATIENT_LIMITS.pageSize;
    setPage({ pageNumber: pageSize === page.pageSize ? (pagination.current ?? 1) : 1, pageSize });
  };

  return (
    <Flex vertical gap={16}>
      <Input
        allowClear={namedClear('patient search')}
        prefix={<SearchOutlined aria-hidden />}
        aria-label={searchLabel}
        placeholder="Name, date of birth (DD/MM/YYYY) or URN/THCI, e.g. Smith 12/03/85 445566"
        value={search.text}
        onChange={(e) => search.setText(e.target.value)}
        style={{ maxWidth: 560 }}
      />
      {searching && result.isError ? (
        <Alert type="error" showIcon title="Unable to search patient profiles" />
      ) : null}
      <Table<PatientProfile>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.profiles ?? []}
        loading={(searching && result.isFetching) || search.waiting}
        locale={{
          emptyText: searching
            ? 'No patient profiles found'
            : `Type at least ${PATIENT_SEARCH_MIN_CHARS} characters to search`,
        }}
        onChange={onChange}
        pagination={{
          current: page.pageNumber,
          pageSize: page.pageSize,
          total,
          showSizeChanger: total > PATIENT_LIMITS.pageSize,
          showTotal: (n) => `${n} patient profile${n === 1 ? '' : 's'}`,
        }}
        scroll={{ x: 'max-content' }}
      />
    </Flex>
  );
}
