import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * The case's leave guard (spec 2 §2.1): leaving the case (not moving between its sections) with
 * unsaved changes asks the spec's question; closing the tab gets the browser's prompt.
 */
export function useCaseLeaveGuard(dirty: boolean, caseBase: string) {
  const { modal } = App.useApp();
  const prompting = useRef(false);
  const blocker = useBlocker(
    ({ nextLocation }) =>
      dirty && nextLocation.pathname !== caseBase && !nextLocation.pathname.startsWith(`${caseBase}/`),
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
      title: M.leaveGuard,
      okText: 'Yes',
      cancelText: 'No',
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
}
