import type { OutboundConfig } from '../outbound-config.ts';
import { bearer, failureOf, outboundFetch } from '../outbound-http.ts';

/** One file for the file-sharing service (Box). */
export interface SharedFile {
  fileName: string;
  contentType: string;
  content: Buffer;
  /** Folder to put it in; defaults to BOX_FOLDER_ID. */
  folderId?: string;
}

export interface FileShareDriver {
  readonly name: 'local' | 'box';
  upload(file: SharedFile): Promise<{ id: string | null }>;
}

export const localFileShareDriver: FileShareDriver = { name: 'local', upload: async () => ({ id: null }) };

interface BoxAnswer {
  entries?: { id?: string }[];
  context_info?: { conflicts?: { id?: string } };
}

/**
 * Box's upload API (BOX_API_URL, e.g. https://upload.box.com/api/2.0; BOX_TOKEN as the bearer
 * token): a multipart POST to /files/content with `attributes` ({name, parent: {id}}) then `file`.
 * A name already in the folder answers 409 with the existing file's id; the upload then becomes a
 * new version of that file (POST /files/{id}/content), so re-running a test keeps working.
 */
export function createBoxFileShareDriver(
  box: NonNullable<OutboundConfig['fileShare']>,
  timeoutMs: number,
): FileShareDriver {
  const base = box.apiUrl.replace(/\/+$/, '');
  const post = (url: string, attributes: object, file: SharedFile) => {
    const form = new FormData();
    form.append('attributes', JSON.stringify(attributes));
    form.append('file', new Blob([new Uint8Array(file.content)], { type: file.contentType }), file.fileName);
    return outboundFetch(url, { method: 'POST', headers: bearer(box.token), body: form }, timeoutMs);
  };
  return {
    name: 'box',
    async upload(file) {
      const parent = { id: file.folderId ?? box.folderId };
      let res = await post(`${base}/files/content`, { name: file.fileName, parent }, file);
      if (res.status === 409) {
        const conflict = (await res.json().catch(() => ({}))) as BoxAnswer;
        const existing = conflict.context_info?.conflicts?.id;
        if (!existing) throw new Error('Box answered 409: a file with this name already exists');
        res = await post(
          `${base}/files/${encodeURIComponent(existing)}/content`,
          { name: file.fileName },
          file,
        );
      }
      if (!res.ok) throw await failureOf('Box', res);
      const body = (await res.json().catch(() => ({}))) as BoxAnswer;
      return { id: body.entries?.[0]?.id ?? null };
    },
  };
}
