import { CONFLICT_MESSAGES } from '@scout/domain/api/conflict';
import { App } from 'antd';
import { useCallback } from 'react';
import { isApiRequestError } from '../lib/api-client.ts';

/** A 409 "Record already modified" answer from the server (optimistic concurrency). */
export const isConflict = (error: unknown): boolean => isApiRequestError(error) && error.status === 409;

/**
 * The conflict dialog of spec 1 §4: 'Record already modified' / 'Do you want to rewrite your
 * changes?'. Yes calls `overwrite` (the caller resends with forceUpdate: true); No shows
 * 'Record not saved'.
 */
export function useOverwriteConfirm() {
  const { modal, message } = App.useApp();
  return useCallback(
    (overwrite: () => Promise<unknown> | undefined) => {
      modal.confirm({
        title: CONFLICT_MESSAGES.title,
        content: CONFLICT_MESSAGES.question,
        okText: 'Yes',
        cancelText: 'No',
        onOk: overwrite,
        onCancel: () => {
          void message.warning(CONFLICT_MESSAGES.notSaved);
        },
      });
    },
    [modal, message],
  );
}
