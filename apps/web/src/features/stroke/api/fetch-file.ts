import { apiErrorSchema } from '@scout/domain/api/errors';
import { fileNameFromContentDisposition } from '@scout/domain/reports/file-names';
import { useCallback } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { accessTokenSource } from '../../../lib/auth.ts';
import { useUserManager } from '../../../lib/shell-services.tsx';

/** A file the server answered: its bytes and the name it gave (content-disposition), or null on 204. */
export interface FetchedFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * How far a download has come (issue 14 item 6): bytes received (of content-length when the
 * server sends one: a streamed export does not); for a CSV, the lines received after the header,
 * of the rows the server announced (x-row-count), so a long export shows "n of N rows".
 */
export interface DownloadProgress {
  bytes: number;
  totalBytes: number | null;
  rows: number | null;
  totalRows: number | null;
}
export type OnDownloadProgress = (progress: DownloadProgress) => void;

/** The file name of a content-disposition header (domain reports/file-names.ts), null without one. */
export const fileNameOf = (disposition: string | null): string | null =>
  fileNameFromContentDisposition(disposition, '') || null;

const numberHeader = (response: Response, name: string) => {
  const value = Number(response.headers.get(name));
  return response.headers.has(name) && Number.isFinite(value) ? value : null;
};
const LINE_FEED = 10;

/** The body read chunk by chunk, reporting progress; a body the browser cannot stream is read whole. */
async function bodyWithProgress(response: Response, onProgress: OnDownloadProgress): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  const totalBytes = numberHeader(response, 'content-length');
  const totalRows = numberHeader(response, 'x-row-count');
  const csv = type.includes('text/csv');
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    if (csv) for (const byte of value) if (byte === LINE_FEED) lines += 1;
    // The header is the first line; a quoted cell's line break is rare enough to count as a row.
    onProgress({ bytes, totalBytes, rows: csv ? Math.max(lines - 1, 0) : null, totalRows });
  }
  return new Blob(chunks as BlobPart[], { type });
}

/**
 * A binary answer (a PDF, a CSV, a spreadsheet) with the bearer token, as the JSON client cannot
 * read it (spec 3 §7.2 discharge summary, exports): resolves to the file, or null when the server
 * answers 204 (nothing to export); a failure throws ApiRequestError with the server's message.
 * `onProgress` hears of each chunk as it arrives (every export shows it, use-save-export.ts).
 */
export function useFetchFile() {
  const userManager = useUserManager();
  return useCallback(
    async (
      method: 'GET' | 'POST',
      path: string,
      body?: unknown,
      onProgress?: OnDownloadProgress,
    ): Promise<FetchedFile | null> => {
      const token = await accessTokenSource(userManager).getAccessToken();
      const headers: Record<string, string> = {};
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status === 204) return null;
      if (!response.ok) {
        const text = await response.text();
        let message = `Request failed with status ${response.status}`;
        try {
          message = apiErrorSchema.parse(JSON.parse(text)).message;
        } catch {
          if (text.trim()) message = text.trim();
        }
        throw new ApiRequestError(response.status, message);
      }
      return {
        blob: onProgress ? await bodyWithProgress(response, onProgress) : await response.blob(),
        fileName: fileNameOf(response.headers.get('content-disposition')),
      };
    },
    [userManager],
  );
}

/** Saves a blob under a name (a download link clicked once, its URL revoked after). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
