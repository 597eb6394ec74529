import { describe, expect, it } from 'vitest';
import type { S3Config } from '../../config.ts';
import { createS3FileStore, objectUrl } from './s3-file-store.ts';

const CONFIG: S3Config = {
  endpoint: 'https://objects.example.org',
  bucket: 'scout-files',
  region: 'ap-southeast-2',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'secret',
  forcePathStyle: true,
};

interface Seen {
  method: string;
  url: string;
  headers: Headers;
  body: Buffer | null;
}

/** A stand-in for the object store: records each request and answers from a Map. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: Seen[] = [];
  const fetchImpl = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const headers = new Headers(init.headers);
    const body = init.body ? Buffer.from(init.body as Uint8Array) : null;
    seen.push({ method: init.method ?? 'GET', url, headers, body });
    if (init.method === 'PUT' && body) {
      objects.set(url, { body, type: headers.get('content-type') ?? '' });
      return new Response(null, { status: 200 });
    }
    if (init.method === 'DELETE') {
      objects.delete(url);
      return new Response(null, { status: 204 });
    }
    const found = objects.get(url);
    return found
      ? new Response(new Uint8Array(found.body), { status: 200, headers: { 'content-type': found.type } })
      : new Response('<Error><Code>NoSuchKey</Code></Error>', { status: 404 });
  }) as typeof fetch;
  return { fetchImpl, seen };
}

describe('S3 file store', () => {
  it('maps keys to path-style and virtual-host URLs', () => {
    expect(objectUrl(CONFIG, 'health-care-providers/7/logo-abc').href).toBe(
      'https://objects.example.org/scout-files/health-care-providers/7/logo-abc',
    );
    expect(objectUrl({ ...CONFIG, forcePathStyle: false }, 'a/b.png').href).toBe(
      'https://scout-files.objects.example.org/a/b.png',
    );
    expect(objectUrl({ ...CONFIG, endpoint: 'http://minio:9000/s3/' }, 'x').href).toBe(
      'http://minio:9000/s3/scout-files/x',
    );
    expect(() => objectUrl(CONFIG, '../etc/passwd')).toThrow(/Invalid file store key/);
  });

  it('puts, gets and deletes with signed requests; a missing object is null', async () => {
    const { fetchImpl, seen } = fakeS3();
    const store = createS3FileStore(CONFIG, fetchImpl);
    await store.put('logos/1', Buffer.from('png-bytes'), { contentType: 'image/png' });
    const put = seen[0];
    expect(put?.method).toBe('PUT');
    expect(put?.headers.get('content-type')).toBe('image/png');
    expect(put?.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-southeast-2\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(put?.headers.get('x-amz-content-sha256')).toMatch(/^[0-9a-f]{64}$/);

    const got = await store.get('logos/1');
    expect(got).toEqual({ body: Buffer.from('png-bytes'), contentType: 'image/png', size: 9 });
    await store.delete('logos/1');
    expect(await store.get('logos/1')).toBeNull();
    expect(seen.map((s) => s.method)).toEqual(['PUT', 'GET', 'DELETE', 'GET']);
  });

  it('reports a failing store with its status', async () => {
    const failing = (async () => new Response('AccessDenied', { status: 403 })) as unknown as typeof fetch;
    const store = createS3FileStore(CONFIG, failing);
    await expect(store.put('k', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
      /S3 PUT k failed with 403: AccessDenied/,
    );
  });
});
