import { API_MESSAGES } from '@scout/domain/shell/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_ERROR_MESSAGES } from './plugins/errors.ts';
import { INPUT_MESSAGES } from './plugins/input-guard.ts';
import { seedDemoData } from './seed/demo.ts';
import { clientFor } from './test/clients.ts';
import type { ApiClient } from './test/http.ts';
import { startTestApp, type TestApp } from './test/test-app.ts';

/** The five classes of input that answered 500 before (issue 9 §2): each is a 4xx naming the field. */
let t: TestApp;
let admin: ApiClient;
let manager: ApiClient;
beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = await clientFor(t, 'admin@scout.example');
  manager = await clientFor(t, 'ecmo.manage@scout.example');
});
afterAll(() => t?.close());

const fields = (body: { fieldErrors?: Array<{ field: string }> }) =>
  (body.fieldErrors ?? []).map((f) => f.field);

describe('input no database column can hold', () => {
  it('refuses ids and page numbers above 2^31-1 with 400 naming the field', async () => {
    const caseId = await manager.get('/api/ecmo/cases/2147483648');
    expect(caseId.status).toBe(400);
    expect(fields(caseId.body)).toEqual(['id']);
    const page = await admin.get('/api/ccmp/patientprofiles/search?keyword=ci&pageNumber=99999999999');
    expect(page.status).toBe(400);
    expect(fields(page.body)).toEqual(['pageNumber']);
    // The largest id is still an id: not found, not refused.
    expect((await manager.get('/api/ecmo/cases/2147483647')).status).toBe(404);
  });

  it('refuses NUL characters in the query string and in a note, naming the field', async () => {
    const search = await admin.get('/api/ccmp/patientprofiles/search?keyword=a%00b');
    expect(search.status).toBe(400);
    expect(search.body.fieldErrors).toEqual([{ field: 'keyword', message: INPUT_MESSAGES.nulCharacter }]);
    const note = await manager.post('/api/ecmo/cases/1/notes', {
      typeOfNote: 'Progress',
      conversationDateTime: new Date().toISOString(),
      note: '\u0000',
    });
    expect(note.status).toBe(400);
    expect(note.body.fieldErrors).toEqual([{ field: 'note', message: INPUT_MESSAGES.nulCharacter }]);
  });

  it('refuses an unpaired surrogate in text bound for a JSON column, and keeps the saved case', async () => {
    const before = await manager.get('/api/ecmo/cases/1');
    const res = await manager.patch('/api/ecmo/cases/1/clinicaldetails', {
      diagnosis: { primaryOrganFailureId: 2, diagnosisCategoryId: 202, otherDetails: 'x\ud800' },
      lastModified: before.body.lastModified,
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual([
      { field: 'diagnosis.otherDetails', message: INPUT_MESSAGES.loneSurrogate },
    ]);
    const after = await manager.get('/api/ecmo/cases/1');
    expect(after.body.lastModified).toBe(before.body.lastModified);
  });

  it('refuses a JSON body of null where an object is expected', async () => {
    for (const path of ['/api/ccmp/patientprofiles', '/api/ecmo/cases/1/notes']) {
      const res = await admin.send('POST', path, {
        body: 'null',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, path).toBe(400);
      expect(res.body.fieldErrors).toEqual([{ field: 'body', message: INPUT_MESSAGES.bodyNotObject }]);
    }
    // No body at all: the same answer, before any check of the schema reads a field of it.
    for (const path of ['/api/ccmp/patientprofiles/1/update-address', '/api/ccmp/patientprofiles']) {
      const res = await admin.send('POST', path);
      expect(res.status, path).toBe(400);
      expect(res.body.fieldErrors).toEqual([{ field: 'body', message: INPUT_MESSAGES.bodyNotObject }]);
    }
  });

  it('answers 400 to multipart without a boundary or cut short, never 500', async () => {
    const noBoundary = await manager.send('POST', '/api/ecmo/cases/1/attachments', {
      body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body.message).toBe(INPUT_ERROR_MESSAGES.unreadableUpload);
    const truncated = await manager.send('POST', '/api/ecmo/cases/1/attachments', {
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(truncated.status).toBe(400);
    expect(truncated.body.message).toBe(INPUT_ERROR_MESSAGES.unreadableUpload);
    expect(API_MESSAGES.internal).not.toBe(truncated.body.message);
  });

  it('answers 413 to an upload beyond the multipart limits and 400 to a field named __proto__', async () => {
    const part = (name: string, value: string) =>
      `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const upload = (parts: string) =>
      manager.send('POST', '/api/ecmo/cases/1/attachments', {
        body: `${parts}--x--\r\n`,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      });
    const tooMany = await upload(['a', 'b', 'c', 'd', 'e'].map((n) => part(n, n)).join(''));
    expect(tooMany.status).toBe(413);
    expect(tooMany.body).toMatchObject({ statusCode: 413, message: INPUT_ERROR_MESSAGES.uploadTooLarge });
    const proto = await upload(part('__proto__', 'x'));
    expect(proto.status).toBe(400);
    expect(proto.body.message).toBe(INPUT_ERROR_MESSAGES.unreadableUpload);
  });
});
