import { describe, expect, it } from 'vitest';
import { ACCESS_LEVEL } from '../access/roles.ts';
import { makePrincipal } from '../access/test-principals.ts';
import { RELEASES, type Release, releaseNotesFor } from './release-notes.ts';
import { APP_VERSION } from './version.ts';

const apps = (p: ReturnType<typeof makePrincipal>) =>
  releaseNotesFor(p).flatMap((r) => r.sections.map((s) => s.app));

describe('release notes (spec 3 §2.13)', () => {
  it('always shows the General section', () => {
    expect(apps(makePrincipal())).toEqual(['general']);
  });
  it('adds the sections of the apps the user can open', () => {
    expect(apps(makePrincipal({ access: { vst: ACCESS_LEVEL.Read } }))).toEqual(['general', 'vst']);
    expect(apps(makePrincipal({ access: { ecmo: ACCESS_LEVEL.Manage, vtis: ACCESS_LEVEL.Read } }))).toEqual([
      'general',
      'ecmo',
      'vtis',
    ]);
    expect(apps(makePrincipal({ role: 'systemadmin' }))).toEqual([
      'general',
      'ecmo',
      'telehealth',
      'vst',
      'vtis',
    ]);
  });
  it('states the Clinics and export changes of the current version', () => {
    const current = RELEASES.find((r) => r.version === APP_VERSION);
    const text = current?.sections.flatMap((s) => s.notes).join('\n') ?? '';
    expect(text).toContain('VST Read users have no Clinics access');
    expect(text).toContain('Admins can enable Manage users to export');
  });
  it('drops a release with nothing the user may see', () => {
    const releases: Release[] = [
      { version: '0.1', date: '2020-01-01', sections: [{ app: 'ecmo', notes: ['x'] }] },
    ];
    expect(releaseNotesFor(makePrincipal(), releases)).toEqual([]);
  });
  it('lists releases newest first with ISO dates', () => {
    const dates = RELEASES.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const d of dates) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
