/** A server-sent events reader for tests and the benchmark (not a test file itself). */

import { parseSse, type SseMessage } from '@scout/domain/shell/live-events';

/** An event, and which read of the stream brought it (1, 2, ...: events of one chunk share it). */
export type SseEvent = SseMessage & { read: number };

export interface SseStream {
  status: number;
  /** The next event named `name` (others are skipped); rejects after `waitMs` or when the stream ends. */
  next(name: string, waitMs?: number): Promise<SseEvent>;
  /** Every event read so far. */
  seen: SseEvent[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens GET {baseUrl}/api/events with the bearer token, as the web's fetch-based client does. */
export async function openEvents(baseUrl: string, token: string): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const seen: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  let done = false;
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  const ended = (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let reads = 0;
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        reads++;
        buffer += decoder.decode(value, { stream: true });
        const { messages, rest } = parseSse(buffer);
        buffer = rest;
        for (const m of messages) seen.push({ ...m, read: reads });
        wake();
      }
    } catch {
      // aborted by close()
    } finally {
      done = true;
      wake();
    }
  })();

  let cursor = 0;
  async function next(name: string, waitMs = 5_000): Promise<SseEvent> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      while (cursor < seen.length) {
        const e = seen[cursor++] as SseEvent;
        if (e.event === name) return e;
      }
      if (done) throw new Error(`stream ended before a "${name}" event`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no "${name}" event within ${waitMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  return { status: res.status, next, seen, ended, close: () => abort.abort() };
}
