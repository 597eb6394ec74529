import { apiErrorSchema } from '@scout/domain/api/errors';
import { useCallback } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { accessTokenSource } from '../../../lib/auth.ts';
import { useUserManager } from '../../../lib/shell-services.tsx';

/** A file the server answered: its bytes and the name it gave (content-disposition), or null on 204. */
export interface FetchedFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a content-disposition header (filename="x.csv" or filename*=UTF-8''x.csv). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

/**
 * A binary answer (a PDF, a CSV) with the bearer token, as the JSON client cannot read it
 * (spec 3 §7.2 discharge summary, exports): resolves to the file, or null when the server
 * answers 204 (nothing to export); a failure throws ApiRequestError with the server's message.
 */
export function useFetchFile() {
  const userManager = useUserManager();
  return useCallback(
    async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<FetchedFile | null> => {
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
        blob: await response.blob(),
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
