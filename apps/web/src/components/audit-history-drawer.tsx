import {
  type AuditChange,
  type AuditHistoryEvent,
  auditHistoryPageSchema,
} from '@scout/domain/admin/audit-history.schema';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Drawer, Empty, Flex, Pagination, Table, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { formatDateTime } from '../lib/dates.ts';
import { useApiClient } from '../lib/shell-services.tsx';

export const AUDIT_HISTORY_PATH = '/api/ccmp/admin/audit';
const PAGE_SIZE = 10;

/** Known actions in words; any other "area.some-action" reads "Some action". */
const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  enable: 'Enabled',
  disable: 'Disabled',
  'mfa-reset': 'MFA reset',
  'mfa-enrolled': 'MFA set up',
  'mfa-setup-started': 'MFA setup started',
  'password-set': 'Password set',
  'invitation-sent': 'Invitation sent',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
};

export function actionLabel(action: string): string {
  const last = action.slice(action.lastIndexOf('.') + 1);
  if (ACTION_LABELS[last]) return ACTION_LABELS[last];
  const words = last.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : action;
}

/** A value as text: empty as a dash, booleans as Yes/No, lists and objects compactly. */
export function defaultFormatValue(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.length === 0) return 'None';
  const text = JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

export interface AuditHistoryDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The audit entityType of the record ('user', 'jurisdiction', ...). */
  entityType: string;
  entityId: string | number;
  title?: string;
  /** Field names in words; unknown fields show their name. */
  fieldLabels?: Record<string, string>;
  /** Formats a field's value (e.g. an access level or provider ids as names). */
  formatValue?: (field: string, value: unknown) => ReactNode;
}

function ChangesTable({
  changes,
  label,
  format,
}: {
  changes: AuditChange[];
  label: (field: string) => string;
  format: (field: string, value: unknown) => ReactNode;
}) {
  if (!changes.length) return <Typography.Text type="secondary">No field changes recorded.</Typography.Text>;
  return (
    <Table<AuditChange>
      size="small"
      pagination={false}
      rowKey="field"
      dataSource={changes}
      columns={[
        { title: 'Field', dataIndex: 'field', width: '30%', render: (field: string) => label(field) },
        { title: 'Before', key: 'before', render: (_, c) => format(c.field, c.before) },
        { title: 'After', key: 'after', render: (_, c) => format(c.field, c.after) },
      ]}
    />
  );
}

/**
 * The history of one record from the audit log (GET /api/ccmp/admin/audit): who did what and
 * when, newest first, with each changed field before -> after. Loads only while open.
 */
export function AuditHistoryDrawer({
  open,
  onClose,
  entityType,
  entityId,
  title = 'History',
  fieldLabels = {},
  formatValue,
}: AuditHistoryDrawerProps) {
  const api = useApiClient();
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: ['audit', entityType, String(entityId), page] as const,
    queryFn: ({ signal }) =>
      api.get(
        `${AUDIT_HISTORY_PATH}?${new URLSearchParams({
          entityType,
          entityId: String(entityId),
          page: String(page),
          pageSize: String(PAGE_SIZE),
        })}`,
        { schema: auditHistoryPageSchema, signal },
      ),
    enabled: open,
    staleTime: 0,
  });
  const label = (field: string) => fieldLabels[field] ?? field;
  // The log stores records as JSON objects whose key order is not kept: list fields in the order
  // of fieldLabels (the form's order), unknown ones after them.
  const order = Object.keys(fieldLabels);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  const sorted = (changes: AuditChange[]) => [...changes].sort((a, b) => rank(a.field) - rank(b.field));
  const format = (field: string, value: unknown) => formatValue?.(field, value) ?? defaultFormatValue(value);
  const items: AuditHistoryEvent[] = history.data?.items ?? [];

  return (
    <Drawer open={open} onClose={onClose} title={title} size="large" destroyOnHidden>
      {history.isError ? <Alert type="error" showIcon title="Unable to load the history" /> : null}
      {history.data && !items.length ? <Empty description="No history recorded" /> : null}
      <Flex vertical gap={12}>
        {items.map((event) => (
          <Card
            key={event.id}
            size="small"
            title={actionLabel(event.action)}
            extra={
              <Typography.Text type="secondary">
                {formatDateTime(event.occurredAt)} · {event.userEmail ?? 'system'}
              </Typography.Text>
            }
          >
            <ChangesTable changes={sorted(event.changes)} label={label} format={format} />
          </Card>
        ))}
      </Flex>
      {history.data && history.data.total > PAGE_SIZE ? (
        <Pagination
          style={{ marginTop: 16 }}
          current={page}
          pageSize={PAGE_SIZE}
          total={history.data.total}
          onChange={setPage}
          showSizeChanger={false}
        />
      ) : null}
      {history.isPending && open ? <Typography.Text type="secondary">Loading…</Typography.Text> : null}
    </Drawer>
  );
}
