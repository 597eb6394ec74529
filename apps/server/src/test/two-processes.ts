import { exportJWK, generateKeyPair } from 'jose';
import { type App, buildApp } from '../app.ts';
import { loadIdpSecrets } from '../idp/keys.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/**
 * Two SCOUT server processes behind one public URL (as a load balancer would put them): they share
 * only the database and the configured keys (one signing key, one cookie key), nothing in memory.
 * The second listens on its own port; `onSecond` sends a first-process URL to it instead.
 */
export interface TwoProcesses {
  first: TestApp;
  second: App;
  secondOrigin: string;
  onSecond(url: string): string;
  close(): Promise<void>;
}

export async function startTwoProcesses(): Promise<TwoProcesses> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'shared', alg: 'RS256', use: 'sig' };
  const first = await startTestApp({
    env: { OIDC_JWKS: JSON.stringify({ keys: [jwk] }), COOKIE_KEYS: 'shared-cookie-key' },
  });
  const second = await buildApp({
    config: first.config,
    database: { db: first.db, kind: 'pglite', close: async () => {} },
    secrets: await loadIdpSecrets(first.config),
    logger: false,
  });
  const secondOrigin = await second.listen({ port: 0, host: '127.0.0.1' });
  return {
    first,
    second,
    secondOrigin,
    onSecond: (url) => url.replace(first.baseUrl, secondOrigin),
    close: async () => {
      await second.close();
      await first.close();
    },
  };
}
