import { describe, expect, it } from 'vitest';
import { TRANSFER_STATUSES } from './case-options.ts';
import { canMoveTransfer } from './retrieval-status.schema.ts';

describe('transfer status moves (spec 2 §4.7)', () => {
  it('goes forward only, with rejected and completed final', () => {
    const allowed = TRANSFER_STATUSES.flatMap((from) =>
      TRANSFER_STATUSES.filter((to) => canMoveTransfer(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual([
      'saved->requested',
      'requested->accepted',
      'requested->rejected',
      'accepted->rejected',
      'accepted->completed',
    ]);
  });
});
