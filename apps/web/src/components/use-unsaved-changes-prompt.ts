import { App, type ModalFuncProps } from 'antd';
import { useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';

export const UNSAVED_CHANGES = {
  title: 'Unsaved changes',
  content: 'You have unsaved changes. If you leave this page they will be lost.',
  leave: 'Leave without saving',
  stay: 'Stay on this page',
} as const;

/**
 * The one way of asking before unsaved changes are left behind: while `dirty`, an in-app
 * navigation that `shouldBlock` holds is confirmed in `dialog` (OK leaves, Cancel stays); closing
 * or reloading the tab gets the browser's own prompt.
 */
export function useLeavePrompt(
  dirty: boolean,
  shouldBlock: BlockerFunction,
  dialog: Pick<ModalFuncProps, 'title' | 'content' | 'okText' | 'cancelText' | 'okButtonProps'>,
) {
  const { modal } = App.useApp();
  const prompting = useRef(false);
  const dialogRef = useRef(dialog);
  dialogRef.current = dialog;
  const blocker = useBlocker((args) => dirty && shouldBlock(args));

  useEffect(() => {
    if (blocker.state !== 'blocked' || prompting.current) return;
    prompting.current = true;
    const settle = (leave: boolean) => {
      prompting.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    };
    modal.confirm({ ...dialogRef.current, onOk: () => settle(true), onCancel: () => settle(false) });
  }, [blocker, modal]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

/**
 * Asks before leaving a form with unsaved changes (any change of path). Call
 * `allowNextNavigation()` right before navigating away after a successful save.
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const allowed = useRef(false);
  useLeavePrompt(
    dirty,
    ({ currentLocation, nextLocation }) =>
      !allowed.current && currentLocation.pathname !== nextLocation.pathname,
    {
      title: UNSAVED_CHANGES.title,
      content: UNSAVED_CHANGES.content,
      okText: UNSAVED_CHANGES.leave,
      cancelText: UNSAVED_CHANGES.stay,
      okButtonProps: { danger: true },
    },
  );
  return {
    allowNextNavigation: () => {
      allowed.current = true;
    },
  };
}
