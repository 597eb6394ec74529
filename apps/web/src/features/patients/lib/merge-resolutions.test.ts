import { urnMergeKey } from '@scout/domain/patients/merge.schema';
import { describe, expect, it } from 'vitest';
import { makeMergeItems } from '../testing/patient-fixtures.ts';
import { buildMergeResolutions, choosableRows } from './merge-resolutions.ts';

const row = (fieldName: string, target: string | null, source: string | null) => ({
  fieldName,
  fieldLabel: fieldName,
  targetRecordValue: target,
  sourceRecordValue: source,
});

const items = makeMergeItems({
  patientInfo: [
    row('lastName', 'Citizen', 'Citizen'),
    row('firstName', 'Jane', 'Janet'),
    row('emailAddress', null, 'jane@example.org'),
    row('middlename', ' ', null),
  ],
  patientUrn: [
    row(urnMergeKey(1), '445566', '998877'),
    row(urnMergeKey(2), null, '123'),
    row(urnMergeKey(3), '555', '555'),
  ],
  previousAddresses: [row('previousAddress:4', '1 Old Road', null)],
  ecmoCases: [row('presentation:ECMO:9', null, 'ECMO 9')],
});

describe('merge resolutions (PUT mergeprofiles)', () => {
  it('offers a choice for differing details, and for URNs only when both profiles hold a different one', () => {
    expect(choosableRows(items).map((r) => r.fieldName)).toEqual(['firstName', 'emailAddress', 'urn:1']);
  });

  it('sends every choice, target unless the user picked source; moved lists are not choices', () => {
    expect(buildMergeResolutions(items, { emailAddress: 'source', 'urn:1': 'source' })).toEqual([
      { key: 'firstName', resolution: 'target' },
      { key: 'emailAddress', resolution: 'source' },
      { key: 'urn:1', resolution: 'source' },
    ]);
  });

  it('ignores choices for rows that are not choices and sends nothing when the profiles agree', () => {
    const same = makeMergeItems({ patientInfo: [row('lastName', 'Citizen', 'Citizen')] });
    expect(buildMergeResolutions(same, { lastName: 'source' })).toEqual([]);
  });
});
