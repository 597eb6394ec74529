import { makePrincipal } from '@scout/domain/access/test-principals';
import { PATIENT_MESSAGES } from '@scout/domain/patients/messages';
import { describe, expect, it } from 'vitest';
import { TEST_CONFIG } from '../../testing/test-data.ts';
import { cannotViewMessage, decidePresentationView, supportPhoneHint } from './presentation-access.ts';

const phones = TEST_CONFIG.supportPhones;
const READ = 10 as const;

describe('journey View button (spec 1 §2)', () => {
  it.each([
    ['ECMO', { ecmo: READ }, '/ecmo/cases/5/referrer'],
    ['Telehealth', { telehealth: READ }, '/telehealth/cases/5'],
    ['Outpatient', { vst: READ }, '/vst/clinic/5/referrer'],
    ['VST', { vst: READ }, '/vst/consult/5/referrer'],
    ['VSTFollowup', { vst: READ }, '/vst/followup/5/referrer'],
    ['VTIS', { vtis: READ }, '/vst/vtisconsult/5/referrer'],
    ['VTISFollowup', { vtis: READ }, '/vst/vtisfollowup/5/referrer'],
  ])('opens %s for a user with access to its module', (discriminator, access, href) => {
    const user = makePrincipal({ access });
    expect(decidePresentationView({ id: 5, discriminator }, user, phones)).toEqual({ kind: 'open', href });
  });

  it.each([
    ['ECMO', phones.vecmos],
    ['VST', phones.stroke],
    ['Outpatient', phones.stroke],
    ['VTISFollowup', phones.stroke],
    ['Telehealth', null],
  ])('refuses %s without access, naming the support line', (discriminator, phone) => {
    const user = makePrincipal({ access: { ecmo: null, vst: null, vtis: null, telehealth: null } });
    expect(decidePresentationView({ id: 5, discriminator }, user, phones)).toEqual({
      kind: 'denied',
      message: PATIENT_MESSAGES.noPermission,
      phoneHint: phone ? supportPhoneHint(phone) : null,
    });
  });

  it('lets a system admin open everything and says an unknown type cannot be viewed', () => {
    const admin = makePrincipal({ role: 'systemadmin' });
    expect(decidePresentationView({ id: 5, discriminator: 'VTIS' }, admin, phones).kind).toBe('open');
    expect(decidePresentationView({ id: 5, discriminator: 'Dental' }, admin, phones)).toEqual({
      kind: 'unknown',
      message: cannotViewMessage('Dental'),
    });
    expect(cannotViewMessage('Dental')).toBe('Cannot view Dental file');
  });
});
