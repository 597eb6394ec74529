import { VST_RECORD_TYPE_LABEL } from '@scout/domain/vst/sections';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { formatDateTime } from '../../../lib/dates.ts';
import { type VstDashboardRow, VstRowMenu } from './vst-row-menu.tsx';

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
const when = (v: string | null | undefined) => shown(formatDateTime(v));

/**
 * The VST dashboard's columns (spec 3 §2.2, §3.8 dashboard record): Study ID, Type, Call Date,
 * Referral Date, Patient Name, URN, Hospital, Neurologist, Consult Date (the specialist's
 * contact), Status (OPEN / CLOSED), and the row's three-dot menu. Referral and Consult Date only
 * on wide screens (lg, 992 px and up).
 */
export function vstDashboardColumns(canEdit: boolean): ColumnsType<VstDashboardRow> {
  return [
    { title: 'Study ID', dataIndex: 'studyId', key: 'studyId' },
    {
      title: 'Type',
      key: 'type',
      render: (_, row) => VST_RECORD_TYPE_LABEL[row.type],
    },
    { title: 'Call Date', dataIndex: 'callDateTime', key: 'callDateTime', render: when },
    {
      title: 'Referral Date',
      dataIndex: 'referralDate',
      key: 'referralDate',
      responsive: ['lg'],
      render: when,
    },
    {
      title: 'Patient Name',
      key: 'patientName',
      render: (_, row) => `${row.patientLastName}, ${row.patientFirstName}`,
    },
    { title: 'URN', dataIndex: 'patientUrn', key: 'patientUrn', render: shown },
    { title: 'Hospital', dataIndex: 'hospital', key: 'hospital', render: shown },
    { title: 'Neurologist', dataIndex: 'specialist', key: 'specialist', render: shown },
    { title: 'Consult Date', dataIndex: 'consultDate', key: 'consultDate', responsive: ['lg'], render: when },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: VstDashboardRow['status']) => (
        <Tag color={status === 'OPEN' ? 'green' : undefined}>{status}</Tag>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 48,
      // Kept in view when the table scrolls sideways (narrower screens, long names).
      fixed: 'right',
      render: (_, row) => <VstRowMenu row={row} canEdit={canEdit} />,
    },
  ];
}
