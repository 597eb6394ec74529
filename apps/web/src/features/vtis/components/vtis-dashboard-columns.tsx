import {
  showsDischargeSummaryButton,
  showsPatientName,
  type VtisDashboardRow,
} from '@scout/domain/vtis/dashboard.schema';
import { VTIS_DASHBOARD_TYPE_LABEL } from '@scout/domain/vtis/options';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { formatDateTime } from '../../../lib/dates.ts';
import { StrokePdfButton } from '../../stroke/components/pdf-viewer.tsx';
import { DischargeSummaryButton, vtisPdfTarget } from './vtis-pdf.tsx';
import { VtisRowMenu } from './vtis-row-menu.tsx';

/** A dashboard row with its child rows (follow-ups, then the hospital documentation). */
export type VtisTableRow = VtisDashboardRow & { childRows?: VtisTableRow[] };

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
const when = (v: string | null | undefined) => shown(formatDateTime(v));

/** The status a row shows: the VTIS status of a consult or follow-up, OPEN / CLOSED of hospital documentation. */
const statusOf = (row: VtisDashboardRow): string =>
  row.type === 'HospitalDocumentation' ? row.status : row.vtisStatus;

/** antd's preset tag colours by status (CLOSED and any other: antd's grey tag). */
const STATUS_COLOUR: Record<string, string> = {
  PENDING: 'gold',
  INPATIENT: 'green',
  OPEN: 'green',
  DECLINED: 'red',
};

/**
 * The VTIS dashboard's columns (spec 3 §2.3, §3.8): Study ID, Type, Referral Date, Patient Name
 * (hidden for hospital documentation rows), Hospital, Neurologist/Stroke Specialist, Consultation
 * Date (the specialist's contact), Status, the PDF view link (consults and follow-ups), the
 * discharge summary button (hospital documentation of an ischaemic or haemorrhagic stroke) and,
 * unless `menuHidden`, the three-dot menu.
 */
export function vtisDashboardColumns(canEdit: boolean, menuHidden: boolean): ColumnsType<VtisTableRow> {
  const columns: ColumnsType<VtisTableRow> = [
    { title: 'Study ID', dataIndex: 'studyId', key: 'studyId' },
    { title: 'Type', key: 'type', width: 110, render: (_, row) => VTIS_DASHBOARD_TYPE_LABEL[row.type] },
    { title: 'Referral Date', dataIndex: 'referralDate', key: 'referralDate', render: when },
    {
      title: 'Patient Name',
      key: 'patientName',
      render: (_, row) => (showsPatientName(row) ? `${row.patientLastName}, ${row.patientFirstName}` : null),
    },
    { title: 'Hospital', dataIndex: 'hospital', key: 'hospital', width: 140, render: shown },
    {
      title: 'Neurologist/Stroke Specialist',
      dataIndex: 'specialist',
      key: 'specialist',
      width: 140,
      render: shown,
    },
    { title: 'Consultation Date', dataIndex: 'consultDate', key: 'consultDate', width: 110, render: when },
    {
      title: 'Status',
      key: 'status',
      render: (_, row) => <Tag color={STATUS_COLOUR[statusOf(row)]}>{statusOf(row)}</Tag>,
    },
    {
      title: 'PDF',
      key: 'pdf',
      render: (_, row) =>
        row.type === 'HospitalDocumentation' ? (
          showsDischargeSummaryButton(row) ? (
            <DischargeSummaryButton consultId={row.consultId} compact />
          ) : null
        ) : (
          <StrokePdfButton target={vtisPdfTarget(row.type, row.id)} label="View PDF" type="link" compact />
        ),
    },
  ];
  if (!menuHidden)
    columns.push({
      title: 'Actions',
      key: 'actions',
      width: 48,
      fixed: 'right',
      render: (_, row) => <VtisRowMenu row={row} canEdit={canEdit} />,
    });
  return columns;
}
