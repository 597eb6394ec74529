/**
 * Live dashboards (issue 15): BENCH_LIVE_STREAMS (default 1,000) idle browsers connected to
 * GET /api/events, on loopback: the server's resident memory and CPU at rest; then 50 writes/s (ECMO
 * section saves) for BENCH_SECONDS, and how long each write takes to reach every stream, from the
 * moment the write was sent (an upper bound on commit to notice); beside it, the server's CPU for
 * the same browsers polling their dashboard every 10 s instead (100 requests/s, 304 answers).
 * Run on each database as the other seeded benchmarks (harness.ts `onEachDatabase`;
 * BENCH_DATABASES picks one); the demo data is the server's own.
 */
import fs from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { newCaseBody } from '../src/modules/ecmo/test-support.ts';
import { openEvents, type SseStream } from '../src/modules/events/sse-client.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-data.ts';
import { signIn } from '../src/test/sign-in.ts';
import { type BenchServer, DURATION_MS, onEachDatabase } from './harness.ts';
import { percentileMs } from './load.ts';
import { serverPid } from './server-memory.ts';

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 1_000);
const WRITES_PER_SECOND = 50;
const POLL_RATE = STREAMS / 10;
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** CPU seconds (user + system) the process has used so far, and its resident set in MB. */
function usage(pid: number): { cpu: number; rssMb: number } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpu = (Number(fields[11]) + Number(fields[12])) / TICKS;
  const rss = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return { cpu, rssMb: rss ? Number(rss[1]) / 1024 : Number.NaN };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Calls `once` `rate` times a second for `ms`, without waiting for answers; resolves when all are done. */
async function paced(rate: number, ms: number, once: (i: number) => Promise<unknown>) {
  const pending: Promise<unknown>[] = [];
  const start = performance.now();
  for (let i = 0; performance.now() - start < ms; i++) {
    pending.push(once(i).catch(() => undefined));
    const due = start + ((i + 1) * 1000) / rate;
    await sleep(Math.max(0, due - performance.now()));
  }
  await Promise.all(pending);
}

const CHANGE = 'event: change\n';

/**
 * A stream for the timed part: node:http with a 'data' listener that only counts change events
 * and stamps their arrival, so 1,000 readers of 50 notices/s each (50,000 events/s) do not make
 * the benchmark's own client the bottleneck (fetch, a decoder, a parser and a timer per event did:
 * the p95 it measured was mostly the client's queue).
 */
function countChanges(baseUrl: string, token: string, arrivals: number[]): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${baseUrl}/api/events`,
      { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`events answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let tail = '';
        res.on('data', (chunk: string) => {
          const now = performance.now();
          const text = tail + chunk;
          for (let at = text.indexOf(CHANGE); at >= 0; at = text.indexOf(CHANGE, at + CHANGE.length))
            arrivals.push(now);
          // Keep a possible half of the marker for the next chunk (never a whole one: counted).
          tail = text.slice(Math.max(0, text.length - CHANGE.length + 1));
        });
        res.on('error', () => undefined);
        resolve(() => req.destroy());
      },
    );
    req.on('error', reject);
  });
}

async function benchOn({ label, baseUrl }: BenchServer) {
  const pid = serverPid();
  if (pid === null) throw new Error('benchmarked server process not found');
  const streams: SseStream[] = [];
  try {
    const manager = (await signIn(baseUrl, 'ecmo.manage@scout.example', DEMO_PASSWORD)).accessToken;
    const reader = (await signIn(baseUrl, 'ecmo.read@scout.example', DEMO_PASSWORD)).accessToken;
    const auth = (token: string) => ({
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    });
    const open = (await (
      await fetch(`${baseUrl}/api/ecmo/cases/open`, { headers: auth(reader) })
    ).json()) as {
      id: number;
    }[];
    const caseId = open[0]?.id;
    if (!caseId) throw new Error('no open ECMO case to write to');
    const current = (await (
      await fetch(`${baseUrl}/api/ecmo/cases/${caseId}`, { headers: auth(reader) })
    ).json()) as {
      referrer: { referrerHospitalId: number };
    };

    const before = usage(pid);
    for (let i = 0; i < STREAMS; i += 100) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(100, STREAMS - i) }, () => openEvents(baseUrl, reader)),
      );
      streams.push(...batch);
    }
    await Promise.all(streams.map((s) => s.next('ready', 30_000)));
    const connected = usage(pid);
    await sleep(DURATION_MS);
    const rest = usage(pid);
    const idleCpuPercent = ((rest.cpu - connected.cpu) / (DURATION_MS / 1000)) * 100;

    // 50 writes a second: each stream receives every notice; the k-th notice answers the k-th commit.
    // The idle streams (the web's own parser) are closed and as many light counting readers open.
    for (const st of streams.splice(0)) st.close();
    const arrivals = Array.from({ length: STREAMS }, () => [] as number[]);
    const stoppers: Array<() => void> = [];
    for (let i = 0; i < STREAMS; i += 100)
      stoppers.push(
        ...(await Promise.all(
          arrivals.slice(i, i + 100).map((times) => countChanges(baseUrl, reader, times)),
        )),
      );
    await sleep(1_000);
    const sent: number[] = [];
    const writeStart = usage(pid);
    await paced(WRITES_PER_SECOND, DURATION_MS, async () => {
      const at = performance.now();
      const res = await fetch(`${baseUrl}/api/ecmo/cases/${caseId}/referrerinformation`, {
        method: 'PATCH',
        headers: auth(manager),
        body: JSON.stringify({
          ...newCaseBody(0, current.referrer.referrerHospitalId, 0),
          lastModified: new Date().toISOString(),
          forceUpdate: true,
        }),
      });
      if (res.ok) sent.push(at);
      await res.arrayBuffer();
    });
    await sleep(2_000);
    const writeEnd = usage(pid);
    for (const stop of stoppers) stop();
    sent.sort((x, y) => x - y);
    const latencies: number[] = [];
    let delivered = 0;
    for (const times of arrivals) {
      delivered += times.length;
      times.forEach((t, k) => {
        const origin = sent[k];
        if (origin !== undefined) latencies.push(t - origin);
      });
    }
    latencies.sort((x, y) => x - y);

    // The same browsers polling their dashboard every 10 s instead (the unchanged answer: 304).
    const etag =
      (await fetch(`${baseUrl}/api/ecmo/cases/open`, { headers: auth(reader) })).headers.get('etag') ?? '';
    const pollStart = usage(pid);
    const pollLatencies: number[] = [];
    await paced(POLL_RATE, DURATION_MS, async () => {
      const at = performance.now();
      const res = await fetch(`${baseUrl}/api/ecmo/cases/open`, {
        headers: { ...auth(reader), 'if-none-match': etag },
      });
      await res.arrayBuffer();
      pollLatencies.push(performance.now() - at);
    });
    const pollEnd = usage(pid);
    pollLatencies.sort((x, y) => x - y);

    const seconds = DURATION_MS / 1000;
    console.log(`\nLive dashboards, ${label}: ${STREAMS} streams on loopback`);
    console.log(
      `  server RSS: ${before.rssMb.toFixed(0)} MB before, ${rest.rssMb.toFixed(0)} MB with the streams open`,
    );
    console.log(`  server CPU at rest with ${STREAMS} streams: ${idleCpuPercent.toFixed(1)}% of one core`);
    console.log(
      `  ${sent.length} writes in ${seconds} s (${(sent.length / seconds).toFixed(0)}/s), ${delivered} notices delivered ` +
        `(${((delivered / Math.max(1, sent.length * STREAMS)) * 100).toFixed(1)}% of writes x streams)`,
    );
    console.log(
      `  write sent -> notice received at a stream: p50 ${percentileMs(latencies, 50).toFixed(0)} ms, ` +
        `p95 ${percentileMs(latencies, 95).toFixed(0)} ms, p99 ${percentileMs(latencies, 99).toFixed(0)} ms`,
    );
    console.log(
      `  server CPU while writing and notifying: ${(((writeEnd.cpu - writeStart.cpu) / (seconds + 2)) * 100).toFixed(0)}% of one core`,
    );
    console.log(
      `  the same ${STREAMS} browsers polling every 10 s instead (${POLL_RATE} requests/s, 304): server CPU ` +
        `${(((pollEnd.cpu - pollStart.cpu) / seconds) * 100).toFixed(0)}% of one core, p95 ${percentileMs(pollLatencies, 95).toFixed(0)} ms`,
    );
  } finally {
    for (const s of streams) s.close();
  }
}

export async function benchLiveEvents() {
  await onEachDatabase('live', async () => undefined, benchOn);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchLiveEvents();
}
