import { CONFLICT_MESSAGES } from '@scout/domain/api/conflict';
import { App } from 'antd';
import { useCallback } from 'react';
import { isApiRequestError } from '../lib/api-client.ts';

/** A 409 "Record already modified" answer from the server (optimistic concurrency). */
export const isConflict = (error: unknown): boolean => isApiRequestError(error) && error.status === 409;

/**
 * The words of one conflict dialog. Every area has its own: ECMO and the admin forms use spec 1
 * §4's CONFLICT_MESSAGES (the default); Telehealth asks one of its two §8.2 questions (a section,
 * or the entire record) with no separate title.
 */
export interface ConflictTexts {
  /** The dialog's title; without one the question is the title. */
  title?: string;
  question: string;
  /** The warning toast after No; none when absent. */
  notSaved?: string;
}

export const DEFAULT_CONFLICT_TEXTS: ConflictTexts = CONFLICT_MESSAGES;

/**
 * The one conflict dialog of every form (GUIDE §3.4: no silent overwrite). Call the returned
 * function after a 409 with `overwrite`, which resends with forceUpdate: true. Yes runs
 * `overwrite` (the Yes button spins until it settles) and resolves to its result; No shows the
 * not-saved toast and resolves to `undefined`, so a caller waiting on a save (Save All, Save and
 * Next) always learns how it ended. A rejected `overwrite` resolves to `undefined` too: the caller's
 * overwrite reports its own failure.
 */
export function useOverwriteConfirm() {
  const { modal, message } = App.useApp();
  return useCallback(
    <T>(
      overwrite: () => Promise<T> | T,
      texts: ConflictTexts = DEFAULT_CONFLICT_TEXTS,
    ): Promise<T | undefined> =>
      new Promise<T | undefined>((resolve) => {
        modal.confirm({
          title: texts.title ?? texts.question,
          content: texts.title ? texts.question : undefined,
          okText: 'Yes',
          cancelText: 'No',
          onOk: async () => {
            try {
              resolve(await overwrite());
            } catch {
              resolve(undefined);
            }
          },
          onCancel: () => {
            if (texts.notSaved) void message.warning(texts.notSaved);
            resolve(undefined);
          },
        });
      }),
    [modal, message],
  );
}
