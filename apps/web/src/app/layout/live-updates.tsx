import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { accessTokenSource } from '../../lib/auth.ts';
import { isLive, onChangeNotice, startLiveEvents, subscribeLiveStatus } from '../../lib/live-events.ts';
import { useUserManager } from '../../lib/shell-services.tsx';

/**
 * The signed-in shell's change stream (issue 15 item 1): open while any page of the app is, and on
 * each change notice the dashboards on screen refresh (queries marked `liveDashboard`, see
 * use-case-dashboard.ts; an unchanged one answers 304), once for the several notices of one chunk.
 * When the stream comes back after a drop, the dashboards refresh once too: a change made while it
 * was down (between the last 10 s poll and the reconnection) would otherwise wait for the next
 * notice. An open case page hears of its own record (RecordChangeBanner). Renders nothing.
 */
export function LiveUpdates() {
  const userManager = useUserManager();
  const queryClient = useQueryClient();
  useEffect(() => {
    const tokens = accessTokenSource(userManager);
    const stop = startLiveEvents({ getToken: () => tokens.getAccessToken() });
    // The notices of one chunk (a tick of the server's feed) arrive together: one refresh for all.
    let queued = false;
    const refresh = () => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        void queryClient.invalidateQueries({ predicate: (q) => q.meta?.liveDashboard === true });
      });
    };
    const unlisten = onChangeNotice(refresh);
    // The first time the stream goes live the dashboards have just loaded; every later time it
    // comes back after a drop, and what changed meanwhile is fetched.
    let wasLive = isLive();
    const unlistenStatus = subscribeLiveStatus(() => {
      const nowLive = isLive();
      if (nowLive && wasLive) refresh();
      if (nowLive) wasLive = true;
    });
    return () => {
      unlistenStatus();
      unlisten();
      stop();
    };
  }, [userManager, queryClient]);
  return null;
}
