import type { UserListItem } from '@scout/domain/admin/user-response.schema';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { Icon, PLUS } from '../../../components/shell-ui/icons.tsx';
import { ShellAlert, ShellTag } from '../../../components/shell-ui/shell-feedback.tsx';
import { ShellSearchInput } from '../../../components/shell-ui/shell-inputs.tsx';
import { type ShellColumns, ShellTable } from '../../../components/shell-ui/shell-table.tsx';
import { ShellButton } from '../../../components/shell-ui/shell-ui.tsx';
import { useDebouncedSearch } from '../../../components/use-debounced-search.ts';
import { paths } from '../../../config/paths.ts';
import { useSearchUsers } from '../api/search-users.ts';
import { ProviderFilter } from '../components/provider-filter.tsx';
import { roleLabel, UserAccessSummary } from '../components/user-access-summary.tsx';
import './users-list-page.css';

const COLUMNS: ShellColumns<UserListItem> = [
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
        {enabled ? <ShellTag color="green">Enabled</ShellTag> : <ShellTag>Disabled</ShellTag>}
        {u.hasPassword ? null : <ShellTag color="gold">Invited</ShellTag>}
      </>
    ),
  },
];

/**
 * Route /ccmp/users: keyword search, provider filter, Create User (spec 1 §2). Plain React
 * (components/shell-ui): the admin area's first page loads no Ant Design (issue 15 item 5).
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
          <ShellButton
            variant="primary"
            icon={<Icon icon={PLUS} />}
            onClick={() => navigate(paths.admin.userCreate.getHref())}
          >
            Create User
          </ShellButton>
        }
      />
      <div className="users-list__filters">
        <div className="users-list__filter users-list__filter--search">
          <label htmlFor="user-search" className="users-list__label">
            Search
          </label>
          <ShellSearchInput
            id="user-search"
            placeholder="Email, name or display name"
            value={search.text}
            onChange={search.setText}
          />
        </div>
        <div className="users-list__filter users-list__filter--providers">
          <label htmlFor="user-provider-filter" className="users-list__label">
            Health care providers
          </label>
          <ProviderFilter id="user-provider-filter" value={providerIds} onChange={setProviderIds} />
        </div>
      </div>
      {users.isError ? (
        <ShellAlert type="error" title="Unable to load users" style={{ marginBottom: 16 }} />
      ) : null}
      <ShellTable<UserListItem>
        rowKey="id"
        size="middle"
        loading={users.isFetching}
        rows={users.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={COLUMNS}
      />
    </>
  );
}
