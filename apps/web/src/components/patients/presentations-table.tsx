import { type Presentation, presentationTypeLabel } from '@scout/domain/patients/presentations';
import { App, Button, Table, type TableProps, Tag } from 'antd';
import { useCurrentUser } from '../../lib/current-user.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { useClientConfig } from '../../lib/shell-services.tsx';
import { decidePresentationView } from './presentation-access.ts';

/**
 * The patient's presentations across the modules, newest first. View opens the case in its own
 * app in a new window, when the user may see that module; otherwise it says whom to call.
 */
export function PresentationsTable({
  presentations,
  loading,
}: {
  presentations: Presentation[];
  loading: boolean;
}) {
  const user = useCurrentUser();
  const { supportPhones } = useClientConfig();
  const { message, modal } = App.useApp();

  const view = (presentation: Presentation) => {
    const decision = decidePresentationView(presentation, user, supportPhones);
    if (decision.kind === 'open') {
      window.open(decision.href, '_blank', 'noopener');
    } else if (decision.kind === 'denied') {
      modal.warning({ title: decision.message, content: decision.phoneHint });
    } else {
      void message.error(decision.message);
    }
  };

  const columns: TableProps<Presentation>['columns'] = [
    // The area's words ("VST follow-up"), never the stored type ("VSTFollowup").
    {
      title: 'Type',
      dataIndex: 'discriminator',
      key: 'type',
      render: (v: string) => presentationTypeLabel(v),
    },
    {
      title: 'Date/Time',
      dataIndex: 'presentationDateTime',
      key: 'when',
      render: (v: string) => formatDateTime(v),
    },
    { title: 'Study ID', dataIndex: 'studyId', key: 'studyId' },
    { title: 'Principal Problem', dataIndex: 'principalProblem', key: 'problem' },
    { title: 'Hospital', dataIndex: 'healthCareProviderName', key: 'hospital' },
    {
      title: 'Status',
      key: 'status',
      render: (_, p) => (p.isActive ? <Tag color="blue">Active</Tag> : (p.status ?? 'Closed')),
    },
    {
      title: 'View',
      key: 'view',
      render: (_, p) => (
        <Button
          size="small"
          onClick={() => view(p)}
          aria-label={`View ${presentationTypeLabel(p.discriminator)} ${p.studyId ?? p.id}`}
        >
          View
        </Button>
      ),
    },
  ];

  const rows = [...presentations].sort((a, b) =>
    b.presentationDateTime.localeCompare(a.presentationDateTime),
  );
  return (
    <Table<Presentation>
      rowKey={(p) => `${p.discriminator}:${p.id}`}
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: 'No presentations' }}
      scroll={{ x: 'max-content' }}
    />
  );
}
