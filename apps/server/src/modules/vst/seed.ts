import { VST_CONSULT_SECTION_SCHEMAS } from '@scout/domain/vst/case.schema';
import { VST_FOLLOWUP_SECTION_SCHEMAS } from '@scout/domain/vst/followup.schema';
import { CURRENT_VST_SCHEMA_VERSION } from '@scout/domain/vst/options';
import { clearedFollowupConsultation, clearedVstConsult } from '@scout/domain/vst/rules';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { healthCareProviders } from '../../db/schema/index.ts';
import { demoSeedBase } from '../cases/demo-seed.ts';
import { updatePresentation } from '../cases/presentations.ts';
import { consultSections, followupSections, REVIEW_WITHOUT_THROMBOLYSIS } from './demo-sections.ts';
import { vstConsultService, vstFollowupService } from './module.ts';
import { copiesOf } from './save-support.ts';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

type ConsultSectionName = keyof typeof VST_CONSULT_SECTION_SCHEMAS;
type FollowupSectionName = keyof typeof VST_FOLLOWUP_SECTION_SCHEMAS;

/**
 * The demo consults, one per state (spec 3 §4.1, §4.5): patients by seeding order
 * (seed/demo-people.ts: ECMO's demo uses 5-10, Telehealth's 11-14), the hospital by seeding
 * order (one where the patient has a URN), how long ago the call was, the sections saved, and what
 * happened next.
 */
const DEMO_CONSULTS: Array<{
  person: number;
  hospital: number;
  daysAgo: number;
  sections: ConsultSectionName[] | 'all';
  closedDaysAgo?: number;
  followup?: { daysAgo: number; sections: FollowupSectionName[] | 'all'; closedDaysAgo?: number };
  deleted?: string;
  /** Its hospital uploads to Box (file sharing), so the dashboard offers Upload to Box (§2.2, §6). */
  boxEnabled?: true;
}> = [
  // Just called: the referrer only.
  { person: 15, hospital: 1, daysAgo: 0.05, sections: ['referrerInformation'] },
  // In progress: the first sections saved.
  {
    person: 16,
    hospital: 2,
    daysAgo: 0.4,
    sections: [
      'referrerInformation',
      'patientInformation',
      'neurologistInformation',
      'clinicalPresentationInformation',
    ],
  },
  // Closed, no follow-up yet (a follow-up may be created from it); its hospital has Box enabled
  // (every demo hospital has fax, none Box otherwise) so Upload to Box can be tried: the Austin.
  { person: 17, hospital: 3, daysAgo: 3, sections: 'all', closedDaysAgo: 2.9, boxEnabled: true },
  // Closed, with an open follow-up.
  {
    person: 18,
    hospital: 4,
    daysAgo: 6,
    sections: 'all',
    closedDaysAgo: 5.9,
    followup: { daysAgo: 5, sections: ['referrerInformation', 'patientInformation'] },
  },
  // Closed, with a closed follow-up.
  {
    person: 19,
    hospital: 5,
    daysAgo: 10,
    sections: 'all',
    closedDaysAgo: 9.9,
    followup: { daysAgo: 9, sections: 'all', closedDaysAgo: 8.9 },
  },
  // Deleted (soft, with its reason): listed nowhere.
  {
    person: 20,
    hospital: 1,
    daysAgo: 12,
    sections: ['referrerInformation'],
    deleted: 'Duplicate of another consult',
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

/** Demo VST consults and follow-ups in every state (no-op when the patients or staff are missing). */
export async function seedDemoVst(db: Db): Promise<void> {
  const base = await demoSeedBase(db, {
    callTaker: 'calltaker@scout.example',
    neurologist: 'vst.admin@scout.example',
  });
  if (!base) return;
  const { people, hospital } = base;
  const { callTaker, neurologist } = base.staff;

  await db.transaction(async (tx) => {
    for (const c of DEMO_CONSULTS) {
      const person = people[c.person % people.length];
      if (!person) continue;
      const ids = {
        hospitalId: hospital(c.hospital),
        specialistId: neurologist.id,
        patientHospitalUrn: person.urnAt(c.hospital),
      };
      if (c.boxEnabled)
        await tx
          .update(healthCareProviders)
          .set({ boxEnabled: true })
          .where(eq(healthCareProviders.id, ids.hospitalId));
      const called = ago(c.daysAgo);
      const sections = clearedVstConsult(
        parsedSections(consultSections(called, ids), VST_CONSULT_SECTION_SCHEMAS, c.sections) as Parameters<
          typeof clearedVstConsult
        >[0],
      ) as Record<ConsultSectionName, unknown>;
      const closedOn = c.closedDaysAgo === undefined ? null : ago(c.closedDaysAgo);
      const consult = await vstConsultService.insert(tx, {
        patientProfileId: person.id,
        callTakerId: callTaker.id,
        callDateTime: called,
        schemaVersion: CURRENT_VST_SCHEMA_VERSION,
        ...sections,
        referrerInformation: sections.referrerInformation,
        strokeType: (sections.diagnosisDetails as { strokeType?: string } | null)?.strokeType ?? null,
        ...copiesOf(sections as Parameters<typeof copiesOf>[0], ids.hospitalId),
        isActive: closedOn === null,
        closedOn,
        createdAt: called,
        ...(c.deleted ? { deletedAt: ago(c.daysAgo - 0.01), deletionReason: c.deleted } : {}),
      });
      if (c.deleted)
        await updatePresentation(tx, 'VST', consult.id, { deletedAt: consult.deletedAt, isActive: false });
      if (!c.followup) continue;
      const followCalled = ago(c.followup.daysAgo);
      const f = parsedSections(
        followupSections(followCalled, ids, REVIEW_WITHOUT_THROMBOLYSIS),
        VST_FOLLOWUP_SECTION_SCHEMAS,
        c.followup.sections,
      ) as Record<FollowupSectionName, unknown>;
      const consultation = f.followupConsultationInformation as
        | Parameters<typeof clearedFollowupConsultation>[0]
        | null;
      const followClosed = c.followup.closedDaysAgo === undefined ? null : ago(c.followup.closedDaysAgo);
      await vstFollowupService.insert(tx, {
        vstConsultId: consult.id,
        patientProfileId: person.id,
        callTakerId: callTaker.id,
        callDateTime: followCalled,
        ...f,
        referrerInformation: f.referrerInformation,
        followupConsultationInformation: consultation && clearedFollowupConsultation(consultation),
        ...copiesOf(f as Parameters<typeof copiesOf>[0], ids.hospitalId),
        isActive: followClosed === null,
        closedOn: followClosed,
        createdAt: followCalled,
      });
    }
  });
}
