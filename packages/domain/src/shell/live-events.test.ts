import { describe, expect, it } from 'vitest';
import { parseSse } from './live-events.ts';

describe('parseSse', () => {
  it('splits complete events and keeps the partial rest', () => {
    const { messages, rest } = parseSse(
      'retry: 3000\nevent: ready\ndata: {"live":true}\n\n: ping\n\nevent: change\ndata: {"id"',
    );
    expect(messages).toEqual([{ event: 'ready', data: '{"live":true}' }]);
    expect(rest).toBe('event: change\ndata: {"id"');
  });
});
