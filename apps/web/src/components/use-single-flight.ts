import { useCallback, useRef, useState } from 'react';

/**
 * One save at a time. The returned `run` starts `action` unless a run is still in flight, in which
 * case it returns that run's promise: a double-click on Save sends one request, not a second one
 * with the same (by then stale) lastModified that would answer 409. `pending` turns on in the same
 * event as the click, before any validation or request, so the buttons disable at once.
 */
export function useSingleFlight<TArgs extends unknown[], TResult>(
  action: (...args: TArgs) => Promise<TResult>,
): { run: (...args: TArgs) => Promise<TResult>; pending: boolean } {
  const actionRef = useRef(action);
  actionRef.current = action;
  const inFlight = useRef<Promise<TResult> | null>(null);
  const [pending, setPending] = useState(false);
  const run = useCallback((...args: TArgs): Promise<TResult> => {
    if (inFlight.current) return inFlight.current;
    setPending(true);
    const promise = (async () => {
      try {
        return await actionRef.current(...args);
      } finally {
        inFlight.current = null;
        setPending(false);
      }
    })();
    inFlight.current = promise;
    return promise;
  }, []);
  return { run, pending };
}
