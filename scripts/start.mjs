// `npm start`: builds what is stale, then runs SCOUT (API, bundled sign-in and web app on one
// port) on the embedded database with demo data. NODE_ENV=production skips the demo data.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function newest(dir) {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}
const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

const sources = Math.max(
  newest(path.join(root, 'packages/domain/src')),
  newest(path.join(root, 'apps/web')),
  newest(path.join(root, 'apps/server/src')),
);
const built = Math.min(
  mtime(path.join(root, 'apps/web/dist/index.html')),
  mtime(path.join(root, 'apps/server/dist/main.js')),
);
if (built < sources) {
  console.log('Building SCOUT...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const env = { ...process.env };
if (env.NODE_ENV !== 'production' && env.SEED_DEMO === undefined) env.SEED_DEMO = 'true';
const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
