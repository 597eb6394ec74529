import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useCasePage } from '../../../components/case-module/case-page-context.tsx';
import { useSingleFlight } from '../../../components/use-single-flight.ts';
import { paths } from '../../../config/paths.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { getVstRecord } from '../api/get-record.ts';
import { deactivateConsult, deactivateFollowup, getConsultStatus } from '../api/record-actions.ts';
import { vstKeys } from '../api/vst-api.ts';
import { useVstKind } from './vst-kind-context.ts';
import type { VstRecord } from './vst-record.ts';
import { vstSaveFailed } from './vst-section.ts';

/**
 * Save and Close (spec 3 §4.1, §4.5). A consult first asks GET /consults/{id}/status whether it
 * changed on the server since it was loaded; if so it offers the merge ("Merge Changes": the
 * fresh record with the user's unsaved edits laid over it, then "Kindly review" and no close).
 * Then every section is validated and the whole record saved, and PATCH .../deactivate closes
 * it: "Consult closed" (or the VTIS referral variant) / "Follow up consult closed", and back to
 * the dashboard.
 */
export function useCloseRecord() {
  const { kind } = useVstKind();
  const { caseData, caseId, queryKey, saveAll, rebaseDirty, allowLeave } = useCasePage<VstRecord>();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();

  const askMerge = () =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: M.mergePrompt,
        okText: M.mergeAction,
        cancelText: 'Cancel',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  /** True when the close may go on (the record is current); false after a merge or a refusal. */
  const checkCurrent = async (): Promise<boolean> => {
    const latest = queryClient.getQueryData<VstRecord>(queryKey) ?? caseData;
    if (await getConsultStatus(api, caseId, latest.lastModified)) return true;
    if (!(await askMerge())) return false;
    const fresh = await queryClient.fetchQuery({
      queryKey,
      queryFn: ({ signal }) => getVstRecord(api, kind, caseId, signal),
      staleTime: 0,
    });
    rebaseDirty(fresh);
    void message.info(M.mergeApplied);
    return false;
  };

  return useSingleFlight(async (): Promise<boolean> => {
    try {
      if (kind === 'consult' && !(await checkCurrent())) return false;
    } catch (error) {
      void message.error(vstSaveFailed(error));
      return false;
    }
    if (!(await saveAll())) return false;
    try {
      let closed: string = M.followupClosed;
      if (kind === 'consult') {
        const answer = await deactivateConsult(api, caseId);
        closed = answer.vtisConsultAutomaticallyCreated ? M.consultClosedReferredToVtis : M.consultClosed;
      } else {
        await deactivateFollowup(api, caseId);
      }
      allowLeave();
      void queryClient.invalidateQueries({ queryKey: vstKeys.all });
      void message.success(closed);
      setTimeout(() => navigate(paths.vst.consults.getHref()), 0);
      return true;
    } catch (error) {
      void message.error(vstSaveFailed(error));
      return false;
    }
  });
}
