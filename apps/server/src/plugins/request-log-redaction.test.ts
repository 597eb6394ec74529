import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Request logs name the route and the query's parameter names, never their values: set-password
 * tokens and ID tokens are credentials, search terms are patient data. The server logs as in
 * production (JSON lines, level info) into a buffer, and real requests reach the API, the sign-in
 * pages and the bundled provider's own endpoints.
 */
const TOKEN = 'Zq7Tk2pW9xSETPASSWORDtoken4Lm8Rv';
const ID_TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiI0MiJ9.IDTOKENsignatureQ3k';
const KEYWORD = 'Citizen 17/04/1958';
const NAME = 'Quillfeather';
const DOB = '1931-02-28';
const URN = 'UR9911337';
const ADDRESS = '12 Wattlebird Crescent';
const SECRETS = [TOKEN, ID_TOKEN, 'Citizen', '17/04/1958', '17%2F04%2F1958', NAME, DOB, URN, 'Wattlebird'];

let t: TestApp;
let logText = '';
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logText += chunk.toString();
      done();
    },
  });
  t = await startTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
});
afterAll(() => t?.close());

interface LogLine {
  msg?: string;
  req?: { method?: string; url?: string };
}
const lines = () =>
  logText
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);
const loggedUrls = () =>
  lines()
    .filter((l) => l.msg === 'incoming request')
    .map((l) => l.req?.url);

const get = (path: string, query: Record<string, string>) =>
  fetch(`${t.baseUrl}${path}?${new URLSearchParams(query)}`, { redirect: 'manual' });

describe('request logs', () => {
  it('carry the route and the query parameter names of every request, never their values', async () => {
    const answers = await Promise.all([
      get('/oidc/set-password', { token: TOKEN }),
      get('/oidc/session/end', { id_token_hint: ID_TOKEN, post_logout_redirect_uri: `${t.baseUrl}/` }),
      get('/api/ccmp/patientprofiles/search', { keyword: KEYWORD }),
      get('/api/vst/consults/search', { patientName: NAME, patientDOB: DOB, urn: URN }),
      get('/api/ccmp/address/search', { keyword: ADDRESS }),
      get('/api/no-such-route', { urn: URN }),
      // A value sent without a name (no `=`) is no name either.
      fetch(`${t.baseUrl}/api/ccmp/patientprofiles/search?${encodeURIComponent(KEYWORD)}`),
    ]);
    // Each was answered (the sign-in pages, 401 without a token, 404), and each was logged.
    for (const res of answers) expect(res.status).toBeGreaterThanOrEqual(200);
    await expect.poll(() => loggedUrls().length).toBeGreaterThanOrEqual(answers.length);

    expect(loggedUrls()).toEqual(
      expect.arrayContaining([
        '/oidc/set-password?token',
        '/oidc/session/end?id_token_hint&post_logout_redirect_uri',
        '/api/ccmp/patientprofiles/search?keyword',
        '/api/vst/consults/search?patientName&patientDOB&urn',
        '/api/ccmp/address/search?keyword',
        '/api/no-such-route?urn',
        '/api/ccmp/patientprofiles/search?[name]',
      ]),
    );
    for (const value of SECRETS) expect(logText).not.toContain(value);
  });

  it('log a matched route by its pattern, not the identifiers in its path', async () => {
    const res = await fetch(`${t.baseUrl}/api/ccmp/patientprofiles/424242?urn=${URN}`);
    expect(res.status).toBe(401);
    await expect.poll(() => loggedUrls()).toContain('/api/ccmp/patientprofiles/:id?urn');
    expect(logText).not.toContain('424242');
    expect(logText).not.toContain(URN);
  });
});
