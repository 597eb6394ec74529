import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, type FileStore } from './file-store.ts';

interface Meta {
  contentType: string;
  size: number;
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under one directory (DATA_DIR/files by default): the bytes at <dir>/<key> and the content
 * type beside them at <dir>/<key>.meta.json. Writes go to a temporary file first and are renamed
 * into place, so a reader never sees half a file.
 */
export function createLocalFileStore(dir: string): FileStore {
  const root = path.resolve(dir);
  const pathOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };
  const writeAtomically = async (target: string, data: Buffer | string) => {
    const temp = `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(temp, data, { mode: 0o600 });
    await fs.rename(temp, target);
  };

  return {
    driver: 'local',
    async put(key, body, { contentType }) {
      const file = pathOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const meta: Meta = { contentType, size: body.length };
      await writeAtomically(`${file}.meta.json`, JSON.stringify(meta));
      await writeAtomically(file, body);
    },
    async get(key) {
      const file = pathOf(key);
      try {
        const [body, metaText] = await Promise.all([
          fs.readFile(file),
          fs.readFile(`${file}.meta.json`, 'utf8'),
        ]);
        const meta = JSON.parse(metaText) as Meta;
        return { body, contentType: meta.contentType, size: body.length };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      const file = pathOf(key);
      await Promise.all([fs.rm(file, { force: true }), fs.rm(`${file}.meta.json`, { force: true })]);
    },
  };
}
