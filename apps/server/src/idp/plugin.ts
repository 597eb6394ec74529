import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { IdpSecrets } from './keys.ts';

export interface IdpPluginOptions {
  config: AppConfig;
  db: Db;
  secrets: IdpSecrets;
}

export const idpPlugin: FastifyPluginAsync<IdpPluginOptions> = async () => {};
