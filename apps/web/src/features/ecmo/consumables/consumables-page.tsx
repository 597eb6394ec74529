import { PlusOutlined } from '@ant-design/icons';
import type { ConsumableListRow } from '@scout/domain/ecmo/consumable-item.schema';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { Alert, Button, Card, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { type ConsumableListKind, useConsumableList } from '../api/get-consumable-list.ts';

const dash = (v: string | null) => v ?? '-';

const COLUMNS: TableColumnsType<ConsumableListRow> = [
  {
    title: 'Id',
    dataIndex: 'id',
    render: (id: number) => <Link to={paths.ecmo.itemUpdate.getHref(id)}>{id}</Link>,
  },
  { title: 'Location', dataIndex: 'currentLocation' },
  { title: 'Item type', dataIndex: 'ecmoItemType' },
  { title: 'Circuit type', dataIndex: 'circuitType', render: dash },
  { title: 'Status', dataIndex: 'status' },
  { title: 'Expiry', dataIndex: 'expiry', render: (v: string | null) => (v ? formatDate(v) : '-') },
  {
    title: 'Prime expiry',
    dataIndex: 'primeExpiryDate',
    render: (v: string | null) => (v ? formatDate(v) : '-'),
  },
  { title: 'Serial number', dataIndex: 'serialNumber', render: dash },
];

function ItemTable({ kind, title, empty }: { kind: ConsumableListKind; title: string; empty: string }) {
  const list = useConsumableList(kind);
  return (
    <Card title={title} size="small" style={{ marginBottom: 16 }}>
      {list.isError ? <Alert type="error" showIcon title="Unable to load the items." /> : null}
      <Table
        size="small"
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        columns={COLUMNS}
        locale={{ emptyText: empty }}
        pagination={(list.data?.length ?? 0) > 10 ? { pageSize: 10 } : false}
      />
    </Card>
  );
}

/** /ecmo/ecmoItems (spec 2 §2.1, §3.5): the Available and Near Expiry tables. */
export function ConsumablesPage() {
  useDocumentTitle('Consumable');
  return (
    <>
      <PageHeading
        title="Consumable"
        subtitle="VECMOS"
        extra={
          <Link to={paths.ecmo.itemNew.getHref()} tabIndex={-1}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />}>
              New Item
            </Button>
          </Link>
        }
      />
      <ItemTable kind="available" title="Available" empty={M.noAvailableItems} />
      <ItemTable kind="nearexpiry" title="Near Expiry" empty={M.noNearExpiryItems} />
    </>
  );
}
