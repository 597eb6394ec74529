// Starts the built server for the browser tests on a fresh embedded database with demo data.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-e2e-'));
const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'true', NODE_ENV: 'test', RATE_LIMIT_MAX: '100000' },
});
const stop = (signal) => child.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
