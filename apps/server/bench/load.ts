/** A bounded closed-loop load generator: `clients` concurrent loops for `durationMs` on loopback. */
export interface LoadResult {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

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
        if (!res.ok) errors++;
      }
    }),
  );
  const elapsed = performance.now() - start;
  latencies.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    requests: latencies.length,
    errors,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    rps: Math.round((latencies.length / elapsed) * 1000),
  };
}
