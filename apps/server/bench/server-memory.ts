/**
 * The benchmarked server's memory while one streamed download runs (the exports: VTIS AuSCR,
 * VST CSV and monthly report): the harness starts the built server as a child of this process
 * (server-process.ts `startServer`, spawned without a shell) and keeps its ChildProcess to itself,
 * so the server is found as this process's child running apps/server/dist/main.js.
 */
import fs from 'node:fs';

/** How often the server's resident set is sampled while a download streams. */
export const RSS_SAMPLE_MS = 50;

/** The pid of the benchmarked server (this process's child running dist/main.js), or null. */
export function serverPid(): number | null {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 4 (ppid) follows the command name in parentheses, which may hold spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid) continue;
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmdline.includes('apps/server/dist/main.js')) found.push(Number(entry));
    } catch {
      // The process ended meanwhile, or is not ours to read.
    }
  }
  return found.length === 1 ? (found[0] as number) : null;
}

/** A line of /proc/<pid>/status in kB (VmRSS, VmHWM), or null. */
function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const m = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Resets the process's peak RSS (VmHWM) to its current RSS (Linux: "5" to clear_refs, on a process
 * of ours), so that VmHWM afterwards is the peak of what follows, not of the load before it.
 */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export const mb = (kb: number | null) => (kb === null ? 'n/a' : `${(kb / 1024).toFixed(0)} MB`);

export interface MeasuredDownload {
  status: number;
  /** The x-row-count header the server announced. */
  rowHeader: string | null;
  bytes: number;
  /** Line feeds received (a CSV's rows plus its header). */
  lines: number;
  firstByteMs: number;
  wallMs: number;
  /** The server's pid and RSS (kB) before, and its peak during the download. */
  pid: number | null;
  before: number | null;
  peak: number | null;
  peakHow: string;
  /** The start of an error answer's body. */
  error: string | null;
}

/**
 * One download, streamed to the end: wall time, first byte, bytes, line feeds, and the server's
 * RSS before and its peak during (the kernel's VmHWM after a reset, or the highest VmRSS sampled
 * every RSS_SAMPLE_MS when the reset is refused).
 */
export async function measureDownload(request: () => Promise<Response>): Promise<MeasuredDownload> {
  const pid = serverPid();
  const before = pid === null ? null : statusKb(pid, 'VmRSS');
  const peakReset = pid !== null && resetPeak(pid);
  let sampled = before ?? 0;
  const sampler =
    pid === null
      ? null
      : setInterval(() => {
          sampled = Math.max(sampled, statusKb(pid, 'VmRSS') ?? 0);
        }, RSS_SAMPLE_MS);
  const t0 = performance.now();
  let firstByteMs = Number.NaN;
  let bytes = 0;
  let lines = 0;
  let status = 0;
  let rowHeader: string | null = null;
  let error: string | null = null;
  try {
    const res = await request();
    status = res.status;
    rowHeader = res.headers.get('x-row-count');
    if (!res.ok) error = (await res.text()).slice(0, 300);
    else if (res.body) {
      for await (const chunk of res.body) {
        if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - t0;
        bytes += chunk.byteLength;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      }
    }
  } finally {
    if (sampler) clearInterval(sampler);
  }
  const wallMs = performance.now() - t0;
  if (pid !== null) sampled = Math.max(sampled, statusKb(pid, 'VmRSS') ?? 0);
  const hwm = pid !== null && peakReset ? statusKb(pid, 'VmHWM') : null;
  const peak = pid === null ? null : Math.max(sampled, hwm ?? 0);
  const peakHow =
    pid === null
      ? 'server process not found: RSS not measured'
      : peakReset
        ? `VmHWM after a reset, and VmRSS every ${RSS_SAMPLE_MS} ms`
        : `VmRSS every ${RSS_SAMPLE_MS} ms (VmHWM reset refused)`;
  return { status, rowHeader, bytes, lines, firstByteMs, wallMs, pid, before, peak, peakHow, error };
}
