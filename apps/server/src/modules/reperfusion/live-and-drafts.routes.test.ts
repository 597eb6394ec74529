/**
 * The reperfusion register has what every case record has (issue 25 item 7): its changes are
 * announced live (change feed and trigger, migration 0027) and its sections have never-lost
 * drafts. It was registered by hand outside the case-module lists and silently had neither.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../test/clients.ts';
import type { ApiClient } from '../../test/http.ts';
import {
  REPERFUSION,
  reperfusionConsult,
  saveCase,
  startRegisterApp,
} from '../../test/support/reperfusion.ts';
import { type Ids, VST_MANAGE } from '../../test/support/vst.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { ChangeNotice } from '../events/change-feed.ts';
import { openEvents, type SseStream } from '../events/sse-client.ts';

let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let ids: Ids;
const streams: SseStream[] = [];

beforeAll(async () => {
  ({ t, manager, reader, ids } = await startRegisterApp());
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t?.close();
});

const imaging = {
  primaryImagingFollowUpStatus: 'Imaging yet to be completed',
  secondaryImagingFollowUpStatus: null,
};

describe('the reperfusion register, live', () => {
  it('announces a saved register case to a browser that may read it', async () => {
    const c = await reperfusionConsult(t, manager, ids, 'thrombolysed');
    const stream = await openEvents(t.baseUrl, await tokenFor(t, VST_MANAGE));
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next('ready');

    const saved = await saveCase(manager, c.id, { imagingDetails: imaging });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    for (;;) {
      const notice = JSON.parse((await stream.next('change', 15_000)).data) as ChangeNotice;
      if (notice.module === 'vst-reperfusion' && notice.id === c.id) break;
    }
  });
});

describe('drafts of a register case section', () => {
  it('are kept for their author, read back, and refused to a reader without write access', async () => {
    const c = await reperfusionConsult(t, manager, ids, 'ecr');
    expect((await manager.get(`${REPERFUSION}/${c.id}`)).status).toBe(200);
    const values = { ...imaging, primaryImagingFollowUpStatus: 'Fax received' };
    const put = await manager.put(`/api/drafts/vst-reperfusion/${c.id}/imagingDetails`, { values });
    expect(put.status, JSON.stringify(put.body)).toBe(204);
    const read = await manager.get(`/api/drafts/vst-reperfusion/${c.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual([{ section: 'imagingDetails', values, savedAt: expect.any(String) }]);
    expect((await reader.put(`/api/drafts/vst-reperfusion/${c.id}/imagingDetails`, { values })).status).toBe(
      403,
    );
    expect((await manager.delete(`/api/drafts/vst-reperfusion/${c.id}`)).status).toBe(204);
    expect((await manager.get(`/api/drafts/vst-reperfusion/${c.id}`)).body).toEqual([]);
  });
});
