import {
  ATTACHMENT_MESSAGES as AM,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_CONTENT_TYPES as TYPES,
} from '@scout/domain/cases/attachment.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../../db/schema/index.ts';
import { clientFor, tokenFor } from '../../../test/clients.ts';
import { type ApiClient, apiClient } from '../../../test/http.ts';
import { ADMIN, ECMO_MANAGE, ECMO_READ, startCasePartsApp, TEST_BASE } from '../../../test/support/cases.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let readerToken: string;

beforeAll(async () => {
  t = await startCasePartsApp();
  manager = await clientFor(t, ECMO_MANAGE);
  readerToken = await tokenFor(t, ECMO_READ);
  reader = apiClient(t.baseUrl, readerToken);
});
afterAll(() => t?.close());

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

function upload(client: ApiClient, caseId: number, bytes: Buffer, filename: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), filename);
  return client.send('POST', `${TEST_BASE}/${caseId}/attachments`, { body: form });
}

describe('case attachments', () => {
  it('uploads, lists and downloads a file under its original name', async () => {
    const name = 'Référence lettre (1).pdf';
    const created = await upload(manager, 1, PDF, name);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      filename: name,
      filesize: PDF.length,
      contentType: TYPES.pdf,
      isDeleted: false,
      deletedBy: null,
    });

    const list = await reader.get(`${TEST_BASE}/1/attachments`);
    expect(list.status).toBe(200);
    expect(list.body.map((a: { id: number }) => a.id)).toContain(created.body.id);

    const res = await fetch(`${t.baseUrl}${TEST_BASE}/1/attachments/download/${created.body.id}`, {
      headers: { authorization: `Bearer ${readerToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(TYPES.pdf);
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toContain('attachment; filename="R_f_rence lettre (1).pdf"');
    const encoded = disposition.match(/filename\*=UTF-8''(.+)$/)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe(name);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);

    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(created.body.id)))
      .orderBy(auditEvents.id);
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['test.case-attachment.upload', 'test.case-attachment.download']),
    );
  });

  it('accepts the clinical document types by content and refuses the rest on the file field', async () => {
    expect((await upload(manager, 2, PNG, 'ecg.png')).body.contentType).toBe(TYPES.png);
    expect((await upload(manager, 2, Buffer.from('Handover: stable'), 'handover.txt')).body.contentType).toBe(
      TYPES.text,
    );
    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....word/document.xml')]);
    expect((await upload(manager, 2, docx, 'summary.docx')).body.contentType).toBe(TYPES.docx);

    const refused = [
      [Buffer.from('MZ\x90\x00executable'), 'virus.pdf'],
      [Buffer.from('plain\u0000binary'), 'notes.txt'],
      [Buffer.from('just text'), 'script.js'],
      [Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('payload.bin')]), 'summary.docx'],
    ] as const;
    for (const [bytes, name] of refused) {
      const res = await upload(manager, 2, bytes, name);
      expect(res.status, name).toBe(400);
      expect(res.body.fieldErrors).toEqual([{ field: 'file', message: AM.type }]);
    }
    const empty = await upload(manager, 2, Buffer.alloc(0), 'empty.pdf');
    expect(empty.body.fieldErrors).toEqual([{ field: 'file', message: AM.empty }]);
    const wrongField = await upload(manager, 2, PDF, 'a.pdf', 'document');
    expect(wrongField.body.fieldErrors).toEqual([{ field: 'file', message: AM.missing }]);
    const notMultipart = await manager.post(`${TEST_BASE}/2/attachments`, { file: 'x' });
    expect(notMultipart.status).toBe(400);
  });

  it('refuses a file over the size limit', async () => {
    const big = Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 0x20);
    big.write('%PDF-1.7');
    const res = await upload(manager, 2, big, 'huge.pdf');
    expect(res.status).toBe(413);
    expect(res.body.fieldErrors).toEqual([{ field: 'file', message: AM.tooLarge }]);
  });

  it('soft-deletes with who and when, and lists deleted files only when asked', async () => {
    const created = (await upload(manager, 1, PDF, 'to-delete.pdf')).body;
    expect((await reader.delete(`${TEST_BASE}/1/attachments/${created.id}`)).status).toBe(403);
    expect((await manager.delete(`${TEST_BASE}/1/attachments/${created.id}`)).status).toBe(204);
    expect((await manager.delete(`${TEST_BASE}/1/attachments/${created.id}`)).status).toBe(204);

    const visible = (await reader.get(`${TEST_BASE}/1/attachments`)).body.map((a: { id: number }) => a.id);
    expect(visible).not.toContain(created.id);
    const all = (await reader.get(`${TEST_BASE}/1/attachments?includeDeleted=true`)).body;
    expect(all.find((a: { id: number }) => a.id === created.id)).toMatchObject({
      isDeleted: true,
      deletedBy: expect.any(String),
      deletedOn: expect.any(String),
    });
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'test.case-attachment.delete'))
      .orderBy(auditEvents.id);
    expect(audits).toHaveLength(1);
  });

  it('refuses uploads to read-only users and answers 404 for unknown cases and files', async () => {
    expect((await upload(reader, 1, PDF, 'a.pdf')).status).toBe(403);
    const admin = await clientFor(t, ADMIN);
    expect((await upload(admin, 999, PDF, 'a.pdf')).status).toBe(404);
    expect((await admin.get(`${TEST_BASE}/999/attachments`)).status).toBe(404);
    expect((await upload(admin, 3, PDF, 'closed.pdf')).status).toBe(403);
    expect((await admin.delete(`${TEST_BASE}/1/attachments/999999`)).status).toBe(404);
    expect((await admin.get(`${TEST_BASE}/1/attachments/download/999999`)).status).toBe(404);
    // A file of case 1 is not reachable through case 2.
    const created = (await upload(admin, 1, PDF, 'b.pdf')).body;
    expect((await admin.get(`${TEST_BASE}/2/attachments/download/${created.id}`)).status).toBe(404);
  });
});
