/**
 * Live dashboards (issue 15 item 1), the browser side: one server-sent events stream per signed-in
 * tab (GET /api/events, read with fetch so the bearer token travels in the header, never in a URL),
 * "this record changed" notices handed to listeners, and whether the stream is live, so the
 * dashboards poll every 10 s only while it is not. The stream reconnects with a growing, jittered
 * back-off (1 s doubling to 30 s); the server's heartbeats keep proxies from closing it.
 */
import { type ChangeNotice, parseSse, type SseMessage } from '@scout/domain/shell/live-events';

export type { ChangeNotice };

type Listener = (notice: ChangeNotice) => void;

const listeners = new Set<Listener>();
const statusListeners = new Set<() => void>();
let live = false;

/** Sets whether the stream is live (the stream below; tests). */
export function setLive(next: boolean): void {
  if (live === next) return;
  live = next;
  for (const l of statusListeners) l();
}

/** Whether change notices are arriving (the stream is open and the server's feed is live). */
export const isLive = (): boolean => live;

/** For useSyncExternalStore: re-render when the stream goes up or down. */
export function subscribeLiveStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** Hears every change notice this tab receives. */
export function onChangeNotice(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hands a notice to the listeners (the stream below; tests). */
export function announceChange(notice: ChangeNotice): void {
  for (const l of [...listeners]) l(notice);
}

function handle(message: SseMessage) {
  try {
    const data: unknown = JSON.parse(message.data);
    if (message.event === 'ready') setLive((data as { live?: unknown }).live === true);
    else if (message.event === 'change') announceChange(data as ChangeNotice);
  } catch {
    // A malformed event is ignored; the poll keeps the screens current.
  }
}

export interface LiveEventsOptions {
  getToken: () => Promise<string | null>;
  /** Default '/api/events'. */
  url?: string;
  /** Back-off bounds (tests shorten them). */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Keeps the stream open until the returned function is called (sign-out, unmount). Each failure
 * or end waits min(max, min * 2^n) plus jitter before the next attempt; a stream that opened
 * resets the wait.
 */
export function startLiveEvents({
  getToken,
  url = '/api/events',
  minDelayMs = 1_000,
  maxDelayMs = 30_000,
}: LiveEventsOptions): () => void {
  const abort = new AbortController();
  let failures = 0;
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      abort.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });

  /** One connection; 'stop' when the server offers no stream (204): the tab then only polls. */
  async function once(): Promise<'stop' | undefined> {
    const token = await getToken();
    if (!token) return;
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      signal: abort.signal,
      cache: 'no-store',
    });
    if (response.status === 204) return 'stop';
    if (!response.ok || !response.body) return;
    failures = 0;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const { messages, rest } = parseSse(buffer);
      buffer = rest;
      for (const m of messages) handle(m);
    }
  }

  void (async () => {
    while (!abort.signal.aborted) {
      let outcome: 'stop' | undefined;
      try {
        outcome = await once();
      } catch {
        // network error or aborted: below
      }
      setLive(false);
      if (abort.signal.aborted || outcome === 'stop') break;
      const delay = Math.min(maxDelayMs, minDelayMs * 2 ** failures);
      failures = Math.min(failures + 1, 10);
      await wait(delay * (0.75 + Math.random() * 0.5));
    }
  })();
  return () => {
    abort.abort();
    setLive(false);
  };
}
