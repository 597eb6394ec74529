import { SHELL_MESSAGES } from '@scout/domain/shell/messages';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useRef, useState } from 'react';
import { signOut } from '../../lib/auth.ts';
import { useUserManager } from '../../lib/shell-services.tsx';

/**
 * 'Are you sure you want to log out?' (the header's Log out and the area menus' Log out entry):
 * antd's Modal, labelled by its title, the focus on Yes, Tab kept inside, and back where it was on
 * closing. Yes ends the session at the provider too; No or Escape keeps it.
 */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const userManager = useUserManager();
  // The main action takes the focus once the dialog shows (as antd's confirm).
  const mainAction = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      afterOpenChange={(opened) => {
        if (opened) mainAction.current?.focus();
      }}
      title="Log out"
      width={416}
      closable={false}
      mask={{ closable: false }}
      onCancel={onClose}
      footer={
        <>
          <Button onClick={onClose}>No</Button>
          <Button type="primary" ref={mainAction} onClick={() => void signOut(userManager)}>
            Yes
          </Button>
        </>
      }
    >
      {SHELL_MESSAGES.logoutConfirm}
    </Modal>
  );
}

/** The Log out question for a menu entry: `ask` opens it, `dialog` is rendered beside the menu. */
export function useLogoutDialog() {
  const [open, setOpen] = useState(false);
  return { ask: () => setOpen(true), dialog: <LogoutDialog open={open} onClose={() => setOpen(false)} /> };
}
