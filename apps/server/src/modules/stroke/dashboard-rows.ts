import type { Db } from '../../db/client.ts';
import * as lookups from './lookups.repo.ts';
import { recordHospitalId, type StrokeRecordRow } from './record-view.ts';

/**
 * The columns every stroke dashboard row shows (spec 3 §2.2, §2.3, §3.8 dashboard record), for a
 * consult or a follow-up of VST or VTIS: built once from the rows' plain columns, with the
 * hospitals and specialists of a page read in two queries.
 */

const iso = (d: Date | null) => d?.toISOString() ?? null;

export interface RowPatient {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
}

/** The hospitals and specialists a page's rows name, read once for the page. */
export async function dashboardFacts(db: Db, rows: readonly StrokeRecordRow[]) {
  const [providers, names] = await Promise.all([
    lookups.providerFacts(db, [...new Set(rows.map(recordHospitalId))]),
    lookups.userNames(
      db,
      rows.flatMap((r) => (r.specialistId ? [r.specialistId] : [])),
    ),
  ]);
  /** A row's shared columns (domain stroke/dashboard.schema.ts `dashboardRowShape`). */
  return function rowOf(r: StrokeRecordRow, studyId: string, patient: RowPatient) {
    const hospitalId = recordHospitalId(r);
    const hospital = providers.get(hospitalId);
    return {
      id: r.id,
      studyId,
      callDateTime: r.callDateTime.toISOString(),
      referralDate: iso(r.referralDateTime),
      consultDate: iso(r.specialistDateTime),
      patientProfileId: r.patientProfileId,
      patientFirstName: patient.firstName,
      patientLastName: patient.lastName,
      patientUrn: r.patientHospitalUrn,
      patientDOB: patient.dateOfBirth,
      hospitalId,
      hospital: hospital?.nickName ?? null,
      specialistId: r.specialistId,
      specialist: r.specialistId ? (names.get(r.specialistId) ?? null) : null,
      isActive: r.isActive,
      closedOn: iso(r.closedOn),
      faxEnabled: hospital?.faxEnabled ?? false,
      boxEnabled: hospital?.boxEnabled ?? false,
      /** The hospital's VTIS fax line (VTIS rows show it as faxVtisEnabled). */
      faxVtisEnabled: hospital?.faxVtisEnabled ?? false,
    };
  };
}
