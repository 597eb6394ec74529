import { SHELL_MESSAGES } from '@scout/domain/shell/messages';
import { useState } from 'react';
import { signOut } from '../../lib/auth.ts';
import { useUserManager } from '../../lib/shell-services.tsx';
import { ShellDialog } from './shell-dialog.tsx';
import { ShellButton } from './shell-ui.tsx';

/**
 * 'Are you sure you want to log out?' (the header's Log out and the area menus' Log out entry), in
 * plain React: the header shows on the main menu and the menus on the dashboards, which load no
 * Ant Design. Yes ends the session at the provider too; No or Escape keeps it.
 */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const userManager = useUserManager();
  return (
    <ShellDialog
      open={open}
      title="Log out"
      onEscape={onClose}
      footer={
        <>
          <ShellButton onClick={onClose}>No</ShellButton>
          <ShellButton variant="primary" onClick={() => void signOut(userManager)}>
            Yes
          </ShellButton>
        </>
      }
    >
      {SHELL_MESSAGES.logoutConfirm}
    </ShellDialog>
  );
}

/** The Log out question for a menu entry: `ask` opens it, `dialog` is rendered beside the menu. */
export function useLogoutDialog() {
  const [open, setOpen] = useState(false);
  return { ask: () => setOpen(true), dialog: <LogoutDialog open={open} onClose={() => setOpen(false)} /> };
}
