import { z } from 'zod';

/**
 * Case attachments shared by every case module (spec 2 §3.4, §7.1): POST {ea}/cases/{id}/attachments
 * (multipart, field `file`), GET the list, DELETE (soft), GET .../download/{attachmentId}.
 */
export const ATTACHMENT_FIELD = 'file';

/**
 * The spec gives no size limit. 25 MB holds scanned referral letters, ECG and chest X-ray exports
 * and discharge summaries, and stays well inside what a browser upload and one server buffer
 * handle; larger imaging belongs in the hospital PACS, not in a coordination record.
 */
export const ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024;

export const ATTACHMENT_MESSAGES = {
  missing: 'Please choose a file to upload.',
  empty: 'The file is empty.',
  tooLarge: 'The file is larger than 25 MB.',
  type: 'This file type is not allowed. Upload a PDF, PNG, JPEG, Word (.docx), Excel (.xlsx), DICOM or plain text file.',
  notFound: 'Attachment not found',
} as const;

/** For the file picker; the server decides from the bytes, never from the name alone. */
export const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.docx,.xlsx,.txt,.dcm';

export const ATTACHMENT_CONTENT_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  text: 'text/plain; charset=utf-8',
  dicom: 'application/dicom',
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** True when `needle` (ASCII) occurs in the bytes: zip entry names are stored in clear. */
function containsAscii(bytes: Uint8Array, needle: string): boolean {
  const n = ascii(needle);
  outer: for (let i = 0; i + n.length <= bytes.length; i++) {
    for (let j = 0; j < n.length; j++) if (bytes[i + j] !== n[j]) continue outer;
    return true;
  }
  return false;
}

/** UTF-8 text without NUL or other control characters than tab, line feed, form feed and carriage return. */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects
  return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
}

const extensionOf = (filename: string) => filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

/**
 * The content type of an allowed clinical document, judged from its bytes: PDF, PNG and JPEG by
 * their signatures, DOCX and XLSX as zip files holding word/ or xl/ parts, DICOM by 'DICM' after
 * the 128-byte preamble, plain text (.txt only) as clean UTF-8. Anything else is null (refused).
 */
export function detectAttachmentContentType(bytes: Uint8Array, filename: string): string | null {
  const ext = extensionOf(filename);
  if (startsWith(bytes, ascii('%PDF-'))) return ATTACHMENT_CONTENT_TYPES.pdf;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return ATTACHMENT_CONTENT_TYPES.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return ATTACHMENT_CONTENT_TYPES.jpeg;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    if (ext === 'docx' && containsAscii(bytes, 'word/')) return ATTACHMENT_CONTENT_TYPES.docx;
    if (ext === 'xlsx' && containsAscii(bytes, 'xl/')) return ATTACHMENT_CONTENT_TYPES.xlsx;
    return null;
  }
  if (startsWith(bytes, ascii('DICM'), 128)) return ATTACHMENT_CONTENT_TYPES.dicom;
  if (ext === 'txt' && isPlainText(bytes)) return ATTACHMENT_CONTENT_TYPES.text;
  return null;
}

export const caseAttachmentSchemaOut = z.object({
  id: z.number().int(),
  filename: z.string(),
  filesize: z.number().int(),
  contentType: z.string(),
  createdOn: z.string(),
  createdBy: z.string(),
  isDeleted: z.boolean(),
  deletedBy: z.string().nullable(),
  deletedOn: z.string().nullable(),
});
export type CaseAttachment = z.infer<typeof caseAttachmentSchemaOut>;

/** GET .../attachments?includeDeleted=true also lists the soft-deleted files. */
export const attachmentListQuerySchema = z.object({
  includeDeleted: z.enum(['true', 'false']).optional(),
});
