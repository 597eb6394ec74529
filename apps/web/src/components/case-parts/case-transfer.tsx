import { CASE_MESSAGES as M } from '@scout/domain/cases/messages';
import type { TransferRequest, TransferRequestInput } from '@scout/domain/cases/transfer.schema';
import { Alert, App, Card, Empty, Spin } from 'antd';
import type { DefaultValues } from 'react-hook-form';
import { isApiRequestError } from '../../lib/api-client.ts';
import type { CaseModule } from './api/case-parts-api.ts';
import { useCaseTransferQuery } from './api/get-case-transfer.ts';
import { useModuleHospitalsQuery } from './api/list-module-hospitals.ts';
import { useSubmitCaseTransfer } from './api/submit-case-transfer.ts';
import { TransferRequestForm } from './transfer-request-form.tsx';
import { TransferStatusControl } from './transfer-status-control.tsx';
import { TransferStatusView } from './transfer-status-view.tsx';

interface CaseTransferProps {
  module: CaseModule;
  caseId: number;
  readOnly: boolean;
  /** From the case (areClinicalDetailsComplete); the server checks it again. */
  clinicalDetailsComplete: boolean;
  /** A new request's starting values from the case (see TransferRequestForm). */
  prefill?: DefaultValues<TransferRequestInput> | undefined;
}

/**
 * The transfer page of a case (spec 2 §4.7): the request form while no request has been made,
 * then the status view. Read-only users see the status, or 'No transfer requests to display.'.
 */
export function CaseTransfer({
  module,
  caseId,
  readOnly,
  clinicalDetailsComplete,
  prefill,
}: CaseTransferProps) {
  const transfer = useCaseTransferQuery(module, caseId);
  const hospitalsQuery = useModuleHospitalsQuery(module);
  const submit = useSubmitCaseTransfer(module, caseId);
  const { message } = App.useApp();
  const hospitals = (hospitalsQuery.data ?? []).map((h) => ({ value: h.id, label: h.nickName }));

  if (transfer.isPending) return <Spin />;
  if (transfer.isError) return <Alert type="error" showIcon title={M.transferLoadFailed} />;
  const data = transfer.data;
  if (data.hasRequested) {
    return (
      <>
        <TransferStatusView transfer={data} hospitals={hospitals} />
        <TransferStatusControl
          module={module}
          caseId={caseId}
          transferId={data.transferId}
          status={data.referralInformation?.status ?? null}
        />
      </>
    );
  }
  if (readOnly) {
    return (
      <Card title="Transfer Request">
        <Empty description={M.noTransferRequests} />
      </Card>
    );
  }

  const onSubmit = async (values: TransferRequest) => {
    try {
      await submit.mutateAsync(values);
    } catch (error) {
      // Field errors go onto the form; anything else is the spec's toast (or the server's
      // clinical-details refusal, which names what is missing).
      const hasFields = isApiRequestError(error) && error.fieldErrors.length > 0;
      if (!hasFields) {
        const refusal = isApiRequestError(error) && error.message === M.transferNeedsClinicalDetails;
        void message.error(refusal ? M.transferNeedsClinicalDetails : M.transferSubmitFailed);
      }
      throw error;
    }
  };

  return (
    <Card title="Transfer Request">
      <TransferRequestForm
        initial={data.request}
        prefill={prefill}
        hospitals={hospitals}
        clinicalDetailsComplete={clinicalDetailsComplete}
        onSubmit={onSubmit}
      />
    </Card>
  );
}
