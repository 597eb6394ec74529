import { PlusOutlined } from '@ant-design/icons';
import type { UserListItem } from '@scout/domain/admin/user-response.schema';
import { Alert, Button, Col, Form, Input, Row, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useDebouncedSearch } from '../../../components/use-debounced-search.ts';
import { paths } from '../../../config/paths.ts';
import { useSearchUsers } from '../api/search-users.ts';
import { ProviderMultiSelect } from '../components/provider-multi-select.tsx';
import { roleLabel, UserAccessSummary } from '../components/user-access-summary.tsx';

/** Route /ccmp/users: keyword search, provider filter, Create User (spec 1 §2). */
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
      <Form layout="vertical">
        <Row gutter={16}>
          <Col xs={24} md={10}>
            <Form.Item label="Search" htmlFor="user-search">
              <Input.Search
                id="user-search"
                allowClear
                placeholder="Email, name or display name"
                value={search.text}
                onChange={(e) => search.setText(e.target.value)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={14}>
            <Form.Item label="Health care providers" htmlFor="user-provider-filter">
              <ProviderMultiSelect id="user-provider-filter" value={providerIds} onChange={setProviderIds} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {users.isError ? (
        <Alert type="error" showIcon title="Unable to load users" style={{ marginBottom: 16 }} />
      ) : null}
      <Table<UserListItem>
        rowKey="id"
        size="middle"
        loading={users.isFetching}
        dataSource={users.data ?? []}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
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
        ]}
      />
    </>
  );
}
