import { canAdministerPlatform } from '@scout/domain/access/rules';
import type { TransferStatus } from '@scout/domain/cases/case-options';
import { TRANSFER_TRANSITIONS } from '@scout/domain/cases/retrieval-status.schema';
import { App, Button, Select, Space } from 'antd';
import { useState } from 'react';
import { isApiRequestError } from '../../lib/api-client.ts';
import { useCurrentUser } from '../../lib/current-user.tsx';
import type { CaseModule } from './api/case-parts-api.ts';
import { useMoveTransferStatus } from './api/move-transfer-status.ts';

/**
 * For system administrators only: with the local retrieval driver nobody else reports what the
 * retrieval service did, so the administrator records each step (requested -> accepted or
 * rejected -> completed) from the case's transfer page. Hidden when no move is possible.
 */
export function TransferStatusControl(props: {
  module: CaseModule;
  caseId: number;
  transferId: number | null;
  status: TransferStatus | null;
}) {
  const user = useCurrentUser();
  const move = useMoveTransferStatus(props.module, props.caseId);
  const { message } = App.useApp();
  const [next, setNext] = useState<TransferStatus | null>(null);
  const options = props.status ? TRANSFER_TRANSITIONS[props.status] : [];
  if (!canAdministerPlatform(user) || props.transferId === null || options.length === 0) return null;
  const transferId = props.transferId;

  const apply = async () => {
    if (!next) return;
    try {
      await move.mutateAsync({ transferId, status: next });
      setNext(null);
      void message.success(`Transfer marked ${next}`);
    } catch (error) {
      void message.error(isApiRequestError(error) ? error.message : 'Unable to update the transfer status');
    }
  };

  return (
    <Space wrap style={{ marginTop: 16 }}>
      <span>Record retrieval service update:</span>
      <Select<TransferStatus>
        aria-label="New transfer status"
        placeholder="New status"
        style={{ minWidth: 160 }}
        value={next ?? undefined}
        onChange={setNext}
        options={options.map((s) => ({ value: s, label: s }))}
      />
      <Button onClick={apply} disabled={!next} loading={move.isPending}>
        Update status
      </Button>
    </Space>
  );
}
