import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * SCOUT's real entry point (src/main.ts, through tsx) in a process of its own, so a test can see
 * the process end: an unhandled 'error' event or exception would end the process, not the test.
 */
export interface ChildServer {
  baseUrl: string;
  /** Exit code or signal once the process has ended; null while it runs. */
  exit(): { code: number | null; signal: NodeJS.Signals | null } | null;
  /** What the process wrote to stderr (its crash report, if any). */
  stderr(): string;
  /** SIGTERM (a graceful shutdown), SIGKILL after 10 s; resolves when it has ended. */
  stop(): Promise<void>;
}

const SERVER_DIR = path.resolve(import.meta.dirname, '..', '..');

/**
 * Starts the server with `env` (on top of a test configuration: NODE_ENV=test, in-memory data
 * directory, no rate limit, errors logged) on `port` and waits until readiness answers 200.
 */
export async function startChildServer(
  port: number,
  env: Record<string, string>,
  readyWithinMs = 120_000,
): Promise<ChildServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'error',
      RATE_LIMIT_MAX: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-20_000);
  });
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve();
    }),
  );
  const server: ChildServer = {
    baseUrl,
    exit: () => exit,
    stderr: () => stderr,
    stop: async () => {
      if (exit) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (exit) throw new Error(`The server ended while starting (${JSON.stringify(exit)}):\n${stderr}`);
    const status = await fetch(`${baseUrl}/api/health/ready`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return server;
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`The server was not ready within ${readyWithinMs} ms:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
