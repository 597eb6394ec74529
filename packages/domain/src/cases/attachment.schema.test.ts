import { describe, expect, it } from 'vitest';
import { detectAttachmentContentType, ATTACHMENT_CONTENT_TYPES as T } from './attachment.schema.ts';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));

describe('detectAttachmentContentType', () => {
  it('reads PDF, PNG and JPEG from their signatures whatever the name', () => {
    expect(detectAttachmentContentType(bytes('%PDF-1.4'), 'letter')).toBe(T.pdf);
    expect(
      detectAttachmentContentType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'x.jpg'),
    ).toBe(T.png);
    expect(detectAttachmentContentType(bytes([0xff, 0xd8, 0xff, 0xe0]), 'scan.png')).toBe(T.jpeg);
  });

  it('takes zips only as DOCX or XLSX holding their parts', () => {
    const zip = (entry: string) => bytes([0x50, 0x4b, 0x03, 0x04], entry);
    expect(detectAttachmentContentType(zip('word/document.xml'), 'a.docx')).toBe(T.docx);
    expect(detectAttachmentContentType(zip('xl/workbook.xml'), 'a.xlsx')).toBe(T.xlsx);
    expect(detectAttachmentContentType(zip('xl/workbook.xml'), 'a.docx')).toBeNull();
    expect(detectAttachmentContentType(zip('payload.exe'), 'a.zip')).toBeNull();
  });

  it('finds DICOM after its preamble and plain text only in .txt files', () => {
    expect(detectAttachmentContentType(bytes(new Array(128).fill(0), 'DICM'), 'ct.dcm')).toBe(T.dicom);
    expect(detectAttachmentContentType(bytes('Handover\r\n\tstable — ok'), 'n.txt')).toBe(T.text);
    expect(detectAttachmentContentType(bytes('Handover'), 'n.html')).toBeNull();
    expect(detectAttachmentContentType(bytes('bin', [0]), 'n.txt')).toBeNull();
    expect(detectAttachmentContentType(bytes([0xc3, 0x28]), 'n.txt')).toBeNull();
    expect(detectAttachmentContentType(bytes('MZ'), 'setup.exe')).toBeNull();
  });
});
