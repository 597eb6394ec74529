import http from 'node:http';
import { ATTACHMENT_MESSAGES as AM, ATTACHMENT_MAX_BYTES } from '@scout/domain/cases/attachment.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/clients.ts';
import { ECMO_MANAGE, startCasePartsApp, TEST_BASE } from '../../../test/support/cases.ts';
import type { TestApp } from '../../../test/test-app.ts';

/**
 * Uploads past the limit, as a client sees them on the wire (node:http, no test client in between):
 * a 100 MB file streamed in 1 MB chunks (never held in memory), and a large body announced with
 * `Expect: 100-continue`. Each gets a final status with the error body, never a closed connection.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startCasePartsApp();
  token = await tokenFor(t, ECMO_MANAGE);
});
afterAll(() => t?.close());

const MB = 1024 * 1024;
const BOUNDARY = 'scout-upload-limit-test';
const HEAD = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\n` +
    'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
);
const TAIL = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

interface WireResult {
  /** Final status, or the error that ended the exchange without one. */
  status: number | string;
  body: string;
  /** Whether the server sent `100 Continue` before its answer. */
  continued: boolean;
  /** File bytes written before the answer came (or all of them). */
  sent: number;
}

/**
 * POSTs a multipart body whose file part holds `fileBytes` bytes of filler, streamed 1 MB at a
 * time with backpressure; stops writing once the answer arrives. With `expectContinue` the body
 * waits for the server's 100 Continue (and is never sent if the server answers first).
 */
function postLargeUpload(fileBytes: number, opts: { expectContinue?: boolean } = {}): Promise<WireResult> {
  const url = new URL(`${t.baseUrl}${TEST_BASE}/1/attachments`);
  const chunk = Buffer.alloc(MB, 0x20);
  return new Promise((resolve) => {
    let answered = false;
    let continued = false;
    let sent = 0;
    const req = http.request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(HEAD.length + fileBytes + TAIL.length),
        ...(opts.expectContinue ? { expect: '100-continue' } : {}),
      },
    });
    const finish = (result: WireResult) => {
      if (answered) return;
      answered = true;
      req.destroy();
      resolve(result);
    };
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => {
        body += d;
      });
      res.on('end', () => finish({ status: res.statusCode ?? 0, body, continued, sent }));
      res.on('error', (err) => finish({ status: String(err), body, continued, sent }));
    });
    req.on('error', (err) =>
      finish({ status: `connection error: ${err.message}`, body: '', continued, sent }),
    );
    const writeBody = () => {
      req.write(HEAD);
      const pump = () => {
        while (!answered && sent < fileBytes) {
          const n = Math.min(MB, fileBytes - sent);
          sent += n;
          if (!req.write(n === MB ? chunk : chunk.subarray(0, n))) {
            req.once('drain', pump);
            return;
          }
        }
        if (!answered) req.end(TAIL);
      };
      pump();
    };
    if (opts.expectContinue) {
      req.on('continue', () => {
        continued = true;
        writeBody();
      });
      req.flushHeaders();
    } else {
      writeBody();
    }
  });
}

describe('upload size limits on the wire', () => {
  it('answers a streamed 100 MB upload 413 with the attachment message on the file field', async () => {
    const res = await postLargeUpload(100 * MB);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: AM.tooLarge,
      fieldErrors: [{ field: 'file', message: AM.tooLarge }],
    });
  }, 60_000);

  it('answers a large body announced with Expect: 100-continue with a final 413, before it is sent', async () => {
    const res = await postLargeUpload(100 * MB, { expectContinue: true });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe(AM.tooLarge);
    expect(res.continued).toBe(false);
    expect(res.sent).toBe(0);
  }, 60_000);

  it('answers a JSON body over the body limit announced with Expect: 100-continue with a final 413', async () => {
    const res = await new Promise<{ status: number; continued: boolean }>((resolve, reject) => {
      let continued = false;
      const req = http.request(new URL(`${t.baseUrl}/api/ccmp/patientprofiles`), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': String(5 * MB),
          expect: '100-continue',
        },
      });
      req.on('continue', () => {
        continued = true;
        req.end(Buffer.alloc(5 * MB, 0x20));
      });
      req.on('response', (r) => {
        r.resume();
        r.on('end', () => {
          req.destroy();
          resolve({ status: r.statusCode ?? 0, continued });
        });
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(res).toEqual({ status: 413, continued: false });
  });

  it('still takes a file just under the limit that announces Expect: 100-continue', async () => {
    const res = await postLargeUpload(ATTACHMENT_MAX_BYTES - HEAD.length, { expectContinue: true });
    expect(res.status).toBe(201);
    expect(res.continued).toBe(true);
  }, 60_000);
});
