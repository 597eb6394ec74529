import type { MergeInfoRow } from '@scout/domain/patients/merge.schema';
import { Radio, Table, Typography } from 'antd';
import type { Resolution } from '../lib/merge-resolutions.ts';

interface MergeComparisonTableProps {
  caption: string;
  rows: MergeInfoRow[];
  /** Which rows the user decides; without it the table is read-only. */
  isChoice?: (row: MergeInfoRow) => boolean;
  choices?: Readonly<Record<string, Resolution>>;
  onChoose?: (key: string, resolution: Resolution) => void;
  /** What a row without a choice says in the Keep column. */
  noChoiceText?: (row: MergeInfoRow) => string;
}

const show = (v: string | null) => (v?.trim() ? v : <Typography.Text type="secondary">None</Typography.Text>);

/** One merge section: the correct (target) and duplicate (source) values side by side. */
export function MergeComparisonTable({
  caption,
  rows,
  isChoice,
  choices = {},
  onChoose,
  noChoiceText,
}: MergeComparisonTableProps) {
  const columns = [
    { title: 'Field', dataIndex: 'fieldLabel', key: 'field', width: '20%' },
    {
      title: 'Correct profile',
      key: 'target',
      render: (_: unknown, row: MergeInfoRow) => show(row.targetRecordValue),
    },
    {
      title: 'Duplicate profile',
      key: 'source',
      render: (_: unknown, row: MergeInfoRow) => show(row.sourceRecordValue),
    },
  ];
  if (isChoice) {
    columns.push({
      title: 'Keep',
      key: 'keep',
      render: (_: unknown, row: MergeInfoRow) =>
        isChoice(row) ? (
          <Radio.Group
            aria-label={`Keep for ${row.fieldLabel}`}
            value={choices[row.fieldName] ?? 'target'}
            onChange={(e) => onChoose?.(row.fieldName, e.target.value as Resolution)}
            options={[
              { value: 'target', label: 'Correct' },
              { value: 'source', label: 'Duplicate' },
            ]}
          />
        ) : (
          <Typography.Text type="secondary">{noChoiceText?.(row) ?? 'Same'}</Typography.Text>
        ),
    });
  }
  return (
    <Table<MergeInfoRow & { key: number }>
      title={() => (
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {caption}
        </Typography.Title>
      )}
      rowKey="key"
      size="small"
      columns={columns}
      // List sections (addresses, cases) repeat a fieldName, so rows are keyed by position.
      dataSource={rows.map((row, key) => ({ ...row, key }))}
      pagination={false}
      locale={{ emptyText: 'None' }}
    />
  );
}
