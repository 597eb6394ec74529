import type { HealthCareProvider } from '@scout/domain/admin/health-care-provider.schema';
import { Table, Tag } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** The providers found, each linking to its update form. */
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
      columns={[
        {
          title: 'Name',
          dataIndex: 'name',
          sorter: (a, b) => a.name.localeCompare(b.name),
          render: (name: string, p) => (
            <Link to={paths.admin.healthCareProviderUpdate.getHref(p.id)}>{name}</Link>
          ),
        },
        { title: 'Common name', dataIndex: 'nickName' },
        { title: 'Type', dataIndex: 'healthCareProviderType' },
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
