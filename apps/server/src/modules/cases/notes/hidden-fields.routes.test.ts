import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../../../test/clients.ts';
import type { ApiClient } from '../../../test/http.ts';
import { ECMO_MANAGE, startCasePartsApp, TEST_BASE } from '../../../test/support/cases.ts';
import type { TestApp } from '../../../test/test-app.ts';

/**
 * Issue 10.3: a field the note type hides takes no part in validation and is not stored, so a
 * value left in Conversation With (even one over its limit) never stops a Progress note.
 */
let t: TestApp;
let manager: ApiClient;

beforeAll(async () => {
  t = await startCasePartsApp();
  manager = await clientFor(t, ECMO_MANAGE);
});
afterAll(() => t?.close());

describe('hidden note fields', () => {
  it('saves a Progress note whose hidden Conversation With has 513 letters, and stores it empty', async () => {
    const res = await manager.post(`${TEST_BASE}/1/notes`, {
      typeOfNote: 'Progress',
      conversationDateTime: '2026-01-10T09:30:00+11:00',
      conversationWith: 'x'.repeat(513),
      vroundChange: 'not one of the choices',
      note: 'Stable overnight.',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ typeOfNote: 'Progress', conversationWith: null, vroundChange: null });
    const list = await manager.get(`${TEST_BASE}/1/notes`);
    expect(list.body.find((n: { id: number }) => n.id === res.body.id)).toMatchObject({
      conversationWith: null,
      vroundChange: null,
    });
  });
});
