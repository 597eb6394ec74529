/**
 * What every benchmark needs around the load: a free loopback port, the built server started as
 * its own process (so it does not share an event loop with the load generator), a clean stop,
 * and whether a PostgreSQL server answers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Starts apps/server/dist/main.js with demo data and waits (up to 2 minutes) for /api/health. */
export async function startServer(
  env: Record<string, string>,
): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS: node flags for the server alone (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`
  // to profile it, which NODE_OPTIONS does not allow).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  // BENCH_SERVER_MAIN: another copy of the built server (a long run is then safe from rebuilds of
  // apps/server/dist meanwhile); its path must end in apps/server/dist/main.js (server-memory.ts).
  const main = process.env.BENCH_SERVER_MAIN ?? path.join(root, 'apps/server/dist/main.js');
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      ...env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '10000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health/ready`)).ok) return { baseUrl, child };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('server did not start');
}

export async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

export async function postgresAvailable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
