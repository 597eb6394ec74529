import { API_MESSAGES } from '@scout/domain/shell/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Issue 23 item 4: a schema a handler parses itself (rather than the route's) that throws is the
 * client's input error: 400 in the one error shape, naming the field, never 500.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const post = (path: string, body: string) =>
  fetch(`${t.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('a zod error thrown by a handler', () => {
  it('answers 400 naming the field: the set-password form sent as JSON that is not an object', async () => {
    const res = await post('/oidc/set-password', '1');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: API_MESSAGES.validationFailed,
      fieldErrors: [{ field: 'body', message: expect.any(String) }],
    });
  });
});
