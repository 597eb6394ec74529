import { describe, expect, it } from 'vitest';
import { makePrincipal } from '../access/test-principals.ts';
import {
  archiveClosedSince,
  areClinicalDetailsComplete,
  canEnterConclusion,
  casePageTitle,
  conclusionViewMessage,
  ecmoStatusAfterSave,
  isCaseReadOnly,
  isInDefaultArchiveWindow,
} from './case-rules.ts';
import { ECMO_MESSAGES as M } from './messages.ts';

const decannulated = { decannulation: { hasEcmoStoppedAndDecannulated: true } };
const notDecannulated = { decannulation: { hasEcmoStoppedAndDecannulated: false } };

describe('status from decannulation (spec 2 §4.1)', () => {
  it('sets Off ECMO on Yes and On ECMO otherwise while on ECMO', () => {
    expect(ecmoStatusAfterSave('OnEcmo', true)).toBe('OffEcmo');
    expect(ecmoStatusAfterSave('OnEcmo', false)).toBe('OnEcmo');
    expect(ecmoStatusAfterSave('OffEcmo', false)).toBe('OnEcmo');
    expect(ecmoStatusAfterSave('OffEcmo', null)).toBe('OnEcmo');
    expect(ecmoStatusAfterSave('OffEcmo', true)).toBe('OffEcmo');
  });
  it('keeps the other statuses', () => {
    expect(ecmoStatusAfterSave('ForConsideration', true)).toBe('ForConsideration');
    expect(ecmoStatusAfterSave('Declined', false)).toBe('Declined');
  });
});

describe('conclusion availability and view (spec 2 §4.2)', () => {
  it('is available only once decannulated', () => {
    expect(canEnterConclusion(decannulated)).toBe(true);
    expect(canEnterConclusion(notDecannulated)).toBe(false);
    expect(canEnterConclusion(null)).toBe(false);
  });
  it('says why there is no conclusion', () => {
    expect(conclusionViewMessage(notDecannulated, null)).toBe('This case has not been decannulated yet.');
    expect(conclusionViewMessage(decannulated, { ecmoOutcome: null })).toBe(
      'This case has not been concluded yet.',
    );
    expect(conclusionViewMessage(decannulated, { ecmoOutcome: 'Bridged' })).toBeNull();
  });
});

describe('read-only cases (spec 2 §6)', () => {
  const manager = makePrincipal({ access: { ecmo: 20 } });
  const reader = makePrincipal({ access: { ecmo: 10 } });
  it('makes archived cases read-only for everyone', () => {
    expect(isCaseReadOnly(makePrincipal({ role: 'systemadmin' }), { archived: true })).toBe(true);
    expect(isCaseReadOnly(manager, { archived: true })).toBe(true);
  });
  it('makes open cases read-only for read-only users only', () => {
    expect(isCaseReadOnly(reader, { archived: false })).toBe(true);
    expect(isCaseReadOnly(manager, { archived: false })).toBe(false);
    expect(isCaseReadOnly(makePrincipal({ role: 'avraso' }), { archived: false })).toBe(false);
  });
});

describe('clinical details completeness for the transfer (spec 2 §4.7)', () => {
  it('needs a primary organ failure and a committed observation', () => {
    const diagnosis = { primaryOrganFailureId: 3 };
    expect(areClinicalDetailsComplete({ diagnosis, observations: { committed: [{}] } })).toBe(true);
    expect(areClinicalDetailsComplete({ diagnosis, observations: { committed: [] } })).toBe(false);
    expect(
      areClinicalDetailsComplete({
        diagnosis: { primaryOrganFailureId: null },
        observations: { committed: [{}] },
      }),
    ).toBe(false);
    expect(areClinicalDetailsComplete(null)).toBe(false);
    expect(M.transferNeedsClinicalDetails).toBe(
      'Cannot request a transfer until clinical details have been completed.',
    );
  });
});

describe('archive default window (spec 2 §2.1, §9)', () => {
  it('shows cases closed within the last 30 days', () => {
    expect(archiveClosedSince('2026-03-10')).toBe('2026-02-08');
    expect(isInDefaultArchiveWindow('2026-02-08T09:00:00+11:00', '2026-03-10')).toBe(true);
    expect(isInDefaultArchiveWindow('2026-02-07T09:00:00+11:00', '2026-03-10')).toBe(false);
    expect(isInDefaultArchiveWindow(null, '2026-03-10')).toBe(false);
  });
});

describe('case page title (spec 2 §2.1)', () => {
  it('shows name, gender initial, age and hospital', () => {
    expect(
      casePageTitle({ firstName: 'Jane', lastName: 'Citizen', gender: 'Female', age: 45 }, 'Royal Melbourne'),
    ).toBe('Jane Citizen (F, 45) - Royal Melbourne');
    expect(casePageTitle({ firstName: 'Jane', lastName: 'Citizen' })).toBe('Jane Citizen');
    expect(casePageTitle({ firstName: 'Jo', lastName: 'Bloggs', gender: 'Unspecified', age: 0 })).toBe(
      'Jo Bloggs (U, 0)',
    );
  });
});
