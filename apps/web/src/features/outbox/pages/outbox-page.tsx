import { ReloadOutlined } from '@ant-design/icons';
import type { OutboundChannel, OutboundMessage } from '@scout/domain/admin/outbox.schema';
import { Alert, Button, Form, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { PageHeading } from '../../../components/page-heading.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useOutbox } from '../api/list-outbox.ts';

const CHANNEL_LABELS: Record<OutboundChannel, string> = {
  email: 'E-mail',
  fax: 'Fax',
  'file-share': 'File sharing',
  reach: 'Reach API',
};
const STATUS_TAGS: Record<OutboundMessage['status'], { color: string; label: string }> = {
  recorded: { color: 'blue', label: 'Recorded (not delivered)' },
  sent: { color: 'green', label: 'Sent' },
  failed: { color: 'red', label: 'Failed' },
};
const PAGE_SIZE = 20;

/**
 * Route /ccmp/outbox (SCOUT's own): every message the outbound adapters sent, newest first. With
 * the local drivers (no SMTP, fax, Box or reach service configured) this is where they can be read.
 */
export function OutboxPage() {
  const [channel, setChannel] = useState<OutboundChannel | undefined>(undefined);
  const [page, setPage] = useState(1);
  const outbox = useOutbox({ channel, page, pageSize: PAGE_SIZE });

  return (
    <>
      <PageHeading
        title="Outbox"
        subtitle="E-mails, faxes, file uploads and reach API calls sent by SCOUT"
        extra={
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void outbox.refetch()}>
            Refresh
          </Button>
        }
      />
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label="Channel" htmlFor="outbox-channel">
          <Select<OutboundChannel | undefined>
            id="outbox-channel"
            allowClear
            placeholder="All channels"
            value={channel}
            onChange={(v) => {
              setChannel(v);
              setPage(1);
            }}
            options={Object.entries(CHANNEL_LABELS).map(([value, label]) => ({
              value: value as OutboundChannel,
              label,
            }))}
            style={{ width: 200 }}
          />
        </Form.Item>
      </Form>
      {outbox.isError ? (
        <Alert type="error" showIcon title="Unable to load the outbox" style={{ marginBottom: 16 }} />
      ) : null}
      <Table<OutboundMessage>
        rowKey="id"
        size="middle"
        loading={outbox.isFetching}
        dataSource={outbox.data?.items ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: outbox.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        expandable={{
          expandedRowRender: (m) => (
            <>
              {m.error ? <Alert type="error" showIcon title={m.error} style={{ marginBottom: 8 }} /> : null}
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {m.body}
              </Typography.Paragraph>
            </>
          ),
        }}
        columns={[
          { title: 'Time', dataIndex: 'createdAt', render: (v: string) => formatDateTime(v), width: 160 },
          { title: 'Channel', dataIndex: 'channel', render: (c: OutboundChannel) => CHANNEL_LABELS[c] },
          { title: 'Recipient', dataIndex: 'recipient' },
          { title: 'Subject', dataIndex: 'subject' },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (s: OutboundMessage['status']) => (
              <Tag color={STATUS_TAGS[s].color}>{STATUS_TAGS[s].label}</Tag>
            ),
          },
        ]}
      />
    </>
  );
}
