import type { ProfileMergeItems } from '@scout/domain/patients/merge.schema';
import type { Presentation } from '@scout/domain/patients/presentations';
import { ALFRED, makeProfile } from '../../../testing/patient-profile.ts';
import { makeCurrentUser } from '../../../testing/test-data.ts';

export { ALFRED, makeProfile };

export const ADMIN = makeCurrentUser({ role: 'systemadmin' });

export const RMH = { id: 2, name: 'Royal Melbourne Hospital', nickName: 'RMH' };

export function makePresentation(overrides: Partial<Presentation> = {}): Presentation {
  return {
    id: 31,
    discriminator: 'ECMO',
    presentationDateTime: '2026-02-03T04:05:00.000Z',
    studyId: 'ECMO0031',
    principalProblem: 'Cardiogenic shock',
    healthCareProviderId: ALFRED.id,
    healthCareProviderName: ALFRED.name,
    isActive: false,
    status: 'Closed',
    ...overrides,
  };
}

const none = (): ProfileMergeItems => ({
  patientInfo: [],
  patientUrn: [],
  previousAddresses: [],
  vstConsults: [],
  vstFollowups: [],
  vtisConsults: [],
  vtisFollowups: [],
  ecmoCases: [],
  telehealthCases: [],
});

export function makeMergeItems(overrides: Partial<ProfileMergeItems> = {}): ProfileMergeItems {
  return { ...none(), ...overrides };
}

/** A 409 in the server's error shape. */
export const CONFLICT = {
  status: 409,
  body: { statusCode: 409, error: 'Conflict', message: 'Record already modified' },
};
