import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';

/** What every API module plugin receives. */
export interface ModuleDeps {
  config: AppConfig;
  db: Db;
}
