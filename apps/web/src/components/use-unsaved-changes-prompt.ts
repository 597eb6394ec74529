import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export const UNSAVED_CHANGES = {
  title: 'Unsaved changes',
  content: 'You have unsaved changes. If you leave this page they will be lost.',
  leave: 'Leave without saving',
  stay: 'Stay on this page',
} as const;

/**
 * Asks before leaving a form with unsaved changes: in-app navigation is held by react-router's
 * blocker and confirmed in a dialog; closing or reloading the tab gets the browser's own prompt.
 * Call `allowNextNavigation()` right before navigating away after a successful save.
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const { modal } = App.useApp();
  const allowed = useRef(false);
  const prompting = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked' || prompting.current) return;
    prompting.current = true;
    const settle = (leave: boolean) => {
      prompting.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    };
    modal.confirm({
      title: UNSAVED_CHANGES.title,
      content: UNSAVED_CHANGES.content,
      okText: UNSAVED_CHANGES.leave,
      cancelText: UNSAVED_CHANGES.stay,
      okButtonProps: { danger: true },
      onOk: () => settle(true),
      onCancel: () => settle(false),
    });
  }, [blocker, modal]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    allowNextNavigation: () => {
      allowed.current = true;
    },
  };
}
