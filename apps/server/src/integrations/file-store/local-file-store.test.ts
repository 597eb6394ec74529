import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createFileStore } from './create-file-store.ts';
import type { FileStore } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';
import { createMemoryFileStore } from './memory-file-store.ts';

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-files-'));
afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

const drivers: [string, () => FileStore][] = [
  ['local', () => createLocalFileStore(tempDir)],
  ['memory', () => createMemoryFileStore()],
];

describe.each(drivers)('%s file store', (_name, make) => {
  it('round-trips a file with its content type, replaces it, and deletes it', async () => {
    const store = make();
    const key = 'health-care-providers/3/logo-1';
    expect(await store.get(key)).toBeNull();
    await store.put(key, Buffer.from([1, 2, 3]), { contentType: 'image/png' });
    expect(await store.get(key)).toEqual({ body: Buffer.from([1, 2, 3]), contentType: 'image/png', size: 3 });
    await store.put(key, Buffer.from('jpeg'), { contentType: 'image/jpeg' });
    expect(await store.get(key)).toMatchObject({ contentType: 'image/jpeg', size: 4 });
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key); // deleting twice is fine
  });

  it('refuses keys that could leave the store', async () => {
    const store = make();
    for (const key of ['../x', '/etc/passwd', 'a/../../b', 'a\\b', '', 'a//b']) {
      await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
        /Invalid file store key/,
      );
    }
  });
});

describe('file store configuration', () => {
  it('keeps files under DATA_DIR/files, in memory for memory://, in S3 when configured', () => {
    const local = loadConfig({ DATA_DIR: tempDir });
    expect(local.fileStore).toEqual({ driver: 'local', dir: path.join(tempDir, 'files') });
    expect(createFileStore(local.fileStore).driver).toBe('local');
    expect(loadConfig({ DATA_DIR: 'memory://' }).fileStore).toEqual({ driver: 'memory' });

    const s3 = loadConfig({
      FILE_STORE: 's3',
      S3_BUCKET: 'scout',
      S3_REGION: 'ap-southeast-2',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(s3.fileStore).toEqual({
      driver: 's3',
      s3: {
        endpoint: 'https://s3.ap-southeast-2.amazonaws.com',
        bucket: 'scout',
        region: 'ap-southeast-2',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
    expect(createFileStore(s3.fileStore).driver).toBe('s3');
    expect(() => loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'scout' })).toThrow(
      /FILE_STORE=s3 needs S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
  });
});
