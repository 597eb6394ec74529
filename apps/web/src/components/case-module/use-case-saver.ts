import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { useApiClient } from '../../lib/shell-services.tsx';
import { isConflict, useOverwriteConfirm } from '../use-overwrite-confirm.ts';
import {
  type CaseModuleTexts,
  type CaseRecord,
  isCaseAnswer,
  type SaveMessages,
  type SendContext,
} from './case-section.ts';

/** One save of (part of) a case: how to send it and its words. */
export interface CaseSaveRequest<TCase> extends SaveMessages {
  send: (context: SendContext<TCase>) => Promise<unknown>;
  /** Runs on a failure other than a declined conflict (server field errors onto fields). */
  onError?: (error: unknown) => void;
}

interface SaverBase<TCase> {
  caseData: TCase;
  caseId: number;
  queryKey: QueryKey;
  texts: CaseModuleTexts;
  invalidateOnSave: readonly QueryKey[];
}

/**
 * The save cycle every case save shares: send with the freshest lastModified; on success put the
 * answered case into the cache (or refetch it), refresh the dashboards and toast `saved`; on a 409
 * ask the conflict question and, on Yes, send again with forceUpdate (No resolves false, after the
 * not-saved toast); on any other failure toast `failed`. Resolves true when saved.
 */
export function useCaseSaver<TCase extends CaseRecord>(base: SaverBase<TCase>) {
  const { message } = App.useApp();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const confirmOverwrite = useOverwriteConfirm();
  const { caseData, caseId, queryKey, texts, invalidateOnSave } = base;

  return useCallback(
    (request: CaseSaveRequest<TCase>): Promise<boolean> => {
      const attempt = async (forceUpdate: boolean): Promise<boolean> => {
        const latest = queryClient.getQueryData<TCase>(queryKey) ?? caseData;
        try {
          const answer = await request.send({
            api,
            caseData: latest,
            lastModified: latest.lastModified,
            forceUpdate,
          });
          if (isCaseAnswer<TCase>(answer, caseId)) queryClient.setQueryData(queryKey, answer);
          else await queryClient.invalidateQueries({ queryKey });
          for (const key of invalidateOnSave) void queryClient.invalidateQueries({ queryKey: key });
          if (request.saved) void message.success(request.saved);
          return true;
        } catch (error) {
          if (isConflict(error) && !forceUpdate) {
            return (await confirmOverwrite(() => attempt(true), request.conflict ?? texts.conflict)) ?? false;
          }
          request.onError?.(error);
          void message.error(typeof request.failed === 'function' ? request.failed(error) : request.failed);
          return false;
        }
      };
      return attempt(false);
    },
    [api, caseData, caseId, confirmOverwrite, invalidateOnSave, message, queryClient, queryKey, texts],
  );
}
