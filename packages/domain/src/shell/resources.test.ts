import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCESS_LEVEL } from '../access/roles.ts';
import { makePrincipal } from '../access/test-principals.ts';
import { RESOURCE_SECTIONS, resourceSectionsFor } from './resources.ts';

const keys = (p: ReturnType<typeof makePrincipal>) => resourceSectionsFor(p).map((s) => s.key);

describe('resources (spec 3 §2.13)', () => {
  it('shows VECMOS documents to VECMOS users only', () => {
    expect(keys(makePrincipal({ access: { ecmo: ACCESS_LEVEL.Read } }))).toEqual(['vecmos']);
  });
  it('shows stroke contacts to VST users only', () => {
    expect(keys(makePrincipal({ access: { vst: ACCESS_LEVEL.Read } }))).toEqual(['stroke']);
    expect(keys(makePrincipal({ access: { vtis: ACCESS_LEVEL.Admin } }))).toEqual([]);
  });
  it('shows everything to system admins and call takers', () => {
    expect(keys(makePrincipal({ role: 'systemadmin' }))).toEqual(['vecmos', 'telehealth', 'stroke']);
    expect(keys(makePrincipal({ role: 'avraso' }))).toEqual(['vecmos', 'telehealth', 'stroke']);
  });
  it('shows the Telehealth guide and contacts to Telehealth users (issue 24)', () => {
    expect(keys(makePrincipal({ access: { telehealth: ACCESS_LEVEL.Read } }))).toEqual(['telehealth']);
    const telehealth = RESOURCE_SECTIONS.find((s) => s.key === 'telehealth');
    expect(telehealth?.documents.map((d) => d.href)).toEqual(['/resources/telehealth-user-guide.html']);
    expect(telehealth?.contacts.length).toBeGreaterThan(0);
  });
  it('shows nothing to a user without any area', () => {
    expect(resourceSectionsFor(makePrincipal())).toEqual([]);
  });
  it('has a file in the web app for every document', () => {
    for (const doc of RESOURCE_SECTIONS.flatMap((s) => s.documents)) {
      const file = new URL(`../../../../apps/web/public${doc.href}`, import.meta.url);
      expect(existsSync(file), doc.href).toBe(true);
    }
  });
  it('uses only numbers from the range reserved for fiction', () => {
    for (const contact of RESOURCE_SECTIONS.flatMap((s) => s.contacts)) {
      expect(contact.phone).toMatch(/^03 5550 0\d{3}$/);
    }
  });
  it('links documents to files served under /resources/', () => {
    for (const doc of RESOURCE_SECTIONS.flatMap((s) => s.documents)) {
      expect(doc.href).toMatch(/^\/resources\/[a-z-]+\.html$/);
    }
  });
});
