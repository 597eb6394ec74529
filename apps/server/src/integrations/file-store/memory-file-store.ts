import { assertValidKey, type FileStore, type StoredFile } from './file-store.ts';

/**
 * Files in a Map: the store that goes with an in-memory database (DATA_DIR=memory://, the test
 * app). One process only and gone at exit, so never used with a real data directory.
 */
export function createMemoryFileStore(): FileStore {
  const files = new Map<string, StoredFile>();
  return {
    driver: 'memory',
    async put(key, body, { contentType }) {
      assertValidKey(key);
      files.set(key, { body: Buffer.from(body), contentType, size: body.length });
    },
    async get(key) {
      assertValidKey(key);
      const file = files.get(key);
      return file ? { ...file, body: Buffer.from(file.body) } : null;
    },
    async delete(key) {
      assertValidKey(key);
      files.delete(key);
    },
  };
}
