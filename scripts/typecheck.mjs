// `npm run typecheck`: `tsc --noEmit` for each workspace's tsconfig, as many at once as there are
// cores (tsc uses one), longest first; each one's messages are printed together when it ends.
// Fails when any of them fails.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const projects = ['apps/server', 'apps/web', 'packages/domain', 'e2e'];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'failed'}\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const lanes = Array.from({ length: Math.min(os.availableParallelism(), queue.length) }, async () => {
  let ok = true;
  for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
  return ok;
});
const results = await Promise.all(lanes);
process.exitCode = results.every(Boolean) ? 0 : 1;
