import { REPERFUSION_SECTION_SCHEMAS } from '@scout/domain/reperfusion/case.schema';
import { PATIENT_NOTE_APPLICATION } from '@scout/domain/reperfusion/patient-note.schema';
import { clearedReperfusionCase, reperfusionRowFlags } from '@scout/domain/reperfusion/rules';
import type { ReperfusionSectionName } from '@scout/domain/reperfusion/sections';
import { VST_CONSULT_SECTION_SCHEMAS } from '@scout/domain/vst/case.schema';
import { CURRENT_VST_SCHEMA_VERSION } from '@scout/domain/vst/options';
import { clearedVstConsult } from '@scout/domain/vst/rules';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type vstConsults, vstReperfusionCases } from '../../db/schema/index.ts';
import { demoSeedBase } from '../cases/demo-seed.ts';
import type { StoredVstConsult } from '../stroke/events.ts';
import { copiesOf } from '../stroke/record-save.ts';
import { type ReperfusionKind, reperfusionConsultSections } from './demo-sections.ts';
import { insertNote } from './notes.repo.ts';
import { syncReperfusionCase } from './register-sync.ts';
import { therapiesOf, triageFields } from './views.ts';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const isoAgo = (days: number) => ago(days).toISOString();

type Sections = Partial<Record<ReperfusionSectionName, Record<string, unknown>>>;

/**
 * The demo reperfusion cases (spec 3 §2.11, §4.6): VST consults (closed, every section saved) that
 * thrombolysed the patient or accepted them for ECR, one per register state, patients by seeding
 * order after the clinics' (24-26, and Bridget Walsh, whose ECMO case followed her stroke), the
 * hospital by seeding order (one where the patient has a URN; ECR at the Alfred). Each gets its
 * register sections as a save would store them.
 */
const DEMO_CASES: Array<{
  person: number;
  hospital: number;
  daysAgo: number;
  kind: ReperfusionKind;
  sections: Sections;
  note?: string;
}> = [
  // Thrombolysed yesterday: imaging follow-up pending (Task Due yellow), awaiting the director.
  {
    person: 24,
    hospital: 3,
    daysAgo: 1,
    kind: 'thrombolysed',
    sections: {},
    note: 'Patient remains at the referring hospital.',
  },
  // Thrombolysed four days ago: imaging yet to be completed, so the secondary follow-up is due.
  {
    person: 25,
    hospital: 4,
    daysAgo: 4,
    kind: 'thrombolysed',
    sections: { imagingDetails: { primaryImagingFollowUpStatus: 'Imaging yet to be completed' } },
  },
  // Follow-up complete (fax received, uploaded): ready for the director's review.
  {
    person: 26,
    hospital: 5,
    daysAgo: 7,
    kind: 'thrombolysed',
    sections: {
      patientInformation: { hospitalTriageDateAndTime: isoAgo(7.03), triageTimeConfirmed: 'Yes' },
      imagingDetails: { primaryImagingFollowUpStatus: 'Fax received', imagingUploadedToCase: 'Yes' },
    },
  },
  // ECR at another hospital, discharge summary received, reviewed by the director.
  {
    person: 5,
    hospital: 4,
    daysAgo: 14,
    kind: 'ecr',
    sections: {
      reperfusionCaseDischargeSummary: {
        dischargeSummaryRequested: isoAgo(12),
        dischargeSummaryReceived: isoAgo(9),
      },
      reperfusionCaseDirectorReview: {
        reviewedByDirectorAt: isoAgo(2),
        evtUndertaken: 'Yes',
        patientOutcome: 'mRS 1 at discharge; home with outpatient rehabilitation.',
        comments: 'Door-in to door-out within target.',
      },
    },
    note: 'Discharge summary filed with the case attachments.',
  },
];

/**
 * Stores a new VST consult as VST stores one (its row and its patient-journey presentation): VST's
 * `vstConsultService.insert`, handed in by the demo seed (seed/demo.ts), as an area imports no
 * other area (issue 25 item 2).
 */
export type InsertVstConsult = (tx: Tx, values: typeof vstConsults.$inferInsert) => Promise<StoredVstConsult>;

/**
 * Demo reperfusion cases in every state, with a few notes (no-op when the patients or staff are
 * missing). Each case's VST consult is stored with `insertConsult` and joins the register as a
 * consult save would have it join (register-sync.ts).
 */
export async function seedDemoReperfusionCases(db: Db, insertConsult: InsertVstConsult): Promise<void> {
  const base = await demoSeedBase(db, {
    callTaker: 'calltaker@scout.example',
    neurologist: 'vst.admin@scout.example',
  });
  if (!base) return;
  const { people, hospital, staff } = base;
  await db.transaction(async (tx) => {
    for (const c of DEMO_CASES) {
      const person = people[c.person % people.length];
      if (!person) continue;
      const ids = {
        hospitalId: hospital(c.hospital),
        specialistId: staff.neurologist.id,
        patientHospitalUrn: person.urnAt(c.hospital),
      };
      const called = ago(c.daysAgo);
      const all = reperfusionConsultSections(called, ids, c.kind, hospital(0));
      const parsed = Object.fromEntries(
        Object.entries(VST_CONSULT_SECTION_SCHEMAS).map(([name, schema]) => [
          name,
          schema.parse(all[name as keyof typeof all]),
        ]),
      );
      const sections = clearedVstConsult(parsed as Parameters<typeof clearedVstConsult>[0]) as Record<
        string,
        unknown
      > &
        Parameters<typeof copiesOf>[0];
      const consult = await insertConsult(tx, {
        patientProfileId: person.id,
        callTakerId: staff.callTaker.id,
        callDateTime: called,
        schemaVersion: CURRENT_VST_SCHEMA_VERSION,
        ...sections,
        referrerInformation: sections.referrerInformation,
        strokeType: (sections.diagnosisDetails as { strokeType?: string } | null)?.strokeType ?? null,
        ...copiesOf(sections, ids.hospitalId),
        isActive: false,
        closedOn: ago(c.daysAgo - 0.1),
        createdAt: called,
      });
      await syncReperfusionCase(tx, consult);
      const own = Object.fromEntries(
        Object.entries(REPERFUSION_SECTION_SCHEMAS).map(([name, schema]) => {
          const values = c.sections[name as ReperfusionSectionName];
          return [name, values ? schema.parse(values) : null];
        }),
      ) as Record<ReperfusionSectionName, Record<string, unknown> | null>;
      const patientInformation = own.patientInformation && {
        ...own.patientInformation,
        patientHospitalUnit: 'ED',
        triageTimeConfirmedById: staff.neurologist.id,
      };
      const cleared = clearedReperfusionCase({ ...own, patientInformation });
      await tx
        .update(vstReperfusionCases)
        .set({
          patientInformation: triageFields(cleared.patientInformation),
          imagingDetails: cleared.imagingDetails,
          reperfusionCaseDischargeSummary: cleared.reperfusionCaseDischargeSummary,
          reperfusionCaseDirectorReview: cleared.reperfusionCaseDirectorReview,
          directorReviewStatus: reperfusionRowFlags({
            ...cleared,
            reperfusionTherapiesDetails: therapiesOf(consult),
          }).directorReview,
        })
        .where(eq(vstReperfusionCases.id, consult.id));
      if (c.note)
        await insertNote(tx, {
          patientProfileId: person.id,
          application: PATIENT_NOTE_APPLICATION,
          foreignId: consult.id,
          content: c.note,
          createdBy: staff.neurologist.id,
          createdOn: ago(c.daysAgo - 0.5),
          lastModified: ago(c.daysAgo - 0.5),
        });
    }
  });
}
