import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../../lib/current-user.tsx';
import { onChangeNotice } from '../../lib/live-events.ts';

export const RECORD_CHANGED_TEXT = {
  changedBy: (who: string | null) => `This record was changed by ${who ?? 'another user'}.`,
  refreshed: 'The page shows the saved version.',
  keptEdits: 'Your unsaved changes are kept; saving them will ask before overwriting.',
} as const;

/**
 * "This record was changed by {user}" on an open case page (issue 15 item 1): when another user's
 * change to this record is announced (lib/live-events.ts), a page with no unsaved changes refreshes
 * at once; one with unsaved changes keeps them and warns before the user saves into a conflict
 * (the save would then ask about overwriting, as before). The user's own saves are not announced
 * to them.
 */
export function RecordChangeBanner({
  module,
  caseId,
  queryKey,
  dirty,
}: {
  module: string;
  caseId: number;
  queryKey: QueryKey;
  dirty: boolean;
}) {
  const queryClient = useQueryClient();
  const me = useCurrentUser().userId;
  const [changed, setChanged] = useState<{ by: string | null; refreshed: boolean } | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(
    () =>
      onChangeNotice((notice) => {
        if (notice.module !== module || notice.id !== caseId || notice.byUserId === me) return;
        const refreshed = !dirtyRef.current;
        if (refreshed) void queryClient.invalidateQueries({ queryKey });
        setChanged({ by: notice.by, refreshed });
      }),
    [module, caseId, me, queryClient, queryKey],
  );

  if (!changed) return null;
  return (
    <Alert
      type="warning"
      showIcon
      closable
      onClose={() => setChanged(null)}
      style={{ marginBottom: 12 }}
      title={RECORD_CHANGED_TEXT.changedBy(changed.by)}
      description={changed.refreshed ? RECORD_CHANGED_TEXT.refreshed : RECORD_CHANGED_TEXT.keptEdits}
    />
  );
}
