import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { accessTokenSource } from '../../lib/auth.ts';
import { onChangeNotice, startLiveEvents } from '../../lib/live-events.ts';
import { useUserManager } from '../../lib/shell-services.tsx';

/**
 * The signed-in shell's change stream (issue 15 item 1): open while any page of the app is, and on
 * each change notice the dashboards on screen refresh (queries marked `liveDashboard`, see
 * use-case-dashboard.ts; an unchanged one answers 304), once for the several notices of one chunk.
 * An open case page hears of its own record (RecordChangeBanner). Renders nothing.
 */
export function LiveUpdates() {
  const userManager = useUserManager();
  const queryClient = useQueryClient();
  useEffect(() => {
    const tokens = accessTokenSource(userManager);
    const stop = startLiveEvents({ getToken: () => tokens.getAccessToken() });
    // The notices of one chunk (a tick of the server's feed) arrive together: one refresh for all.
    let queued = false;
    const unlisten = onChangeNotice(() => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        void queryClient.invalidateQueries({ predicate: (q) => q.meta?.liveDashboard === true });
      });
    });
    return () => {
      unlisten();
      stop();
    };
  }, [userManager, queryClient]);
  return null;
}
