import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loadIdpSecrets } from './idp/keys.ts';
import { loadReferenceData } from './modules/admin/countries/reference-data.ts';
import { loadEcmoReferenceData } from './modules/ecmo/reference-data.ts';
import { seedDemoData } from './seed/demo.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-data.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  const secrets = config.oidc.bundled ? await loadIdpSecrets(config) : null;
  const app = await buildApp({ config, database, secrets });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    // Reference lists (SACC countries) in every environment, demo data or not.
    app.log.info({ referenceData: await loadReferenceData(database.db) }, 'reference data checked');
    app.log.info({ referenceData: await loadEcmoReferenceData(database.db) }, 'ECMO lookups checked');
    if (config.seedDemo) {
      if (config.env === 'production')
        throw new Error('Demo data is never seeded in production (NODE_ENV=production)');
      const seeded = await seedDemoData(database.db);
      if (seeded) app.log.info('demo data seeded');
    }
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.error({ err }, 'start failed');
    await app.close().catch(() => {});
    await database.close();
    process.exit(1);
  }
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server';
  app.log.info(`SCOUT is running at ${config.publicUrl} (${where})`);
  if (config.seedDemo) printDemoBanner(config.publicUrl);
}

/** Plain text for the person who ran `npm start`: where to go and how to sign in. */
function printDemoBanner(url: string) {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  const rows = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(width)}  ${a.roleLabel}`);
  process.stdout.write(
    [
      '',
      `SCOUT is ready: open ${url}`,
      `Demo sign-ins (password for all: ${DEMO_PASSWORD}):`,
      ...rows,
      '',
      '',
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  // Start-up failures (configuration, a locked data directory, an unreachable database) are
  // reported as one readable line, not a stack trace.
  process.stderr.write(`SCOUT could not start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
