import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { fillNewCaseReferrer, pickCallTakerAndNewPatient } from '../tests/case-fixtures.ts';
import { DEMO_PASSWORD } from '../tests/helpers.ts';

/**
 * Scale-out (issue 15 item 4, docs/operations.md "N processes behind a load balancer"): processes
 * A and B are the built server (apps/server/dist/main.js) on one scratch PostgreSQL database, with
 * the settings that must match (PUBLIC_URL, OIDC_JWKS, COOKIE_KEYS). A watcher's browser talks to
 * B; a creator's browser is "load-balanced" to A (every API call it makes is forwarded to A's port).
 * The watcher's open dashboard shows the case created through A without a reload (the notice went
 * A -> PostgreSQL NOTIFY -> B -> the watcher's stream); then an administrator disables the watcher
 * through A, and B refuses the watcher's next call.
 */

const ADMIN_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(import.meta.dirname, '..', '..');
const database = `scout_scaleout_${process.pid}`;
const processes: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function sharedSecrets() {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return {
    OIDC_JWKS: JSON.stringify({ keys: [{ ...jwk, kid: crypto.randomUUID(), alg: 'RS256', use: 'sig' }] }),
    COOKIE_KEYS: crypto.randomBytes(32).toString('base64url'),
  };
}

async function startProcess(port: number, env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      PORT: String(port),
      ...env,
    },
  });
  processes.push(child);
  const own = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`SCOUT on port ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${own}/api/health/ready`)).ok) return own;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`SCOUT on port ${port} did not become ready`);
}

/** The access token oidc-client-ts keeps for the signed-in page (localStorage `oidc.user:...`). */
async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    type Store = { length: number; key(i: number): string | null; getItem(k: string): string | null };
    const store = (globalThis as unknown as { localStorage: Store }).localStorage;
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i) ?? '';
      if (key.startsWith('oidc.user:')) return JSON.parse(store.getItem(key) ?? '{}').access_token as string;
    }
    throw new Error('not signed in');
  });
}

async function signInAt(page: Page, url: string, email: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Sign in to SCOUT' })).toBeVisible();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

let aUrl = '';
let bUrl = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  try {
    await adminQuery(`CREATE DATABASE ${database}`);
  } catch (error) {
    throw new Error(
      `The scale-out test needs a PostgreSQL server (E2E_DATABASE_URL, default ${ADMIN_URL}): ${String(error)}`,
    );
  }
  const [portA, portB] = [await freePort(), await freePort()];
  // Behind a load balancer every process has the same public address: here B's, where browsers go.
  bUrl = `http://127.0.0.1:${portB}`;
  const shared = {
    ...sharedSecrets(),
    DATABASE_URL: ADMIN_URL.replace(/\/[^/]*$/, `/${database}`),
    PUBLIC_URL: bUrl,
  };
  aUrl = await startProcess(portA, { ...shared, SEED_DEMO: 'true' });
  await startProcess(portB, shared);
});

test.afterAll(async () => {
  for (const child of processes) child.kill('SIGTERM');
  await Promise.all(
    processes.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  );
  await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

test('a dashboard on process B shows a case created through process A; a user disabled through A is refused by B', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const watcherContext = await browser.newContext();
  const creatorContext = await browser.newContext();
  // The creator's browser is balanced to A: its API calls (not the sign-in pages) go to A's port.
  let forwardedToA = 0;
  // (Its change stream stays on B: a stream never ends, so it cannot be fetched and fulfilled.)
  await creatorContext.route(`${bUrl}/api/**`, async (route) => {
    if (route.request().url().endsWith('/api/events')) return route.continue();
    forwardedToA++;
    const response = await route.fetch({ url: route.request().url().replace(bUrl, aUrl) });
    await route.fulfill({ response });
  });
  const watcher = await watcherContext.newPage();
  const creator = await creatorContext.newPage();

  const streamOpened = watcher.waitForResponse((r) => r.url() === `${bUrl}/api/events` && r.status() === 200);
  await signInAt(watcher, `${bUrl}/ecmo/cases`, 'ecmo.read@scout.example');
  await expect(watcher.getByRole('heading', { name: 'Open Cases' })).toBeVisible();
  await streamOpened;

  const lastName = `Scaleout${Date.now() % 1_000_000}`;
  await signInAt(creator, `${bUrl}/ecmo/new`, 'ecmo.manage@scout.example');
  await expect(creator.getByRole('heading', { name: 'New Case' })).toBeVisible();
  await pickCallTakerAndNewPatient(creator, {
    lastName,
    firstName: 'Ari',
    dateOfBirth: '03/04/1970',
    gender: 'Female',
    street: ['1', 'High Street', 'Carlton', '3053'],
  });
  await fillNewCaseReferrer(creator, 'ICU Cons');
  await creator.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(creator.getByText('ECMO case created successfully.')).toBeVisible();
  expect(forwardedToA).toBeGreaterThan(0);

  // While the stream is live the dashboard polls every 2 minutes: a card within seconds came from B's stream.
  await expect(watcher.getByText(new RegExp(`Ari ${lastName}`))).toBeVisible({ timeout: 5_000 });

  // An administrator disables the watcher through A's API.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAt(adminPage, bUrl, 'admin@scout.example');
  await expect(adminPage.getByTestId('tile-resources')).toBeVisible();
  const adminToken = await tokenOf(adminPage);
  const watcherToken = await tokenOf(watcher);
  const asAdmin = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const me = await fetch(`${bUrl}/api/ccmp/admin/users/current`, {
    headers: { authorization: `Bearer ${watcherToken}` },
  });
  expect(me.status).toBe(200);
  const watcherId = ((await me.json()) as { userId: number }).userId;
  const record = (await (
    await fetch(`${aUrl}/api/ccmp/admin/users/${watcherId}`, { headers: asAdmin })
  ).json()) as Record<string, unknown>;
  const disabled = await fetch(`${aUrl}/api/ccmp/admin/users/${watcherId}`, {
    method: 'PUT',
    headers: asAdmin,
    body: JSON.stringify({ ...record, accountEnabled: false }),
  });
  expect(disabled.status, await disabled.clone().text()).toBe(200);

  // B refuses the watcher's very next call (it reads the user's current record, told by NOTIFY).
  const refused = await fetch(`${bUrl}/api/ecmo/cases/open`, {
    headers: { authorization: `Bearer ${watcherToken}` },
  });
  expect([401, 403]).toContain(refused.status);
  await creatorContext.unrouteAll({ behavior: 'ignoreErrors' });
  await Promise.all([watcherContext.close(), creatorContext.close(), adminContext.close()]);
});
