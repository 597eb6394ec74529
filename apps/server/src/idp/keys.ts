import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { type AppConfig, MEMORY_DATA_DIR } from '../config.ts';

export interface IdpSecrets {
  /** Private signing keys of the bundled provider (RS256). */
  privateJwks: JWK[];
  /** Their public halves: what the API verifies bundled tokens with. */
  publicJwks: JWK[];
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
}

interface StoredSecrets {
  keys: JWK[];
  cookieKeys: string[];
}

async function generateSecrets(): Promise<StoredSecrets> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  return {
    keys: [{ ...jwk, kid: crypto.randomUUID(), alg: 'RS256', use: 'sig' }],
    cookieKeys: [crypto.randomBytes(32).toString('base64url')],
  };
}

function publicPart(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use, crv, x, y } = jwk;
  return Object.fromEntries(
    Object.entries({ kty, n, e, kid, alg, use, crv, x, y }).filter(([, v]) => v !== undefined),
  );
}

/**
 * Signing keys come from OIDC_JWKS (JSON {"keys":[...]}) when set: required for several server
 * processes sharing one issuer. Otherwise they are generated once and kept in
 * DATA_DIR/secrets/oidc-secrets.json (mode 0600). An in-memory data directory (tests) gets
 * fresh keys each start.
 */
export async function loadIdpSecrets(config: AppConfig): Promise<IdpSecrets> {
  let stored: StoredSecrets;
  if (config.oidc.jwks) {
    const parsed = JSON.parse(config.oidc.jwks) as { keys?: JWK[] };
    if (!parsed.keys?.length)
      throw new Error('OIDC_JWKS must be a JSON Web Key Set with at least one private key');
    stored = { keys: parsed.keys, cookieKeys: config.oidc.cookieKeys ?? [] };
    if (!stored.cookieKeys.length) throw new Error('COOKIE_KEYS must be set when OIDC_JWKS is set');
  } else if (config.dataDir === MEMORY_DATA_DIR) {
    stored = await generateSecrets();
  } else {
    const file = path.join(config.dataDir, 'secrets', 'oidc-secrets.json');
    if (fs.existsSync(file)) {
      stored = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredSecrets;
    } else {
      stored = await generateSecrets();
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      fs.writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
    }
    if (config.oidc.cookieKeys?.length) stored.cookieKeys = config.oidc.cookieKeys;
  }
  return { privateJwks: stored.keys, publicJwks: stored.keys.map(publicPart), cookieKeys: stored.cookieKeys };
}
