import { DEFAULT_TIME_ZONE } from '@scout/domain/cases/dates';
import { VTIS_CONSULT_SECTION_SCHEMAS } from '@scout/domain/vtis/case.schema';
import { VTIS_FOLLOWUP_SECTION_SCHEMAS } from '@scout/domain/vtis/followup.schema';
import {
  type AdmissionDetails,
  type DischargeInformation,
  HOSPITAL_DOCUMENTATION_SECTION_SCHEMAS,
} from '@scout/domain/vtis/hospital-documentation.schema';
import { clearedHospitalDocumentation } from '@scout/domain/vtis/hospital-documentation-clearing';
import type { DeclineReason } from '@scout/domain/vtis/options';
import { clearedVtisConsult, clearedVtisFollowup } from '@scout/domain/vtis/rules';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { healthCareProviders } from '../../db/schema/index.ts';
import { demoSeedBase } from '../cases/demo-seed.ts';
import { copiesOf } from '../stroke/record-save.ts';
import {
  hospitalDocumentationSectionsOf,
  vtisConsultSections,
  vtisFollowupSections,
  vtisStrokeOnset,
} from './demo-sections.ts';
import { hospitalDocumentationService, vtisConsultService, vtisFollowupService } from './module.ts';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

type ConsultSectionName = keyof typeof VTIS_CONSULT_SECTION_SCHEMAS;

/**
 * The demo VTIS records, one per state (spec 3 §4.1, §4.7): patients by seeding order
 * (seed/demo-people.ts: ECMO's demo uses 5-10, Telehealth's 11-14, VST's 15-20; VTIS takes
 * 0-4), the hospital by seeding order (one where the patient has a URN; the VTIS-only demo user
 * works at the first two), how long ago the call was, the sections saved, and what happened next.
 * The hospital documentation documents the consult's stroke: its onset is the consult's, so the
 * admission, scan and thrombolysis follow it.
 */
const DEMO_CONSULTS: Array<{
  person: number;
  hospital: number;
  daysAgo: number;
  sections: ConsultSectionName[] | 'all';
  declined?: DeclineReason;
  closedDaysAgo?: number;
  /** The hospital documentation (required once closed): saved sections, and whether completed. */
  documentation?: { complete: boolean };
  followup?: { daysAgo: number; closedDaysAgo?: number };
}> = [
  // Pending: referred, waiting for the VTIS service.
  { person: 0, hospital: 0, daysAgo: 0.1, sections: ['referrerInformation'] },
  // Inpatient: taken on by the neurologist, review in progress.
  {
    person: 1,
    hospital: 1,
    daysAgo: 1,
    sections: ['referrerInformation', 'patientInformation', 'neurologistInformation', 'patientHistory'],
  },
  // Declined while pending.
  {
    person: 2,
    hospital: 4,
    daysAgo: 2,
    sections: ['referrerInformation'],
    declined: 'Patient transferred to another hospital',
  },
  // Closed, its hospital documentation open, with an open (INPATIENT) follow-up.
  {
    person: 3,
    hospital: 0,
    daysAgo: 6,
    sections: 'all',
    closedDaysAgo: 5.9,
    documentation: { complete: false },
    followup: { daysAgo: 5 },
  },
  // Closed, documentation completed, with a closed follow-up.
  {
    person: 4,
    hospital: 5,
    daysAgo: 9,
    sections: 'all',
    closedDaysAgo: 8.9,
    documentation: { complete: true },
    followup: { daysAgo: 8, closedDaysAgo: 7.9 },
  },
];

function parsedSections<N extends string>(
  all: Record<N, unknown>,
  schemas: Record<N, z.ZodType>,
  names: N[] | 'all',
): Record<N, unknown> {
  const chosen = names === 'all' ? (Object.keys(schemas) as N[]) : names;
  return Object.fromEntries(
    (Object.keys(schemas) as N[]).map((name) => [
      name,
      chosen.includes(name) ? schemas[name].parse(all[name]) : null,
    ]),
  ) as Record<N, unknown>;
}

/** Demo VTIS consults, follow-ups and hospital documentation (no-op when the patients or staff are missing). */
export async function seedDemoVtis(db: Db): Promise<void> {
  const base = await demoSeedBase(db, {
    callTaker: 'calltaker@scout.example',
    neurologist: 'vst.admin@scout.example',
    decliner: 'vst.manage@scout.example',
  });
  if (!base) return;
  const { people, hospital, hospitalAddress, staff } = base;

  await db.transaction(async (tx) => {
    for (const c of DEMO_CONSULTS) {
      const person = people[c.person % people.length];
      if (!person) continue;
      const demo = person.demo;
      const ids = {
        hospitalId: hospital(c.hospital),
        specialistId: staff.neurologist.id,
        patient: {
          title: demo?.title ?? null,
          mobileNumber: demo?.mobileNumber ?? null,
          countryOfBirthCode: demo?.countryOfBirthCode ?? null,
          spokenLanguageCode: demo?.spokenLanguageCode ?? null,
          interpreterRequired: demo?.interpreterRequired ?? null,
          medicareNumber: demo?.medicareNumber ?? null,
          patientHospitalUrn: person.urnAt(c.hospital),
          patientHospitalAddress: hospitalAddress(c.hospital),
        },
      };
      // The demo hospitals fax ED records; the VTIS ones get a VTIS fax line too (§6).
      await tx
        .update(healthCareProviders)
        .set({ faxVtis: `035550${String(9000 + c.hospital)}`, faxVtisEnabled: true })
        .where(eq(healthCareProviders.id, ids.hospitalId));
      const called = ago(c.daysAgo);
      const sections = clearedVtisConsult(
        parsedSections(
          vtisConsultSections(called, ids),
          VTIS_CONSULT_SECTION_SCHEMAS,
          c.sections,
        ) as Parameters<typeof clearedVtisConsult>[0],
      ) as Record<ConsultSectionName, unknown>;
      const closedOn = c.closedDaysAgo === undefined ? null : ago(c.closedDaysAgo);
      const declinedAt = c.declined ? ago(c.daysAgo - 0.05) : null;
      const consult = await vtisConsultService.insert(tx, {
        patientProfileId: person.id,
        callTakerId: staff.callTaker.id,
        callDateTime: called,
        ...sections,
        referrerInformation: sections.referrerInformation,
        strokeType: (sections.diagnosisDetails as { strokeType?: string } | null)?.strokeType ?? null,
        ...copiesOf(sections as Parameters<typeof copiesOf>[0], ids.hospitalId),
        isPending: !sections.neurologistInformation && !c.declined,
        isActive: closedOn === null && declinedAt === null,
        closedOn,
        declinedAt,
        declinedBy: declinedAt ? staff.decliner.id : null,
        reasonForDeclining: c.declined ?? null,
        createdAt: called,
      });
      if (c.documentation) {
        const doc = clearedHospitalDocumentation(
          parsedSections(
            hospitalDocumentationSectionsOf(vtisStrokeOnset(called)),
            HOSPITAL_DOCUMENTATION_SECTION_SCHEMAS,
            'all',
          ) as Parameters<typeof clearedHospitalDocumentation>[0],
          DEFAULT_TIME_ZONE,
        );
        const complete = c.documentation.complete;
        await hospitalDocumentationService.insert(tx, {
          id: consult.id,
          patientProfileId: person.id,
          admissionDetails: doc.admissionDetails,
          clinicalInformation: doc.clinicalInformation,
          secondaryPrevention: complete ? doc.secondaryPrevention : null,
          dischargeInformation: complete ? doc.dischargeInformation : null,
          hospitalAdmissionDate:
            (doc.admissionDetails as AdmissionDetails | null)?.hospitalAdmissionDate ?? null,
          hospitalDischargeDate: complete
            ? ((doc.dischargeInformation as DischargeInformation | null)?.hospitalDischargeDate ?? null)
            : null,
          closedOn: complete ? ago(1) : null,
          closedBy: complete ? staff.neurologist.id : null,
        });
      }
      if (!c.followup) continue;
      const followCalled = ago(c.followup.daysAgo);
      const f = clearedVtisFollowup(
        parsedSections(
          vtisFollowupSections(followCalled, ids),
          VTIS_FOLLOWUP_SECTION_SCHEMAS,
          'all',
        ) as Parameters<typeof clearedVtisFollowup>[0],
      ) as Record<keyof typeof VTIS_FOLLOWUP_SECTION_SCHEMAS, unknown>;
      const followClosed = c.followup.closedDaysAgo === undefined ? null : ago(c.followup.closedDaysAgo);
      await vtisFollowupService.insert(tx, {
        vtisConsultId: consult.id,
        patientProfileId: person.id,
        callTakerId: staff.callTaker.id,
        callDateTime: followCalled,
        ...f,
        referrerInformation: f.referrerInformation,
        ...copiesOf(
          {
            ...(f as Parameters<typeof copiesOf>[0]),
            patientInformation: sections.patientInformation as Parameters<
              typeof copiesOf
            >[0]['patientInformation'],
          },
          ids.hospitalId,
        ),
        isActive: followClosed === null,
        closedOn: followClosed,
        createdAt: followCalled,
      });
    }
  });
}
