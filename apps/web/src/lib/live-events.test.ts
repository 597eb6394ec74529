import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ChangeNotice,
  isLive,
  onChangeNotice,
  startLiveEvents,
  subscribeLiveStatus,
} from './live-events.ts';

const encoder = new TextEncoder();

/** A streamed answer that sends `chunks` and then stays open until the test ends it. */
function streamedAnswer(chunks: string[]) {
  let close: () => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      close = () => controller.close();
    },
  });
  return { response: new Response(body, { status: 200 }), close: () => close() };
}

afterEach(() => vi.unstubAllGlobals());

describe('startLiveEvents', () => {
  it('sends the bearer token, goes live on ready, hands on change notices and goes down when the stream ends', async () => {
    const notice: ChangeNotice = { module: 'ecmo', app: 'ecmo', id: 7, by: 'Erin', byUserId: 2 };
    const first = streamedAnswer([
      'retry: 3000\nevent: ready\ndata: {"live":true}\n\n',
      `event: change\ndata: ${JSON.stringify(notice)}\n\n`,
    ]);
    const fetchMock = vi.fn(async () => first.response);
    vi.stubGlobal('fetch', fetchMock);
    const heard: ChangeNotice[] = [];
    const unlisten = onChangeNotice((n) => heard.push(n));
    const statuses: boolean[] = [];
    const unsubscribe = subscribeLiveStatus(() => statuses.push(isLive()));

    const stop = startLiveEvents({ getToken: async () => 'tok', minDelayMs: 5_000 });
    await vi.waitFor(() => expect(heard).toEqual([notice]));
    expect(isLive()).toBe(true);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok');
    first.close();
    await vi.waitFor(() => expect(isLive()).toBe(false));
    expect(statuses).toEqual([true, false]);
    stop();
    unlisten();
    unsubscribe();
  });

  it('reconnects after a failure, and stops for good when the server offers no stream (204)', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const stop = startLiveEvents({ getToken: async () => 'tok', minDelayMs: 1, maxDelayMs: 2 });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(isLive()).toBe(false);
    stop();
  });
});
