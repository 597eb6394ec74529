import type { VstConsultSearchResponse } from '@scout/domain/vst/dashboard.schema';
import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { VST_RECORD_TYPE_LABEL, type VstRecordType } from '@scout/domain/vst/sections';
import { Alert, Table } from 'antd';
import { useState } from 'react';
import { useCasePage } from '../../../components/case-module/case-page-context.tsx';
import { SectionPanel } from '../../../components/case-module/section-panel.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useVstPatientHistory } from '../api/record-actions.ts';
import { VstPdfButton } from '../components/vst-pdf.tsx';
import type { VstRecord } from './vst-record.ts';

/** The history page size and when its size changer shows (§2.5, §9). */
const PAGE_SIZE = 5;

interface HistoryRow {
  key: string;
  id: number;
  type: VstRecordType;
  studyId: string;
  callDateTime: string;
  hospital: string | null;
  specialist: string | null;
}

/** The patient's consults and their follow-ups as one list, newest first, without `current`. */
export function historyRows(data: VstConsultSearchResponse | undefined, current: VstRecord): HistoryRow[] {
  const rows: HistoryRow[] = [];
  for (const c of data?.consults ?? []) {
    for (const r of [c, ...c.followupConsults]) {
      if (r.type === current.type && r.id === current.id) continue;
      rows.push({
        key: `${r.type}-${r.id}`,
        id: r.id,
        type: r.type,
        studyId: r.studyId,
        callDateTime: r.callDateTime,
        hospital: r.hospital,
        specialist: r.specialist,
      });
    }
  }
  return rows.sort((a, b) => b.callDateTime.localeCompare(a.callDateTime));
}

/**
 * Patient History (spec 3 §2.5): the patient's other VST consults and follow-ups (record type,
 * study ID, date created, hospital, specialist) with View PDF; 5 a page, the size changer only
 * above 5; "This patient has no history." when there are none. The page hides it once closed.
 */
export function VstPatientHistory() {
  const { caseData } = useCasePage<VstRecord>();
  const history = useVstPatientHistory(caseData.patientProfileId);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const rows = historyRows(history.data, caseData);
  return (
    <SectionPanel sectionKey="patient-history" title="Patient History">
      {history.isError ? (
        <Alert type="error" showIcon title="The patient's history could not be loaded." />
      ) : (
        <Table<HistoryRow>
          size="small"
          aria-label="Patient History"
          loading={history.isPending}
          dataSource={rows}
          locale={{ emptyText: M.noPatientHistory }}
          pagination={{
            pageSize,
            showSizeChanger: rows.length > PAGE_SIZE,
            pageSizeOptions: [5, 10, 20],
            onShowSizeChange: (_page, size) => setPageSize(size),
            hideOnSinglePage: rows.length <= PAGE_SIZE,
          }}
          columns={[
            {
              title: 'Record Type',
              dataIndex: 'type',
              render: (t: VstRecordType) => VST_RECORD_TYPE_LABEL[t],
            },
            { title: 'Study ID', dataIndex: 'studyId' },
            { title: 'Date Created', dataIndex: 'callDateTime', render: (v: string) => formatDateTime(v) },
            { title: 'Hospital', dataIndex: 'hospital' },
            { title: 'Neurologist/Stroke Specialist', dataIndex: 'specialist' },
            {
              title: 'PDF',
              key: 'pdf',
              render: (_: unknown, row) => (
                <VstPdfButton type={row.type === 'Consult' ? 'consult' : 'followup'} id={row.id} />
              ),
            },
          ]}
        />
      )}
    </SectionPanel>
  );
}
