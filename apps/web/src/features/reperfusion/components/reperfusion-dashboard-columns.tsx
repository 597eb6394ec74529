import type { ReperfusionCaseRow } from '@scout/domain/reperfusion/dashboard.schema';
import { DIRECTOR_REVIEW_STATUSES } from '@scout/domain/reperfusion/options';
import { taskDue } from '@scout/domain/reperfusion/rules';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { formatDateTime, getServiceTimeZone } from '../../../lib/dates.ts';

const shown = (v: string | null | undefined) => (v ? v : '-');
const when = (v: string | null | undefined) => shown(formatDateTime(v));

const REVIEW_LABEL = new Map<string, string>(DIRECTOR_REVIEW_STATUSES.map((s) => [s.value, s.label]));

/**
 * The Task Due cell (spec 3 §4.6, domain `taskDue`): "N/A" without an imaging follow-up, otherwise
 * the due date in force on a green tag when the task is complete and a yellow one while it is not;
 * the tag also says which in words, so the colour is never the only signal.
 */
export function TaskDueCell({ row }: { row: ReperfusionCaseRow }) {
  const due = taskDue(row, getServiceTimeZone());
  if (due.kind === 'notApplicable') return <span>{due.text}</span>;
  return (
    <Tag color={due.colour} data-testid="task-due">
      {`${due.text} · ${due.complete ? 'Complete' : 'Pending'}`}
    </Tag>
  );
}

/**
 * The register's columns (spec 3 §2.11, §3.7 list row): Study ID, Date/Time (the call), Patient
 * Name, Referral Hospital, Destination Hospital, Triage Time, Task Due and Director Review.
 */
export const REPERFUSION_DASHBOARD_COLUMNS: ColumnsType<ReperfusionCaseRow> = [
  { title: 'Study ID', dataIndex: 'studyId', key: 'studyId' },
  { title: 'Date/Time', dataIndex: 'callDateTime', key: 'callDateTime', render: when },
  {
    title: 'Patient Name',
    key: 'patientName',
    render: (_, row) => `${row.patientLastName}, ${row.patientFirstName}`,
  },
  { title: 'Referral Hospital', dataIndex: 'referralHospitalName', key: 'referral', render: shown },
  { title: 'Destination Hospital', dataIndex: 'destinationHospitalName', key: 'destination', render: shown },
  { title: 'Triage Time', dataIndex: 'triageTime', key: 'triageTime', render: when },
  { title: 'Task Due', key: 'taskDue', render: (_, row) => <TaskDueCell row={row} /> },
  {
    title: 'Director Review',
    dataIndex: 'directorReview',
    key: 'directorReview',
    // The short status keeps the column narrow; the filter's full wording is its title.
    render: (status: ReperfusionCaseRow['directorReview']) => (
      <span title={REVIEW_LABEL.get(status)}>{status}</span>
    ),
  },
];
