// `npm run dev`: the server with reload (tsx watch) on :3000 and Vite's dev server on :5173,
// which proxies /api and /oidc to the server. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Only this command trusts the Vite origin (sign-in redirects, CSP form-action): DEV_WEB_ORIGIN.
const env = {
  ...process.env,
  NODE_ENV: 'development',
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
  DEV_WEB_ORIGIN: process.env.DEV_WEB_ORIGIN ?? 'http://localhost:5173',
};
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], { cwd: root, env, stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: path.join(root, 'apps/web'), env, stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
