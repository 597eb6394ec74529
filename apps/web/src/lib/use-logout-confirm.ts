import { SHELL_MESSAGES } from '@scout/domain/shell/messages';
import { App } from 'antd';
import { useCallback } from 'react';
import { signOut } from './auth.ts';
import { useUserManager } from './shell-services.tsx';

/** Opens 'Are you sure you want to log out?'; Yes ends the session at the provider too. */
export function useLogoutConfirm(): () => void {
  const { modal } = App.useApp();
  const userManager = useUserManager();
  return useCallback(() => {
    modal.confirm({
      // The question is the content: antd also copies a confirm's title into a hidden header,
      // which would put the text on the page twice.
      title: 'Log out',
      content: SHELL_MESSAGES.logoutConfirm,
      okText: 'Yes',
      cancelText: 'No',
      onOk: () => signOut(userManager),
    });
  }, [modal, userManager]);
}
