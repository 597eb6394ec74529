import type { FileStoreConfig } from '../../config.ts';
import type { FileStore } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';
import { createMemoryFileStore } from './memory-file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

/** The store configuration chooses (FILE_STORE, DATA_DIR); built once per process in buildApp. */
export function createFileStore(config: FileStoreConfig): FileStore {
  switch (config.driver) {
    case 's3':
      return createS3FileStore(config.s3);
    case 'memory':
      return createMemoryFileStore();
    case 'local':
      return createLocalFileStore(config.dir);
  }
}
