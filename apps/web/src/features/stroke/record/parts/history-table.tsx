import { STROKE_MESSAGES as M } from '@scout/domain/stroke/messages';
import { Alert, Table } from 'antd';
import { useState } from 'react';
import { SectionPanel } from '../../../../components/case-module/section-panel.tsx';
import { formatDateTime } from '../../../../lib/dates.ts';
import { StrokePdfButton, type StrokePdfTarget } from '../../components/pdf-viewer.tsx';

/** The history page size and when its size changer shows (spec 3 §2.5, §9). */
const PAGE_SIZE = 5;

/** One row of a patient's history: another record of the patient, newest first. */
export interface StrokeHistoryRow {
  key: string;
  /** The record type as people read it ('Consult', 'VTIS Follow-up'). */
  typeLabel: string;
  studyId: string;
  callDateTime: string;
  hospital: string | null;
  specialist: string | null;
  /** Its PDF, when the user may see it here. */
  pdf: StrokePdfTarget | null;
}

/**
 * Patient History (spec 3 §2.5, §2.7): the patient's other stroke records (record type, study ID,
 * date created, hospital, specialist) with View PDF; 5 a page, the size changer only above 5;
 * "This patient has no history." when there are none.
 */
export function StrokeHistoryPanel({
  rows,
  loading,
  failed,
  sectionKey = 'patient-history',
  title = 'Patient History',
}: {
  rows: readonly StrokeHistoryRow[];
  loading: boolean;
  failed: boolean;
  /** Its panel's key and title when it is not the Patient History section itself (VTIS consult). */
  sectionKey?: string;
  title?: string;
}) {
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  return (
    <SectionPanel sectionKey={sectionKey} title={title}>
      {failed ? (
        <Alert type="error" showIcon title="The patient's history could not be loaded." />
      ) : (
        <Table<StrokeHistoryRow>
          size="small"
          aria-label={title}
          loading={loading}
          dataSource={[...rows]}
          locale={{ emptyText: M.noPatientHistory }}
          pagination={{
            pageSize,
            showSizeChanger: rows.length > PAGE_SIZE,
            pageSizeOptions: [5, 10, 20],
            onShowSizeChange: (_page, size) => setPageSize(size),
            hideOnSinglePage: rows.length <= PAGE_SIZE,
          }}
          columns={[
            { title: 'Record Type', dataIndex: 'typeLabel' },
            { title: 'Study ID', dataIndex: 'studyId' },
            { title: 'Date Created', dataIndex: 'callDateTime', render: (v: string) => formatDateTime(v) },
            { title: 'Hospital', dataIndex: 'hospital' },
            { title: 'Neurologist/Stroke Specialist', dataIndex: 'specialist' },
            {
              title: 'PDF',
              key: 'pdf',
              render: (_: unknown, row) => (row.pdf ? <StrokePdfButton target={row.pdf} /> : null),
            },
          ]}
        />
      )}
    </SectionPanel>
  );
}
