import { STROKE_MESSAGES as M } from '@scout/domain/stroke/messages';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useCasePage } from '../../../components/case-module/case-page-context.tsx';
import { useSingleFlight } from '../../../components/use-single-flight.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { useStrokeKind } from './kind-context.ts';
import { strokeSaveFailed } from './section-factory.ts';
import type { StrokeRecord } from './stroke-kind.ts';

export interface CloseRecordCalls {
  /** GET .../status?lastModified=: true when nothing changed on the server since (consults only). */
  status?: (api: ApiClient, id: number, lastModified: string) => Promise<boolean>;
  /** The close call (PATCH .../deactivate or /close); resolves to the toast to show. */
  close: (api: ApiClient, id: number) => Promise<string>;
  /** Where the page goes once closed (the area's dashboard). */
  after: string;
  /** The toast of a failed close; 'Error: {details}' by default. */
  failed?: (error: unknown) => string;
}

/**
 * Save and Close (spec 3 §4.1, §4.5). With a `status` call it first asks whether the record
 * changed on the server since it was loaded; if so it offers the merge ("Merge Changes": the
 * fresh record with the user's unsaved edits laid over it, then "Kindly review" and no close).
 * Then every section is validated and the whole record saved (no section toast), the close call
 * closes it, its toast shows and the page goes to the dashboard.
 */
export function useCloseStrokeRecord({ status, close, after, failed = strokeSaveFailed }: CloseRecordCalls) {
  const kind = useStrokeKind();
  const { caseData, caseId, queryKey, saveAll, rebaseDirty, allowLeave } = useCasePage<StrokeRecord>();
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
  const checkCurrent = async (isCurrent: NonNullable<CloseRecordCalls['status']>): Promise<boolean> => {
    const latest = queryClient.getQueryData<StrokeRecord>(queryKey) ?? caseData;
    if (await isCurrent(api, caseId, latest.lastModified)) return true;
    if (!(await askMerge())) return false;
    const fresh = await queryClient.fetchQuery({
      queryKey,
      queryFn: ({ signal }) => kind.load(api, caseId, signal),
      staleTime: 0,
    });
    rebaseDirty(fresh);
    void message.info(M.mergeApplied);
    return false;
  };

  return useSingleFlight(async (): Promise<boolean> => {
    try {
      if (status && !(await checkCurrent(status))) return false;
    } catch (error) {
      void message.error(strokeSaveFailed(error));
      return false;
    }
    // Quiet save: the close's toast ('Consult closed') is the one the user sees.
    if (!(await saveAll({ saved: '' }))) return false;
    try {
      const closed = await close(api, caseId);
      allowLeave();
      void queryClient.invalidateQueries({ queryKey: kind.area.keys.all });
      void message.success(closed);
      setTimeout(() => navigate(after), 0);
      return true;
    } catch (error) {
      void message.error(failed(error));
      return false;
    }
  });
}
