import { transferRequestSchema } from '@scout/domain/cases/transfer.schema';
import {
  clearedConsultation,
  consultationSchema,
  intensivistInformationSchema,
  patientHistoryInformationSchema,
  patientInformationSchema,
  referrerInformationSchema,
} from '@scout/domain/telehealth/case.schema';
import type { Db } from '../../db/client.ts';
import { transferRequests } from '../../db/schema/index.ts';
import { demoSeedBase } from '../cases/demo-seed.ts';
import { telehealthCaseService } from './module.ts';
import { insertConsultation } from './repo.ts';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

/**
 * The demo cases: patients by seeding order (seed/demo-people.ts; ECMO's demo uses 5-10), the
 * referring hospital by seeding order (one where the patient has a URN), days, and their state.
 */
const DEMO_CASES: Array<{
  person: number;
  hospital: number;
  daysAgo: number;
  diagnoses: string[];
  consultations: number;
  transfer?: 'requested';
  closedDaysAgo?: number;
  outcome?: 0 | 1 | 2;
}> = [
  {
    person: 11,
    hospital: 1,
    daysAgo: 2,
    diagnoses: ['Community-acquired pneumonia', 'Type 2 respiratory failure'],
    consultations: 2,
  },
  {
    person: 12,
    hospital: 2,
    daysAgo: 1,
    diagnoses: ['Septic shock (urosepsis)'],
    consultations: 1,
    transfer: 'requested',
  },
  { person: 13, hospital: 0, daysAgo: 0.2, diagnoses: ['Diabetic ketoacidosis'], consultations: 0 },
  {
    person: 14,
    hospital: 5,
    daysAgo: 9,
    diagnoses: ['Acute exacerbation of COPD'],
    consultations: 3,
    closedDaysAgo: 4,
    outcome: 0,
  },
];

/** A consultation on the given day of the case: NIV on noradrenaline at first, then weaning. */
function consultation(createdOn: Date, step: number) {
  const onNiv = step === 0;
  return clearedConsultation(
    consultationSchema.parse({
      id: 0,
      createdOn: createdOn.toISOString(),
      airway: { endotrachealTube: false },
      breathing: onNiv
        ? {
            respiratorySupportType: 4,
            respiratoryRate: 26,
            oxygenSaturation: 91,
            estimatedFiO2: 45,
            pressureSupport: 10,
            positiveEndExpiratoryPressure: 8,
            tidalVolume: 460,
          }
        : { respiratorySupportType: 1, flowRate: 6, respiratoryRate: 20, oxygenSaturation: 95 },
      circulationAndInfusion: {
        temperature: onNiv ? 38.3 : 37.2,
        heartRate: onNiv ? 112 : 88,
        rhythmn: 'Sinus Rhythm',
        systolicBloodPressure: onNiv ? 96 : 124,
        diastolicBloodPressure: onNiv ? 54 : 70,
        inotropesAdministered: onNiv,
        urineOutput: onNiv ? 35 : null,
        fluidBalance: onNiv ? 1200 : null,
        infusions: onNiv
          ? [{ name: 'Noradrenaline', diluent: '5% Glucose', rate: 6, rateUnits: 'mL/h' }]
          : [],
        medications: onNiv ? [{ name: 'Ceftriaxone', dose: '2 g', route: 'IV', frequency: 'STAT' }] : [],
      },
      disability: {
        eyes: 4,
        verbal: onNiv ? 4 : 5,
        motor: 6,
        painScore: 2,
        richmondAgitationSedationScale: 0,
      },
      environmentAndExposure: { peripheralIVs: 2, nutrition: true, bloodSugar: 8.4 },
      investigations: {
        bloods: { hemoglobin: 118, whiteBloodCellCount: onNiv ? 17.2 : 11.1, sodium: 136, potassium: 4.1 },
        radiology: 'CXR',
        radiologyNotes: onNiv ? 'Right lower lobe consolidation.' : 'Improving consolidation.',
      },
      recommendations: {
        consultationType: 'Video',
        conversationWith: 'Registrar on call',
        recommendationNotes: onNiv
          ? 'Continue NIV, blood cultures, review in 4 hours.'
          : 'Wean oxygen as tolerated.',
      },
    }),
  );
}

/**
 * Demo Telehealth cases for `npm start`, so a new user sees a real dashboard and archive: an open
 * case with two consultations, one with a transfer requested, a new one without consultations,
 * and a closed one (Stay In Regional ICU). Built with the domain schemas, so the demo data obeys
 * the same rules as entered data; written through the module's insert (presentations row too).
 */
export async function seedDemoTelehealth(db: Db): Promise<void> {
  const base = await demoSeedBase(db, {
    callTaker: 'calltaker@scout.example',
    intensivist: 'telehealth.admin@scout.example',
  });
  if (!base) return;
  const { people, hospital } = base;
  const { callTaker, intensivist } = base.staff;

  await db.transaction(async (tx) => {
    for (const [i, c] of DEMO_CASES.entries()) {
      const person = people[c.person % people.length];
      if (!person) continue;
      const called = ago(c.daysAgo);
      const referrerInformation = referrerInformationSchema.parse({
        firstName: ['Priya', 'Tom', 'Mei', 'Jack'][i],
        lastName: ['Raman', 'Kelly', 'Chen', 'Walsh'][i],
        position: ['Registrar', 'Consultant', 'HMO', 'Nurse'][i],
        // The 03 5550 range Australia reserves for fiction.
        contactNumber: `03 5550 02${String(10 + i)}`,
        emailAddress: null,
        hospitalId: hospital(c.hospital),
        hospitalUnit: i === 2 ? 'ED' : 'ICU',
        hospitalAddress: null,
        callTaker: callTaker.id,
        callTakerDateTime: called.toISOString(),
      });
      const admittedToIcu = new Date(called.getTime() - DAY / 4);
      const patientInformation =
        i === 2
          ? null
          : patientInformationSchema.parse({
              healthCareProviderId: hospital(c.hospital),
              hospitalURN: person.urnAt(c.hospital),
              dateOfAdmissionHospital: new Date(admittedToIcu.getTime() - DAY / 2).toISOString(),
              dateOfAdmissionCriticalCare: admittedToIcu.toISOString(),
              patientWeight: 70 + 4 * i,
              patientHeight: 170,
              icuAdmissionDiagnoses: c.diagnoses.map((diagnosis) => ({ diagnosis })),
            });
      const closedDateTime = c.closedDaysAgo === undefined ? null : ago(c.closedDaysAgo);
      const outcome = c.transfer ? 2 : (c.outcome ?? null);
      const row = await telehealthCaseService.insert(tx, {
        patientProfileId: person.id,
        callTakerId: callTaker.id,
        callDateTime: called,
        referrerInformation,
        referrerHospitalId: referrerInformation.hospitalId,
        intensivistInformation: intensivistInformationSchema.parse({ caseIntensivistId: intensivist.id }),
        caseIntensivistId: intensivist.id,
        patientInformation,
        healthCareProviderId: patientInformation?.healthCareProviderId ?? null,
        hospitalUrn: patientInformation?.hospitalURN ?? null,
        dateOfAdmissionCriticalCare: patientInformation ? admittedToIcu : null,
        patientHistoryInformation:
          i === 2
            ? null
            : patientHistoryInformationSchema.parse({
                historyOfPresentingCase: `Referred with ${c.diagnoses[0]?.toLowerCase()}.`,
                previousMedicalHistory: 'Hypertension',
                allergies: 'Nil known',
              }),
        outcomeInformation: outcome === null ? null : { outcome },
        outcome,
        closedDateTime,
        createdAt: called,
      });
      for (let step = 0; step < c.consultations; step++) {
        const createdOn = new Date(called.getTime() + step * DAY + DAY / 8);
        const { id: _id, caseId: _c, createdOn: _o, ...data } = consultation(createdOn, step);
        await insertConsultation(tx, { caseId: row.id, data, createdBy: intensivist.id, createdOn });
      }
      if (c.transfer) {
        await tx.insert(transferRequests).values({
          module: 'telehealth',
          caseId: row.id,
          // As the transfer form submits it (the domain schema's output, as a real request).
          request: (({ lastModified: _l, forceUpdate: _f, ...request }) => request)(
            transferRequestSchema.parse({
              referral: {
                referrer: {
                  lastName: referrerInformation.lastName,
                  firstName: referrerInformation.firstName,
                  position: 'Other',
                  contactNumber: referrerInformation.contactNumber,
                },
                patient: {
                  location: { hospitalId: referrerInformation.hospitalId, unit: 'ICU' },
                  infectiousRisk: false,
                  measurements: { weight: 74 },
                },
              },
              referralSite: { arrivalDateTime: called.toISOString() },
              initialObservations: {
                heartRate: 112,
                systolicBloodPressure: 96,
                diastolicBloodPressure: 54,
                respiratoryRate: 26,
                spo2: 91,
                gcs: 14,
                temperature: 38.3,
                oxygenTherapy: 'Face Mask',
                oxygenFlowRate: 6,
                fio2: 35,
              },
              plannedDestination: { location: { hospitalId: hospital(0), unit: 'ICU' } },
            }),
          ),
          status: c.transfer,
          requestedBy: intensivist.displayName,
          requestedByUserId: intensivist.id,
          whenSubmitted: ago(c.daysAgo / 2),
          whenRequested: ago(c.daysAgo / 2),
          arvisCaseId: `ARV-DEMO-${row.id}`,
          driver: 'local',
        });
      }
    }
  });
}
