import type { Tx } from '../../db/client.ts';
import { isNeurologist } from '../stroke/lookups.repo.ts';
import { checkRecordLookups } from '../stroke/record-save.ts';

/**
 * What VST consult and follow-up saves add to the stroke records' shared save support
 * (modules/stroke/record-save.ts): the ids VST sections name that the schema cannot check.
 */
export { copiesOf } from '../stroke/record-save.ts';

type Sections = Parameters<typeof checkRecordLookups>[1] & {
  reperfusionTherapiesDetails?: {
    acceptingHospitalForECR?: number | null;
    ichAcceptingHospitalIfPathwayNotUsed?: number | null;
  } | null;
};

/**
 * The ids the listed sections name must exist (400 on the field, by the body's path): the
 * record's hospitals, the ECR and ICH accepting hospitals, and the specialist (a VST Admin or
 * Manage user).
 */
export async function checkLookups(tx: Tx, v: Sections, listed: readonly string[]): Promise<void> {
  const r = v.reperfusionTherapiesDetails;
  await checkRecordLookups(tx, v, listed, {
    isSpecialist: (db, id) => isNeurologist(db, 'vst', id),
    hospitals: listed.includes('reperfusionTherapiesDetails')
      ? [
          ['reperfusionTherapiesDetails.acceptingHospitalForECR', r?.acceptingHospitalForECR],
          [
            'reperfusionTherapiesDetails.ichAcceptingHospitalIfPathwayNotUsed',
            r?.ichAcceptingHospitalIfPathwayNotUsed,
          ],
        ]
      : [],
  });
}
