import type { VstConsultRow, VstFollowupRow } from '@scout/domain/vst/dashboard.schema';
import { makeCurrentUser } from '../../../testing/test-data.ts';
import { HOSPITALS, lookupRoutes, NEUROLOGISTS, PATIENT } from '../../stroke/testing/vst-service-fixtures.ts';

export { HOSPITALS, lookupRoutes, NEUROLOGISTS, PATIENT };

export const VST_MANAGER = makeCurrentUser({ access: { vst: 20 } });
export const VST_EXPORTER = makeCurrentUser({ access: { vst: 20 }, canExportVstData: true });
export const VST_READER = makeCurrentUser({ access: { vst: 10 } });

const shared = {
  callDateTime: '2026-11-01T01:00:00.000Z',
  referralDate: '2026-11-01T00:55:00.000Z',
  consultDate: '2026-11-01T01:05:00.000Z',
  patientProfileId: 3,
  patientFirstName: 'Alex',
  patientLastName: 'Example',
  patientUrn: 'UR123',
  patientDOB: '1964-03-09',
  hospitalId: 5,
  hospital: 'RMH',
  specialistId: 9,
  specialist: 'Dr Nina Neuro',
  faxEnabled: false,
  boxEnabled: false,
  diagnosisDetails: null,
};

/** A dashboard follow-up row (closed unless overridden). */
export function makeFollowupRow(overrides: Partial<VstFollowupRow> = {}): VstFollowupRow {
  const id = overrides.id ?? 4;
  return {
    ...shared,
    id,
    studyId: `VSTFU${id}`,
    type: 'Followup',
    consultId: 12,
    isActive: false,
    closedOn: '2026-11-03T01:00:00.000Z',
    status: 'CLOSED',
    ...overrides,
  };
}

/** A dashboard consult row (open unless overridden), no follow-ups. */
export function makeConsultRow(overrides: Partial<VstConsultRow> = {}): VstConsultRow {
  const id = overrides.id ?? 12;
  return {
    ...shared,
    id,
    studyId: `VST${id}`,
    type: 'Consult',
    isActive: true,
    closedOn: null,
    status: 'OPEN',
    followupConsults: [],
    ...overrides,
  };
}

/** A closed consult (CLOSED, inactive). */
export const closed = { isActive: false, closedOn: '2026-11-02T01:00:00.000Z', status: 'CLOSED' } as const;

export const searchAnswer = (consults: VstConsultRow[], total = consults.length) => ({
  body: { consults, totalRecordsCount: total },
});
