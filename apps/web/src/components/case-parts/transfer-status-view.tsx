import type { TransferResponse } from '@scout/domain/cases/transfer.schema';
import { Card, Descriptions, Tag } from 'antd';
import { formatDateTime } from '../../lib/dates.ts';
import type { Option } from './transfer-fields.tsx';

const STATUS_COLOURS: Record<string, string> = {
  saved: 'default',
  requested: 'processing',
  accepted: 'success',
  rejected: 'error',
  completed: 'green',
};

const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

/** Where a transfer request stands (spec 2 §4.7): its status with the time of each step. */
export function TransferStatusView({
  transfer,
  hospitals,
}: {
  transfer: TransferResponse;
  hospitals: readonly Option[];
}) {
  const info = transfer.referralInformation;
  const request = transfer.request;
  const hospitalName = (id: number | null | undefined) =>
    hospitals.find((h) => h.value === id)?.label ?? shown(id);
  return (
    <Card title="Transfer Request" data-testid="transfer-status">
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="Status">
          {info?.status ? <Tag color={STATUS_COLOURS[info.status]}>{info.status.toUpperCase()}</Tag> : '-'}
        </Descriptions.Item>
        <Descriptions.Item label="Requested By">{shown(info?.requestedBy)}</Descriptions.Item>
        <Descriptions.Item label="Submitted">{shown(formatDateTime(info?.whenSubmitted))}</Descriptions.Item>
        <Descriptions.Item label="Requested">{shown(formatDateTime(info?.whenRequested))}</Descriptions.Item>
        <Descriptions.Item label="Accepted">{shown(formatDateTime(info?.whenAccepted))}</Descriptions.Item>
        <Descriptions.Item label="Rejected">{shown(formatDateTime(info?.whenRejected))}</Descriptions.Item>
        <Descriptions.Item label="Completed">{shown(formatDateTime(info?.whenCompleted))}</Descriptions.Item>
        <Descriptions.Item label="Retrieval Case ID">{shown(info?.arvisCaseId)}</Descriptions.Item>
        <Descriptions.Item label="Actual Destination">
          {shown(info?.actualDestinationHospital)}
        </Descriptions.Item>
        <Descriptions.Item label="Actual Arrival">
          {shown(formatDateTime(info?.actualArrivalDateTime))}
        </Descriptions.Item>
        {request && (
          <>
            <Descriptions.Item label="Referrer">
              {request.referral.referrer.firstName} {request.referral.referrer.lastName} (
              {request.referral.referrer.position}, {request.referral.referrer.contactNumber})
            </Descriptions.Item>
            <Descriptions.Item label="From">
              {hospitalName(request.referral.patient.location.hospitalId)} (
              {request.referral.patient.location.unit})
            </Descriptions.Item>
            <Descriptions.Item label="Planned Destination">
              {hospitalName(request.plannedDestination.location.hospitalId)}
            </Descriptions.Item>
            <Descriptions.Item label="Arrival at Referring Site">
              {shown(formatDateTime(request.referralSite.arrivalDateTime))}
            </Descriptions.Item>
          </>
        )}
      </Descriptions>
    </Card>
  );
}
