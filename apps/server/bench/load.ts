import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A bounded closed-loop load generator: `clients` concurrent loops for `durationMs` on loopback. */
export interface LoadResult {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

/** The p-th percentile of ascending values, rounded to 0.1 ms. */
export function percentileMs(sorted: number[], p: number): number {
  return round(percentile(sorted, p));
}

const round = (v: number) => Math.round(v * 10) / 10;

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const idx = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, idx)] ?? Number.NaN;
}

export async function runLoad(opts: {
  clients: number;
  durationMs: number;
  request: (i: number) => Promise<Response>;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let n = 0;
  const start = performance.now();
  const deadline = start + opts.durationMs;
  await Promise.all(
    Array.from({ length: opts.clients }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const res = await opts.request(n++);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        // A 304 (an unchanged dashboard's revalidation) is a success like a 200.
        if (res.status >= 400) errors++;
      }
    }),
  );
  const elapsed = performance.now() - start;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    p50: percentileMs(latencies, 50),
    p95: percentileMs(latencies, 95),
    p99: percentileMs(latencies, 99),
    rps: Math.round((latencies.length / elapsed) * 1000),
  };
}

/** Whether wrk (Debian package `wrk`) is installed: a C load generator, far lighter than this one. */
export function wrkAvailable(): boolean {
  return spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;
}

/**
 * The same closed loop driven by wrk (one thread, `clients` connections, each sending its next
 * request when the previous answer has arrived), cycling through `paths`. On a machine where
 * client, server and database share the cores, the Node generator above costs ~0.7 ms of CPU per
 * request; wrk costs a few microseconds, so the figures are the server's, not the client's.
 */
export function runWrk(opts: {
  baseUrl: string;
  headers: Record<string, string>;
  paths: string[];
  clients: number;
  durationMs: number;
}): LoadResult {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-wrk-'));
  try {
    const pathsFile = path.join(dir, 'paths.txt');
    fs.writeFileSync(pathsFile, `${opts.paths.join('\n')}\n`);
    const headers = Object.entries(opts.headers)
      .map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`)
      .join('\n');
    const script = path.join(dir, 'load.lua');
    fs.writeFileSync(
      script,
      `local paths = {}
for line in io.lines(${JSON.stringify(pathsFile)}) do paths[#paths + 1] = line end
local i = 0
${headers}
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i % #paths) + 1])
end
done = function(summary, latency)
  local e = summary.errors
  io.write(string.format("RESULT %d %d %.3f %.3f %.3f %.3f\\n", summary.requests,
    e.connect + e.read + e.write + e.timeout + e.status, summary.duration / 1e6,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000))
end
`,
    );
    const run = (clients: number, seconds: number) =>
      spawnSync(
        'wrk',
        ['-t1', `-c${clients}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, opts.baseUrl],
        {
          encoding: 'utf8',
        },
      );
    // Warm-up at the measured concurrency: the pools open their connections and each connection
    // prepares its statements here, not in the measured run.
    run(opts.clients, 3);
    const out = run(opts.clients, Math.max(1, Math.round(opts.durationMs / 1000)));
    const line = out.stdout.split('\n').find((l) => l.startsWith('RESULT '));
    if (!line) throw new Error(`wrk gave no result: ${out.stderr || out.stdout}`);
    const [requests, errors, seconds, p50, p95, p99] = line.split(' ').slice(1).map(Number) as number[];
    return {
      requests: requests as number,
      errors: errors as number,
      p50: round(p50 as number),
      p95: round(p95 as number),
      p99: round(p99 as number),
      rps: Math.round((requests as number) / (seconds as number)),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
