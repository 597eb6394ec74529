import { describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { announce, caseEvent, subscribe } from './case-events.ts';
import type { CaseContext } from './case-module.ts';

const ctx = {} as CaseContext;
const tx = {} as Tx;

describe('case events', () => {
  it('runs every subscriber in subscription order and answers their answers', async () => {
    const closed = caseEvent<{ id: number }, string>('test.record.closed');
    subscribe(closed, 'first', (_c, _t, p) => `first saw ${p.id}`);
    subscribe(closed, 'second', async (_c, _t, p) => `second saw ${p.id}`);
    expect(await announce(closed, ctx, tx, { id: 7 })).toEqual(['first saw 7', 'second saw 7']);
  });

  it('replaces a subscriber that subscribes again under the same name', async () => {
    const saved = caseEvent<number, number>('test.record.saved');
    subscribe(saved, 'doubler', (_c, _t, n) => n * 2);
    subscribe(saved, 'doubler', (_c, _t, n) => n * 3);
    expect(await announce(saved, ctx, tx, 5)).toEqual([15]);
  });

  it('answers nothing for an event nobody subscribed to', async () => {
    expect(await announce(caseEvent<number>('test.unheard'), ctx, tx, 1)).toEqual([]);
  });

  it('lets a subscriber failure reach the announcer, so its transaction rolls back', async () => {
    const deleted = caseEvent<number>('test.record.deleted');
    subscribe(deleted, 'refuser', () => {
      throw new Error('refused');
    });
    await expect(announce(deleted, ctx, tx, 1)).rejects.toThrow('refused');
  });
});
