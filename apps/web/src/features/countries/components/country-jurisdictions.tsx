import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { COUNTRY_MESSAGES, type Country, type Jurisdiction } from '@scout/domain/admin/jurisdiction.schema';
import { Alert, Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useJurisdictions } from '../api/get-jurisdictions.ts';
import { JurisdictionModal } from './jurisdiction-modal.tsx';

/** Which jurisdiction the modal edits: 'new', one of the list, or none (closed). */
type Editing = 'new' | Jurisdiction | null;

/** One participating country: its jurisdictions, with create and edit, and its removal. */
export function CountryJurisdictions({
  country,
  onRemove,
  removing,
}: {
  country: Country;
  onRemove: (country: Country) => Promise<unknown>;
  removing: boolean;
}) {
  const jurisdictions = useJurisdictions(country.id);
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <Card
      title={`${country.name} (${country.shortName})`}
      size="small"
      data-testid={`country-${country.id}`}
      extra={
        <Space>
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            Add jurisdiction
          </Button>
          <Popconfirm
            title={`Remove ${country.name} from the participating list?`}
            okText="Remove"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={() => onRemove(country)}
          >
            <Button danger loading={removing}>
              Remove
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      {jurisdictions.isError ? (
        <Alert type="error" showIcon title={COUNTRY_MESSAGES.loadJurisdictionsFailed} />
      ) : (
        <Table<Jurisdiction>
          rowKey="id"
          size="small"
          loading={jurisdictions.isPending}
          dataSource={jurisdictions.data ?? []}
          pagination={false}
          locale={{ emptyText: 'No jurisdictions yet' }}
          aria-label={`Jurisdictions of ${country.name}`}
          columns={[
            { title: 'Name', dataIndex: 'name' },
            { title: 'Short name', dataIndex: 'shortName', width: 160 },
            {
              title: 'Status',
              dataIndex: 'isActive',
              width: 120,
              render: (active: boolean) => (active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>),
            },
            {
              title: 'Actions',
              key: 'actions',
              width: 100,
              render: (_: unknown, j) => (
                <Button
                  type="link"
                  icon={<EditOutlined aria-hidden />}
                  aria-label={`Edit ${j.name}`}
                  onClick={() => setEditing(j)}
                >
                  Edit
                </Button>
              ),
            },
          ]}
        />
      )}
      {editing ? (
        <JurisdictionModal
          country={country}
          jurisdiction={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
