import { SHELL_MESSAGES } from '@scout/domain/shell/messages';
import {
  APP_VERSION,
  VERSION_CHECK_INTERVAL_MS,
  VERSION_CHECK_SNOOZED_INTERVAL_MS,
} from '@scout/domain/shell/version';
import { useState } from 'react';
import { ShellDialog } from '../../components/shell-ui/shell-dialog.tsx';
import { ShellButton } from '../../components/shell-ui/shell-ui.tsx';
import { useAssemblyVersionQuery } from '../../features/shell/api/get-assembly-version.ts';

/**
 * Spec 3 §9: asks the server for its version every 15 s; on a mismatch asks the user to refresh.
 * "Not yet" closes the prompt and checks again only every 5 minutes; each later check that still
 * finds a different version asks again.
 */
export function VersionCheckModal() {
  const [snoozedAt, setSnoozedAt] = useState<number | null>(null);
  const interval = snoozedAt === null ? VERSION_CHECK_INTERVAL_MS : VERSION_CHECK_SNOOZED_INTERVAL_MS;
  const { data: serverVersion, dataUpdatedAt } = useAssemblyVersionQuery(interval);

  const differs = serverVersion !== undefined && serverVersion !== APP_VERSION;
  const open = differs && (snoozedAt === null || dataUpdatedAt > snoozedAt);

  // No Escape and no click outside: the user answers with one of the two buttons.
  return (
    <ShellDialog
      open={open}
      title="New version available"
      footer={
        <>
          <ShellButton onClick={() => setSnoozedAt(Date.now())}>{SHELL_MESSAGES.notYet}</ShellButton>
          <ShellButton variant="primary" onClick={() => window.location.reload()}>
            {SHELL_MESSAGES.refreshNow}
          </ShellButton>
        </>
      }
    >
      <p className="shell-dialog__text">
        {`${SHELL_MESSAGES.newVersionTitle(serverVersion ?? '')} ${SHELL_MESSAGES.newVersionBody}`}
      </p>
    </ShellDialog>
  );
}
