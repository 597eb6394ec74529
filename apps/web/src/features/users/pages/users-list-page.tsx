import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { UserListItem } from '@scout/domain/admin/user-response.schema';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { namedClear } from '../../../components/named-clear.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useDebouncedSearch } from '../../../components/use-debounced-search.ts';
import { paths } from '../../../config/paths.ts';
import { useSearchUsers } from '../api/search-users.ts';
import { ProviderMultiSelect } from '../components/provider-multi-select.tsx';
import { roleLabel, UserAccessSummary } from '../components/user-access-summary.tsx';
import './users-list-page.css';

const COLUMNS: ColumnsType<UserListItem> = [
  {
    title: 'Display name',
    dataIndex: 'displayName',
    render: (name: string, u) => <Link to={paths.admin.userUpdate.getHref(u.id)}>{name}</Link>,
    sorter: (a, b) => a.displayName.localeCompare(b.displayName),
  },
  { title: 'Email', dataIndex: 'email', sorter: (a, b) => a.email.localeCompare(b.email) },
  { title: 'Role', key: 'role', render: (_, u) => roleLabel(u) },
  { title: 'Applications', key: 'apps', render: (_, u) => <UserAccessSummary user={u} /> },
  { title: 'MFA', dataIndex: 'hasMfa', render: (hasMfa: boolean) => (hasMfa ? 'Yes' : 'No') },
  {
    title: 'Status',
    dataIndex: 'accountEnabled',
    render: (enabled: boolean, u) => (
      <>
        {enabled ? <Tag color="green">Enabled</Tag> : <Tag>Disabled</Tag>}
        {u.hasPassword ? null : <Tag color="gold">Invited</Tag>}
      </>
    ),
  },
];

/**
 * Route /ccmp/users: keyword search (500 ms after the last key, at once on Enter), the health care
 * provider filter, Create User (spec 1 §2), and the users in pages of 20, sortable by display name
 * and email.
 */
export function UsersListPage() {
  const navigate = useNavigate();
  const search = useDebouncedSearch({ minChars: 1, delayMs: 500 });
  const [providerIds, setProviderIds] = useState<number[]>([]);
  const users = useSearchUsers({ keyword: search.keyword, healthCareProviderIds: providerIds });

  return (
    <>
      <PageHeading
        title="User Management"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => navigate(paths.admin.userCreate.getHref())}
          >
            Create User
          </Button>
        }
      />
      <div className="users-list__filters">
        <div className="users-list__filter users-list__filter--search">
          <label htmlFor="user-search" className="users-list__label">
            Search
          </label>
          <Input.Search
            id="user-search"
            placeholder="Email, name or display name"
            allowClear={namedClear('search')}
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
            onSearch={search.searchNow}
          />
        </div>
        <div className="users-list__filter users-list__filter--providers">
          <label htmlFor="user-provider-filter" className="users-list__label">
            Health care providers
          </label>
          <ProviderMultiSelect id="user-provider-filter" value={providerIds} onChange={setProviderIds} />
        </div>
      </div>
      {users.isError ? (
        <Alert type="error" showIcon title="Unable to load users" style={{ marginBottom: 16 }} />
      ) : null}
      <Table<UserListItem>
        rowKey="id"
        size="middle"
        loading={users.isFetching}
        dataSource={users.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        columns={COLUMNS}
        // The table scrolls sideways inside the page when it is wider (768 px), never the page.
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
