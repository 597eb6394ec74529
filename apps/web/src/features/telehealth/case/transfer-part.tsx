import { PART_DRAFT_KEYS } from '@scout/domain/cases/section-draft';
import type { TelehealthCase } from '@scout/domain/telehealth/case.schema';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useCasePage } from '../../../components/case-module/case-page-context.tsx';
import { SectionPanel } from '../../../components/case-module/section-panel.tsx';
import { usePartDrafts } from '../../../components/case-module/use-part-draft.ts';
import { useCaseTransferQuery } from '../../../components/case-parts/api/get-case-transfer.ts';
import { CaseTransfer } from '../../../components/case-parts/case-transfer.tsx';
import { transferPrefillFromCase } from './transfer-prefill.ts';

/** The transfer request's status as the transfer call shows it (fresher than the case's after a submit). */
export function useTransferStatus(): TelehealthCase['transferStatus'] {
  const { caseData, caseId } = useCasePage<TelehealthCase>();
  const transfer = useCaseTransferQuery('telehealth', caseId);
  return (
    (transfer.data?.referralInformation?.status as TelehealthCase['transferStatus']) ??
    caseData.transferStatus
  );
}

/** Spec 2 §4.10: 'Request Transfer' shows the referral form (the shared form's Cancel then resets it). */
function RequestTransferButton({ onClick }: { onClick: () => void }) {
  return (
    <Button type="primary" onClick={onClick}>
      Request Transfer
    </Button>
  );
}

/**
 * Transfer (spec 2 §4.10) through the shared transfer components: 'Request Transfer' opens the
 * referral form, which stays until a request is made; then the request's status (saved,
 * requested, accepted, rejected, completed with their times). Telehealth has no clinical-details gate, so the request is always allowed. A request
 * changes the case (its transferStatus, and the outcome forced to Transfer), so the case is
 * reloaded when the transfer's status moves.
 */
export function TransferPart() {
  const { caseData, caseId, readOnly, queryKey } = useCasePage<TelehealthCase>();
  const queryClient = useQueryClient();
  const status = useTransferStatus();
  const transfer = useCaseTransferQuery('telehealth', caseId);
  const [opened, setOpened] = useState(false);
  // A request being entered when the case was last open: the form shows, to offer it back.
  const draft = usePartDrafts((key) => key === PART_DRAFT_KEYS.transfer);
  if (draft.offer && !opened) setOpened(true);
  const askFirst = !readOnly && !opened && transfer.data?.hasRequested === false;
  useEffect(() => {
    if (status !== caseData.transferStatus) void queryClient.invalidateQueries({ queryKey });
  }, [status, caseData.transferStatus, queryClient, queryKey]);
  return (
    <SectionPanel sectionKey="transfer" title="Transfer">
      {askFirst ? (
        <RequestTransferButton onClick={() => setOpened(true)} />
      ) : (
        <CaseTransfer
          module="telehealth"
          caseId={caseId}
          readOnly={readOnly}
          clinicalDetailsComplete
          prefill={transferPrefillFromCase(caseData)}
        />
      )}
    </SectionPanel>
  );
}
