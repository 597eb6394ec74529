import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/demo.ts';
import { tokenFor } from '../../test/clients.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 23 item 5: every CSV export's header names each column once (a spreadsheet, a registry
 * import or a script keys columns by their header). Each export is asked for over HTTP with every
 * column, of the demo data, and its header read by a real CSV reader (python3's csv module), not
 * by the server's own parser.
 */

const EXPORTER = 'exporter@scout.example';

/** The header row of a CSV document, as python3's csv module reads it (BOM dropped). */
function headerOf(csv: Buffer): string[] {
  const script =
    'import csv, io, json, sys\n' +
    "rows = csv.reader(io.TextIOWrapper(sys.stdin.buffer, encoding='utf-8-sig', newline=''))\n" +
    'print(json.dumps(next(rows)))\n';
  return JSON.parse(execFileSync('python3', ['-c', script], { input: csv }).toString()) as string[];
}

const EXPORTS: Array<{ name: string; method: 'GET' | 'POST'; path: string; body?: unknown }> = [
  {
    name: 'VST consults',
    method: 'POST',
    path: '/api/vst/vstdataexport/generate/csv',
    body: { category: 'Consult', searchQuery: null, sections: null },
  },
  {
    name: 'VST follow-ups',
    method: 'POST',
    path: '/api/vst/vstdataexport/generate/csv',
    body: { category: 'Followup', searchQuery: null, sections: null },
  },
  {
    name: 'VTIS consults',
    method: 'POST',
    path: '/api/vtis/vtisdataexport/generate/csv',
    body: { category: 'VtisConsult', vtisSearchQuery: null, sections: null },
  },
  {
    name: 'VTIS follow-ups',
    method: 'POST',
    path: '/api/vtis/vtisdataexport/generate/csv',
    body: { category: 'VtisFollowup', vtisSearchQuery: null, sections: null },
  },
  {
    name: 'AuSCR',
    method: 'POST',
    path: '/api/vtis/vtisdataexport/generate/auscr',
    body: { category: 'VtisConsult', searchQuery: null, sections: null, vtisSearchQuery: null },
  },
  {
    name: 'reperfusion cases',
    method: 'GET',
    path: '/api/vst/reperfusion-cases/export-data?fromDate=2000-01-01&toDate=2099-12-31',
  },
];

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  token = await tokenFor(t, EXPORTER);
});
afterAll(() => t?.close());

describe('CSV export headers', () => {
  it.each(EXPORTS)('names each column of the $name export once', async ({ method, path, body }) => {
    const res = await fetch(`${t.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const header = headerOf(Buffer.from(await res.arrayBuffer()));
    expect(header.length).toBeGreaterThan(10);
    const repeated = header.filter((label, i) => header.indexOf(label) !== i);
    expect(repeated).toEqual([]);
  });

  it('gives a label the referrer and the patient share its section: Referrer Hospital, Patient Hospital', async () => {
    const res = await fetch(`${t.baseUrl}/api/vst/vstdataexport/generate/csv/columns?category=Consult`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const sections = (await res.json()) as Array<{ sectionId: string; columns: Array<{ name: string }> }>;
    const names = (id: string) => sections.find((s) => s.sectionId === id)?.columns.map((c) => c.name);
    expect(names('referrerInformation')).toEqual(
      expect.arrayContaining([
        'First Name',
        'Referrer Hospital',
        'Referrer Hospital Unit',
        'Referrer Hospital Address',
      ]),
    );
    expect(names('patientInformation')).toEqual(
      expect.arrayContaining([
        'Patient Hospital',
        'Patient Hospital Unit',
        'URN/THCI',
        'Patient Hospital Address',
      ]),
    );
  });
});
