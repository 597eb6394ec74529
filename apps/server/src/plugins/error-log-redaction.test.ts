import { Writable } from 'node:stream';
import { API_MESSAGES } from '@scout/domain/shell/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedRows } from '../db/client.ts';
import { patientProfiles } from '../db/schema/index.ts';
import { apiClient } from '../test/http.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Error logs name the failing statement, its SQLSTATE and constraint, never the values it carried:
 * those are patient names, dates of birth and note text. The server logs as in production (JSON
 * lines, level info) into a buffer; two test routes run real failing statements on the database.
 */
const PATIENT = { firstName: 'Zenobia', lastName: 'Quillfeather', dateOfBirth: '1931-02-29' };
const NOTE = 'Family asked about Zenobia at bed 4';

let t: TestApp;
let logText = '';
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logText += chunk.toString();
      done();
    },
  });
  t = await startTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream,
    extend: async (app, db) => {
      // An unexpected failure (NOT NULL violation): answered 500 and logged by the error handler.
      app.post('/api/test/failing-insert', { config: { public: true } }, async () => {
        await db.insert(patientProfiles).values({
          ...PATIENT,
          dateOfBirth: '1931-03-01',
          middlename: NOTE,
          gender: null as unknown as string,
        });
        return { ok: true };
      });
      // A driver error whose own message quotes the value, logged by module code as `{ err }`.
      app.post('/api/test/logged-lookup', { config: { public: true } }, async (request) => {
        try {
          await preparedRows(db, null, 'SELECT $1::int AS id', [PATIENT.lastName]);
        } catch (err) {
          request.log.warn({ err }, 'lookup failed');
          throw err;
        }
        return { ok: true };
      });
    },
  });
});
afterAll(() => t?.close());

const lines = () =>
  logText
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> });

describe('error logs', () => {
  it('log the statement, SQLSTATE and table of a failing query, never its parameter values', async () => {
    const res = await apiClient(t.baseUrl).post('/api/test/failing-insert', {});
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: API_MESSAGES.internal,
    });

    const failed = lines().find((l) => l.msg === 'request failed');
    expect(failed?.err).toMatchObject({ sqlState: '23502', table: 'patient_profiles' });
    expect(String(failed?.err?.message)).toMatch(/insert into "patient_profiles"/i);
    expect(String(failed?.err?.message)).toContain('params: [redacted]');
    for (const value of [PATIENT.firstName, PATIENT.lastName, '1931-03-01', NOTE]) {
      expect(logText).not.toContain(value);
    }
  });

  it('redact a value PostgreSQL quotes in its own message, in any log call that passes the error', async () => {
    const res = await apiClient(t.baseUrl).post('/api/test/logged-lookup', {});
    expect(res.status).toBe(400);

    const logged = lines().find((l) => l.msg === 'lookup failed');
    expect(logged?.err).toMatchObject({ sqlState: '22P02' });
    expect(String(logged?.err?.message)).toMatch(/invalid input syntax for type integer: \[redacted\]/);
    expect(logText).not.toContain(PATIENT.lastName);
  });
});
