import { CLINIC_SECTION_SCHEMAS } from '@scout/domain/clinics/case.schema';
import { clearedClinic } from '@scout/domain/clinics/rules';
import type { ClinicSectionName } from '@scout/domain/clinics/sections';
import type { Db } from '../../db/client.ts';
import { demoSeedBase } from '../cases/demo-seed.ts';
import { clinicCopiesOf } from './clinic.service.ts';
import { clinicSections } from './demo-sections.ts';
import { clinicService } from './module.ts';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

/**
 * The demo clinics (spec 3 §2.10, §4.4): patients by seeding order (seed/demo-people.ts:
 * ECMO's demo uses 5-10, Telehealth's 11-14, VST's 15-20), the hospital by seeding order (one
 * where the patient has a URN), how long ago the clinic was, the sections saved, and whether it
 * was closed.
 */
const DEMO_CLINICS: Array<{
  person: number;
  hospital: number;
  daysAgo: number;
  sections: ClinicSectionName[] | 'all';
  closedDaysAgo?: number;
}> = [
  // Just booked: the referrer only.
  { person: 21, hospital: 2, daysAgo: 0.1, sections: ['referrerInformation'] },
  // In progress: the patient and the clinical details saved, further follow up not yet.
  {
    person: 22,
    hospital: 3,
    daysAgo: 1,
    sections: ['referrerInformation', 'patientInformation', 'clinicalAssessmentDetails'],
  },
  // Closed ("Outpatient case closed").
  { person: 23, hospital: 4, daysAgo: 8, sections: 'all', closedDaysAgo: 7.9 },
];

/** Demo clinics, open and closed (no-op when the patients or staff are missing). */
export async function seedDemoClinics(db: Db): Promise<void> {
  const base = await demoSeedBase(db, { specialist: 'vst.admin@scout.example' });
  if (!base) return;
  const { people, hospital, hospitalAddress, staff } = base;
  await db.transaction(async (tx) => {
    for (const c of DEMO_CLINICS) {
      const person = people[c.person % people.length];
      if (!person) continue;
      const hospitalId = hospital(c.hospital);
      const called = ago(c.daysAgo);
      const all = clinicSections(called, hospitalId, {
        patientHospitalUrn: person.urnAt(c.hospital),
        patientHospitalAddress: hospitalAddress(c.hospital),
        medicareNumber: person.demo?.medicareNumber ?? null,
      });
      const names = c.sections === 'all' ? (Object.keys(all) as ClinicSectionName[]) : c.sections;
      const parsed = Object.fromEntries(
        (Object.keys(all) as ClinicSectionName[]).map((name) => [
          name,
          names.includes(name) ? CLINIC_SECTION_SCHEMAS[name].parse(all[name]) : null,
        ]),
      );
      const sections = clearedClinic(parsed) as Record<ClinicSectionName, unknown> &
        Parameters<typeof clinicCopiesOf>[0];
      const closedOn = c.closedDaysAgo === undefined ? null : ago(c.closedDaysAgo);
      await clinicService.insert(tx, {
        patientProfileId: person.id,
        specialistId: staff.specialist.id,
        callDateTime: called,
        ...sections,
        referrerInformation: sections.referrerInformation,
        ...clinicCopiesOf(sections, hospitalId),
        isActive: closedOn === null,
        closedOn,
        createdAt: called,
      });
    }
  });
}
