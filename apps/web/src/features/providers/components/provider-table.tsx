import type { HealthCareProvider } from '@scout/domain/admin/health-care-provider.schema';
import { Table, Tag } from 'antd';
import { Link } from 'react-router';
import { TruncatedText } from '../../../components/long-text.tsx';
import { paths } from '../../../config/paths.ts';

/**
 * The providers found, each linking to its update form. Names are cut to their column with the
 * whole name on hover; below 960 px the table scrolls inside the page (issue 10.4).
 */
export function ProviderTable({ providers, loading }: { providers: HealthCareProvider[]; loading: boolean }) {
  return (
    <Table<HealthCareProvider>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={providers}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: 'No health care providers found' }}
      aria-label="Health care providers"
      scroll={{ x: 960 }}
      columns={[
        {
          title: 'Name',
          dataIndex: 'name',
          sorter: (a, b) => a.name.localeCompare(b.name),
          ellipsis: { showTitle: false },
          render: (name: string, p) => (
            <Link to={paths.admin.healthCareProviderUpdate.getHref(p.id)} title={name}>
              {name}
            </Link>
          ),
        },
        {
          title: 'Common name',
          dataIndex: 'nickName',
          ellipsis: { showTitle: false },
          render: (nickName: string) => <TruncatedText text={nickName} />,
        },
        {
          title: 'Type',
          dataIndex: 'healthCareProviderType',
          ellipsis: { showTitle: false },
          render: (type: string) => <TruncatedText text={type} />,
        },
        { title: 'Jurisdiction', dataIndex: 'jurisdictionShortName', width: 120 },
        { title: 'Country', dataIndex: 'countryName', width: 160 },
        {
          title: 'Status',
          dataIndex: 'isActive',
          width: 110,
          render: (active: boolean) => (active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>),
        },
      ]}
    />
  );
}
