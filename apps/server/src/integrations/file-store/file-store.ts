/**
 * Where SCOUT keeps binary files (provider logos now; case attachments later). Records in the
 * database hold the key, the content type and the size; the bytes live here. Drivers:
 * - local: files under DATA_DIR/files (default; one process, or several sharing a volume),
 * - memory: a Map, used when DATA_DIR is 'memory://' (tests): nothing touches the disk,
 * - s3: any S3-compatible object store (FILE_STORE=s3), for several stateless processes.
 */
export interface StoredFile {
  body: Buffer;
  contentType: string;
  size: number;
}

export interface PutOptions {
  contentType: string;
}

export interface FileStore {
  readonly driver: 'local' | 'memory' | 's3';
  /** Writes (or replaces) the file at `key`. */
  put(key: string, body: Buffer, options: PutOptions): Promise<void>;
  /** The file at `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file at `key`; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Keys are relative, slash-separated paths of safe characters ('health-care-providers/12/logo-<uuid>').
 * They map one to one onto a file path or an object key, so anything that could climb out of the
 * store ('..', absolute paths, backslashes) is refused before it reaches a driver.
 */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function assertValidKey(key: string): void {
  if (key.length > 512 || !KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..')) {
    throw new Error(`Invalid file store key: ${JSON.stringify(key)}`);
  }
}
