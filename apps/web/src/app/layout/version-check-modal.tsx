import { SHELL_MESSAGES } from '@scout/domain/shell/messages';
import {
  APP_VERSION,
  VERSION_CHECK_INTERVAL_MS,
  VERSION_CHECK_SNOOZED_INTERVAL_MS,
} from '@scout/domain/shell/version';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useRef, useState } from 'react';
import { useAssemblyVersionQuery } from '../../features/shell/api/get-assembly-version.ts';

/**
 * Spec 3 §9: asks the server for its version every 15 s; on a mismatch asks the user to refresh.
 * "Not yet" closes the prompt and checks again only every 5 minutes; each later check that still
 * finds a different version asks again.
 */
export function VersionCheckModal() {
  const [snoozedAt, setSnoozedAt] = useState<number | null>(null);
  const mainAction = useRef<HTMLButtonElement>(null);
  const interval = snoozedAt === null ? VERSION_CHECK_INTERVAL_MS : VERSION_CHECK_SNOOZED_INTERVAL_MS;
  const { data: serverVersion, dataUpdatedAt } = useAssemblyVersionQuery(interval);

  const differs = serverVersion !== undefined && serverVersion !== APP_VERSION;
  const open = differs && (snoozedAt === null || dataUpdatedAt > snoozedAt);

  // No Escape and no click outside: the user answers with one of the two buttons.
  return (
    <Modal
      open={open}
      destroyOnHidden
      afterOpenChange={(opened) => {
        if (opened) mainAction.current?.focus();
      }}
      title="New version available"
      width={416}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={
        <>
          <Button onClick={() => setSnoozedAt(Date.now())}>{SHELL_MESSAGES.notYet}</Button>
          <Button type="primary" ref={mainAction} onClick={() => window.location.reload()}>
            {SHELL_MESSAGES.refreshNow}
          </Button>
        </>
      }
    >
      {`${SHELL_MESSAGES.newVersionTitle(serverVersion ?? '')} ${SHELL_MESSAGES.newVersionBody}`}
    </Modal>
  );
}
