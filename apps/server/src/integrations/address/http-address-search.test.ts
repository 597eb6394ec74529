import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PATIENT_MESSAGES as M } from '@scout/domain/patients/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddressSearch } from './address-search.ts';

/** A loopback geocoder answering like Azure Maps "Search Address"; remembers the last request. */
let server: http.Server;
let base: string;
let lastUrl: URL | null = null;
let mode: 'ok' | 'error' | 'slow' = 'ok';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    lastUrl = new URL(req.url ?? '/', 'http://localhost');
    if (mode === 'error') {
      res.writeHead(503).end('unavailable');
      return;
    }
    const answer = () =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          summary: { query: lastUrl?.searchParams.get('query') },
          results: [
            {
              type: 'Point Address',
              address: {
                streetNumber: '300',
                streetName: 'Grattan Street',
                municipalitySubdivision: 'Parkville',
                municipality: 'Melbourne',
                countrySubdivision: 'Victoria',
                postalCode: '3050',
                countryCode: 'AU',
                freeformAddress: '300 Grattan Street, Parkville VIC 3050',
              },
            },
            { type: 'Geography', address: { municipality: 'Somewhere' } },
          ],
        }),
      );
    if (mode === 'slow') setTimeout(answer, 500);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('address search drivers', () => {
  it('uses the bundled gazetteer when no URL is configured', () => {
    expect(createAddressSearch({ url: undefined, key: undefined, timeoutMs: 1000 }).name).toBe('gazetteer');
  });

  it('asks the configured geocoder and maps its answer to the spec fields', async () => {
    mode = 'ok';
    const driver = createAddressSearch({
      url: `${base}/search/address/json?api-version=1.0&countrySet=AU`,
      key: 'secret-key',
      timeoutMs: 1000,
    });
    expect(driver.name).toBe('http');
    const results = await driver.search('300 Grattan St Parkville', 10);
    expect(lastUrl?.pathname).toBe('/search/address/json');
    expect(Object.fromEntries(lastUrl?.searchParams ?? [])).toEqual({
      'api-version': '1.0',
      countrySet: 'AU',
      query: '300 Grattan St Parkville',
      limit: '10',
      'subscription-key': 'secret-key',
    });
    expect(results).toEqual([
      {
        unitOrRoomNumber: null,
        freeformAddress: '300 Grattan Street, Parkville VIC 3050',
        countrySubdivision: 'VIC',
        postalCode: '3050',
        municipalitySubdivision: 'Parkville',
        municipality: 'Melbourne',
        streetName: 'Grattan Street',
        streetNumber: '300',
      },
    ]);
  });

  it('answers 502 with a manual-entry message when the geocoder fails or is too slow', async () => {
    const driver = createAddressSearch({ url: `${base}/search`, key: undefined, timeoutMs: 100 });
    mode = 'error';
    await expect(driver.search('300 Grattan Street', 10)).rejects.toMatchObject({
      statusCode: 502,
      message: M.addressSearchUnavailable,
    });
    mode = 'slow';
    await expect(driver.search('300 Grattan Street', 10)).rejects.toMatchObject({ statusCode: 502 });
    expect(lastUrl?.searchParams.has('subscription-key')).toBe(false);
  });
});
