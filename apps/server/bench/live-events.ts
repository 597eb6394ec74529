/**
 * Live dashboards (issue 15): BENCH_LIVE_STREAMS (default 1,000) idle browsers connected to
 * GET /api/events, on loopback: the server's resident memory and CPU at rest; then 50 writes/s (ECMO
 * section saves, in turn to BENCH_LIVE_CASES cases created for the run) for BENCH_SECONDS, and how
 * long each write takes to reach every stream, from the moment the write was sent (an upper bound
 * on commit to notice); beside it, the server's CPU for the same browsers polling their dashboard
 * every 10 s instead (100 requests/s, 304 answers). Run on each database as the other seeded
 * benchmarks (harness.ts `onEachDatabase`; BENCH_DATABASES picks one); the demo data is the
 * server's own.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { openEvents, type SseStream } from '../src/modules/events/sse-client.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-data.ts';
import { ecmoNewCaseBody as newCaseBody, profileBody } from '../tools/request-bodies.ts';
import { signIn } from '../tools/sign-in.ts';
import { type BenchServer, DURATION_MS, onEachDatabase } from './harness.ts';
import { percentileMs } from './load.ts';
import { serverPid } from './server-memory.ts';

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 1_000);
const WRITES_PER_SECOND = Number(process.env.BENCH_LIVE_WRITES ?? 50);
/**
 * The writes go to this many cases in turn (each case is saved every CASES / 50 s): the feed folds
 * the changes of one record within a tick into one notice, so each write is timed to the notice of
 * its own case (the k-th notice of a case answers its k-th write), which needs a case's writes to
 * be further apart than a tick (100 ms) and a notice's delay.
 */
const CASES = Number(process.env.BENCH_LIVE_CASES ?? 50);
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

const CHANGE = 'event: change\ndata: {';

/** When change notices reached one stream, and the case of each. */
interface Arrivals {
  times: number[];
  ids: number[];
}

/**
 * A stream for the timed part: node:http with a 'data' listener that only finds change events
 * (and their case id) and stamps their arrival, so 1,000 readers of 50 notices/s each (50,000
 * events/s) do not make the benchmark's own client the bottleneck (fetch, a decoder, a parser and a
 * timer per event did: the p95 it measured was mostly the client's queue).
 */
function countChanges(baseUrl: string, token: string, arrivals: Arrivals): Promise<() => void> {
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
          let end = 0;
          for (let at = text.indexOf(CHANGE); at >= 0; at = text.indexOf(CHANGE, end)) {
            const close = text.indexOf('\n\n', at);
            if (close < 0) break; // the rest of this event comes with the next chunk
            const data = text.slice(at + CHANGE.length - 1, close);
            const id = /"id":(\d+)/.exec(data);
            arrivals.times.push(now);
            arrivals.ids.push(id ? Number(id[1]) : -1);
            end = close + 2;
          }
          // Keep an unfinished event (or a possible start of the marker) for the next chunk.
          const open = text.indexOf(CHANGE, end);
          tail = open >= 0 ? text.slice(open) : text.slice(Math.max(end, text.length - CHANGE.length + 1));
        });
        res.on('error', () => undefined);
        resolve(() => req.destroy());
      },
    );
    req.on('error', reject);
  });
}

async function benchOn({ label, baseUrl, headers }: BenchServer) {
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
      callTakerId: number;
      referrer: { referrerHospitalId: number };
    };
    const hospitalId = current.referrer.referrerHospitalId;
    // The cases written to: a new patient each (one open ECMO case per patient), created as the manager.
    const cases: number[] = [];
    for (let i = 0; i < CASES; i++) {
      const lastName = `Livebench${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`;
      const patient = await fetch(`${baseUrl}/api/ccmp/patientprofiles`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(profileBody(hospitalId, { lastName })),
      });
      if (patient.status !== 201) throw new Error(`patient: ${patient.status} ${await patient.text()}`);
      const { id: patientId } = (await patient.json()) as { id: number };
      const created = await fetch(`${baseUrl}/api/ecmo/cases`, {
        method: 'POST',
        headers: auth(manager),
        body: JSON.stringify(newCaseBody(patientId, hospitalId, current.callTakerId)),
      });
      if (created.status !== 201) throw new Error(`case: ${created.status} ${await created.text()}`);
      cases.push(((await created.json()) as { id: number }).id);
    }
    const loadAtStart = os.loadavg();

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

    // 50 writes a second: each stream receives every notice; the k-th notice of a case answers the
    // k-th write to it.
    // The idle streams (the web's own parser) are closed and as many light counting readers open.
    for (const st of streams.splice(0)) st.close();
    const arrivals = Array.from({ length: STREAMS }, (): Arrivals => ({ times: [], ids: [] }));
    const stoppers: Array<() => void> = [];
    for (let i = 0; i < STREAMS; i += 100)
      stoppers.push(
        ...(await Promise.all(
          arrivals.slice(i, i + 100).map((times) => countChanges(baseUrl, reader, times)),
        )),
      );
    await sleep(1_000);
    // Per case, when each of its writes was sent and answered (in sending order; NaN: it failed).
    const sentTo = new Map<number, number[]>(cases.map((id) => [id, []]));
    const answeredTo = new Map<number, number[]>(cases.map((id) => [id, []]));
    const writeLatencies: number[] = [];
    let writes = 0;
    const writeStart = usage(pid);
    await paced(WRITES_PER_SECOND, DURATION_MS, async (i) => {
      const id = cases[i % cases.length] as number;
      const slots = sentTo.get(id) as number[];
      const answers = answeredTo.get(id) as number[];
      const slot = slots.push(performance.now()) - 1;
      answers.push(Number.NaN);
      const res = await fetch(`${baseUrl}/api/ecmo/cases/${id}/referrerinformation`, {
        method: 'PATCH',
        headers: auth(manager),
        body: JSON.stringify({
          ...newCaseBody(0, hospitalId, 0),
          lastModified: new Date().toISOString(),
          forceUpdate: true,
        }),
      });
      await res.arrayBuffer();
      answers[slot] = performance.now();
      writeLatencies.push(answers[slot] - (slots[slot] as number));
      if (res.ok) writes++;
      else slots[slot] = Number.NaN;
    });
    await sleep(2_000);
    const writeEnd = usage(pid);
    const loadAtEnd = os.loadavg();
    for (const stop of stoppers) stop();
    for (const [id, slots] of sentTo) {
      const answers = answeredTo.get(id) as number[];
      sentTo.set(
        id,
        slots.filter((t) => !Number.isNaN(t)),
      );
      answeredTo.set(
        id,
        answers.filter((_, k) => !Number.isNaN(slots[k])),
      );
    }
    const latencies: number[] = [];
    // From the write's answer instead (a lower bound: the commit comes before it).
    const afterAnswer: number[] = [];
    let delivered = 0;
    for (const { times, ids } of arrivals) {
      delivered += times.length;
      const seen = new Map<number, number>();
      times.forEach((t, n) => {
        const id = ids[n] as number;
        const k = seen.get(id) ?? 0;
        seen.set(id, k + 1);
        const origin = sentTo.get(id)?.[k];
        if (origin !== undefined) latencies.push(t - origin);
        const answered = answeredTo.get(id)?.[k];
        if (answered !== undefined) afterAnswer.push(t - answered);
      });
    }
    latencies.sort((x, y) => x - y);
    afterAnswer.sort((x, y) => x - y);
    writeLatencies.sort((x, y) => x - y);

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
    const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
    console.log(`  load average ${load(loadAtStart)} at start, ${load(loadAtEnd)} after the writes`);
    console.log(
      `  ${writes} writes to ${cases.length} cases in ${seconds} s (${(writes / seconds).toFixed(0)}/s), ${delivered} notices delivered ` +
        `(${((delivered / Math.max(1, writes * STREAMS)) * 100).toFixed(1)}% of writes x streams); ` +
        `write answered in p50 ${percentileMs(writeLatencies, 50).toFixed(0)} ms, p95 ${percentileMs(writeLatencies, 95).toFixed(0)} ms`,
    );
    console.log(
      `  write sent -> notice received at a stream: p50 ${percentileMs(latencies, 50).toFixed(0)} ms, ` +
        `p95 ${percentileMs(latencies, 95).toFixed(0)} ms, p99 ${percentileMs(latencies, 99).toFixed(0)} ms`,
    );
    console.log(
      `  write answered -> notice received (a lower bound; negative: the notice came first): ` +
        `p50 ${percentileMs(afterAnswer, 50).toFixed(0)} ms, p95 ${percentileMs(afterAnswer, 95).toFixed(0)} ms, ` +
        `p99 ${percentileMs(afterAnswer, 99).toFixed(0)} ms`,
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
