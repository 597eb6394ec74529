import type { S3Config } from '../../config.ts';
import { assertValidKey, type FileStore } from './file-store.ts';
import { signRequest } from './sigv4.ts';

/** The object URL of a key: endpoint/bucket/key (path style) or bucket.endpoint/key (virtual host). */
export function objectUrl(config: S3Config, key: string): URL {
  assertValidKey(key);
  const endpoint = new URL(config.endpoint);
  const encodedKey = key.split('/').map(encodeURIComponent).join('/');
  const base = endpoint.pathname.replace(/\/+$/, '');
  if (config.forcePathStyle) {
    return new URL(`${endpoint.origin}${base}/${encodeURIComponent(config.bucket)}/${encodedKey}`);
  }
  return new URL(`${endpoint.protocol}//${config.bucket}.${endpoint.host}${base}/${encodedKey}`);
}

/**
 * An S3-compatible object store (AWS S3, MinIO, Ceph, R2...) over plain fetch with SigV4 headers:
 * three calls (PutObject, GetObject, DeleteObject) do not justify the AWS SDK's weight.
 */
export function createS3FileStore(config: S3Config, fetchImpl: typeof fetch = fetch): FileStore {
  async function send(method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    const url = objectUrl(config, key);
    const signed = signRequest({
      method,
      url,
      headers: contentType ? { 'content-type': contentType } : {},
      ...(body ? { body } : {}),
      region: config.region,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
    });
    return fetchImpl(url, {
      method,
      headers: signed.headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
  }
  const fail = async (what: string, res: Response) => {
    const detail = (await res.text().catch(() => '')).slice(0, 300);
    return new Error(`S3 ${what} failed with ${res.status}: ${detail}`);
  };

  return {
    driver: 's3',
    async put(key, body, { contentType }) {
      const res = await send('PUT', key, body, contentType);
      if (!res.ok) throw await fail(`PUT ${key}`, res);
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) throw await fail(`GET ${key}`, res);
      const body = Buffer.from(await res.arrayBuffer());
      return {
        body,
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
        size: body.length,
      };
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw await fail(`DELETE ${key}`, res);
      await res.arrayBuffer();
    },
  };
}
