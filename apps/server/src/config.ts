import net from 'node:net';
import path from 'node:path';
import { APP_VERSION, DEFAULT_ENVIRONMENT } from '@scout/domain/shell/version';
import { z } from 'zod';
import { type OutboundConfig, outboundConfigFrom, outboundEnvShape } from './integrations/outbound-config.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable SCOUT reads; README.md documents each one. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  SEED_DEMO: bool.optional(),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().default('scout-web'),
  OIDC_AUDIENCE: z.string().default('scout-api'),
  OIDC_SCOPE: z.string().optional(),
  OIDC_USER_CLAIM: z.string().default('email'),
  OIDC_JWKS: z.string().optional(),
  COOKIE_KEYS: z.string().optional(),
  SCOUT_ENVIRONMENT: z.string().default(DEFAULT_ENVIRONMENT),
  ASSEMBLY_VERSION: z.string().default(APP_VERSION),
  SERVICE_TIME_ZONE: z.string().default('Australia/Melbourne'),
  SUPPORT_PHONE_VECMOS: z.string().default('1300 832 667'),
  SUPPORT_PHONE_STROKE: z.string().default('03 5550 0102'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  WEB_DIST: z.string().optional(),
  /**
   * Origin of the Vite development server (`npm run dev` sets http://localhost:5173): the
   * bundled provider then also accepts its redirect URIs and the CSP its form posts. Unset (plain
   * `npm start`, production) nothing but PUBLIC_URL is trusted; refused with NODE_ENV=production.
   */
  DEV_WEB_ORIGIN: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(z.url().optional()),
  ADDRESS_SEARCH_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(z.string().url().optional()),
  ADDRESS_SEARCH_KEY: z.string().optional(),
  ...outboundEnvShape,
  RETRIEVAL_API_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(z.string().url().optional()),
  RETRIEVAL_API_KEY: z.string().optional(),
  FILE_STORE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
});

export type Env = z.infer<typeof envSchema>;

/** DATA_DIR value that keeps the embedded database in memory (tests). */
export const MEMORY_DATA_DIR = 'memory://';

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  seedDemo: boolean;
  oidc: {
    /** Issuer that signs the tokens the API accepts. */
    issuer: string;
    /** True when SCOUT runs its own provider at /oidc. */
    bundled: boolean;
    clientId: string;
    audience: string;
    scope: string;
    /** Claim that names the SCOUT user in an external provider's token (matched to users.email). */
    userClaim: string;
    jwks: string | undefined;
    cookieKeys: string[] | undefined;
  };
  environment: string;
  assemblyVersion: string;
  timeZone: string;
  supportPhones: { vecmos: string; stroke: string };
  logLevel: Env['LOG_LEVEL'];
  /**
   * Which proxies in front of SCOUT are trusted to say the client's address (X-Forwarded-For) and
   * protocol (X-Forwarded-Proto): none (false), that many hops counted from SCOUT, or the proxies
   * at these addresses/CIDR ranges. Never the left-most X-Forwarded-For value a client can write.
   */
  trustProxy: TrustProxy;
  rateLimitMax: number;
  webDist: string | undefined;
  /** The development web origin trusted besides publicUrl (DEV_WEB_ORIGIN); only `npm run dev` sets it. */
  devWebOrigin: string | undefined;
  /** Address lookup (src/integrations/address): a geocoding service, or the bundled gazetteer when url is unset. */
  addressSearch: { url: string | undefined; key: string | undefined };
  /** E-mail, fax, file sharing and reach API adapters (src/integrations). */
  outbound: OutboundConfig;
  /** Where logos and attachments are kept (src/integrations/file-store). */
  fileStore: FileStoreConfig;
  /** Patient retrieval (transfer) service (src/integrations/retrieval); null: the local recording driver. */
  retrieval: { apiUrl: string; apiKey: string | undefined } | null;
}

/** false, a hop count (1, 2, ...), or proxy addresses and CIDR ranges (Fastify's trustProxy forms). */
export type TrustProxy = false | number | string[];

/** Named ranges proxy-addr (Fastify's trustProxy) understands besides addresses and CIDRs. */
const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false`/`0` (the default), a hop count, or a comma list of addresses/CIDRs. `true`
 * is refused rather than guessed: it used to trust every X-Forwarded-For value, so a client chose
 * its own address and escaped the sign-in throttle and the rate limit; counting it as one hop could
 * as well put every user behind two proxies into one shared rate-limit bucket. The operator says.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'false' || value === 'no' || value === '0') return false;
  if (value === 'true' || value === 'yes') {
    throw new Error(
      `Invalid configuration: TRUST_PROXY=${raw?.trim()} would trust any X-Forwarded-For a client sends. ` +
        'Set the number of proxies in front of SCOUT (TRUST_PROXY=1 behind one load balancer) or their ' +
        'addresses (TRUST_PROXY=10.0.0.0/8,192.168.1.5); see docs/operations.md.',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error(`Invalid configuration: TRUST_PROXY=${value}: at most 10 proxy hops`);
    return hops;
  }
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (bad.length) {
    throw new Error(
      `Invalid configuration: TRUST_PROXY: ${bad.map((b) => `"${b}"`).join(', ')} is not a proxy hop count, ` +
        'IP address or CIDR range (e.g. TRUST_PROXY=1 or TRUST_PROXY=10.0.0.0/8,192.168.1.5)',
    );
  }
  return entries;
}

export type FileStoreConfig =
  | { driver: 'local'; dir: string }
  | { driver: 'memory' }
  | { driver: 's3'; s3: S3Config };

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** endpoint/bucket/key (MinIO and most S3-compatible stores) instead of bucket.endpoint/key. */
  forcePathStyle: boolean;
}

/** FILE_STORE=s3 needs its bucket, region and keys; local keeps files under DATA_DIR/files. */
function fileStoreConfig(e: Env, dataDir: string): FileStoreConfig {
  if (e.FILE_STORE === 's3') {
    const missing = (['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (k) => !e[k],
    );
    if (missing.length) throw new Error(`Invalid configuration: FILE_STORE=s3 needs ${missing.join(', ')}`);
    const region = e.S3_REGION as string;
    return {
      driver: 's3',
      s3: {
        endpoint: (e.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, ''),
        bucket: e.S3_BUCKET as string,
        region,
        accessKeyId: e.S3_ACCESS_KEY_ID as string,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
      },
    };
  }
  // An in-memory database goes with an in-memory file store (tests): nothing is left on disk.
  return dataDir === MEMORY_DATA_DIR
    ? { driver: 'memory' }
    : { driver: 'local', dir: path.join(dataDir, 'files') };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${detail}`);
  }
  const e = parsed.data;
  if (e.DEV_WEB_ORIGIN && e.NODE_ENV === 'production') {
    throw new Error(
      'Invalid configuration: DEV_WEB_ORIGIN is for `npm run dev` only, never with NODE_ENV=production',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const bundled = !e.OIDC_ISSUER;
  const dataDir = e.DATA_DIR === MEMORY_DATA_DIR ? MEMORY_DATA_DIR : path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    seedDemo: e.SEED_DEMO ?? false,
    oidc: {
      issuer: bundled ? `${publicUrl}/oidc` : (e.OIDC_ISSUER as string).replace(/\/+$/, ''),
      bundled,
      clientId: e.OIDC_CLIENT_ID,
      audience: e.OIDC_AUDIENCE,
      scope: e.OIDC_SCOPE ?? (bundled ? 'openid profile email offline_access' : 'openid profile email'),
      userClaim: e.OIDC_USER_CLAIM,
      jwks: e.OIDC_JWKS,
      cookieKeys: e.COOKIE_KEYS?.split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    },
    environment: e.SCOUT_ENVIRONMENT,
    assemblyVersion: e.ASSEMBLY_VERSION,
    timeZone: e.SERVICE_TIME_ZONE,
    supportPhones: { vecmos: e.SUPPORT_PHONE_VECMOS, stroke: e.SUPPORT_PHONE_STROKE },
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitMax: e.RATE_LIMIT_MAX,
    webDist: e.WEB_DIST,
    devWebOrigin: e.DEV_WEB_ORIGIN ? new URL(e.DEV_WEB_ORIGIN).origin : undefined,
    addressSearch: { url: e.ADDRESS_SEARCH_URL || undefined, key: e.ADDRESS_SEARCH_KEY || undefined },
    outbound: outboundConfigFrom(e),
    fileStore: fileStoreConfig(e, dataDir),
    retrieval: e.RETRIEVAL_API_URL
      ? { apiUrl: e.RETRIEVAL_API_URL.replace(/\/+$/, ''), apiKey: e.RETRIEVAL_API_KEY || undefined }
      : null,
  };
}
