import { addDays, DEFAULT_TIME_ZONE } from '@scout/domain/cases/dates';
import { patientAge } from '@scout/domain/ecmo/calculators';
import { makeClinicalDetailsSchema } from '@scout/domain/ecmo/clinical-details.schema';
import { conclusionSchema } from '@scout/domain/ecmo/conclusion.schema';
import { NEAR_EXPIRY_DAYS } from '@scout/domain/ecmo/consumable-options';
import { makeEcmoDetailsSchema } from '@scout/domain/ecmo/ecmo-details.schema';
import { makeObservationSchema, withDerivedObservationValues } from '@scout/domain/ecmo/observation.schema';
import { makePatientHospitalInformationSchema } from '@scout/domain/ecmo/patient-hospital.schema';
import { todayIn } from '@scout/domain/patients/dates';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ecmoClinicalEntries, ecmoItems } from '../../db/schema/index.ts';
import { demoSeedBase } from '../cases/demo-seed.ts';
import { ecmoCaseService } from './module.ts';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/**
 * Demo patients (by seeding order, seed/demo-people.ts), the hospital they are referred from
 * (by seeding order: one where the patient has a URN), diagnoses, modes and the days of each demo
 * case.
 */
const DEMO_CASES: Array<{
  person: number;
  hospital: number;
  history: string;
  failure: number;
  category: number;
  mode: 'VV' | 'VA';
  startDaysAgo: number | null;
  decannulatedDaysAgo?: number;
  closedDaysAgo?: number;
}> = [
  {
    person: 5,
    hospital: 4,
    history: 'Influenza A pneumonia with refractory hypoxaemia on lung-protective ventilation and proning.',
    failure: 1,
    category: 101,
    mode: 'VV',
    startDaysAgo: 3,
  },
  {
    person: 6,
    hospital: 2,
    history: 'Fulminant viral myocarditis; cardiogenic shock despite two inotropes.',
    failure: 2,
    category: 202,
    mode: 'VA',
    startDaysAgo: 18,
  },
  {
    person: 7,
    hospital: 3,
    history: 'Idiopathic pulmonary fibrosis, listed for lung transplant; hypercapnic failure.',
    failure: 1,
    category: 108,
    mode: 'VV',
    startDaysAgo: 45,
  },
  {
    person: 8,
    hospital: 5,
    history: 'Anterior STEMI, primary PCI to the LAD; cardiogenic shock after the procedure.',
    failure: 2,
    category: 201,
    mode: 'VA',
    startDaysAgo: 9,
    decannulatedDaysAgo: 2,
  },
  {
    person: 9,
    hospital: 3,
    history: 'Septic shock with ARDS and septic cardiomyopathy; referred for consideration.',
    failure: 3,
    category: 301,
    mode: 'VV',
    startDaysAgo: null,
  },
  {
    person: 10,
    hospital: 4,
    history: 'Dilated cardiomyopathy, decompensated; low-output state despite inotropes.',
    failure: 2,
    category: 203,
    mode: 'VA',
    startDaysAgo: 20,
    decannulatedDaysAgo: 8,
    closedDaysAgo: 5,
  },
];

function ecmoDetails(start: string, mode: string, decannulatedAt: string | null) {
  return makeEcmoDetailsSchema().parse({
    ecmoStatus: 'OnEcmo',
    cannulationWithoutEcmo: false,
    ecmoDevice: 'Cardiohelp',
    ecmoStartDate: start,
    ecmoStartLocation: { location: 'ICU' },
    ecmoMode: mode,
    circuit: 'HLS',
    cannulation: {
      dateTimeFlowStarted: start,
      initialSpeed: 3200,
      initialFlow: 4.2,
      initialSweep: 3,
      membraneLung: 'Single Membrane',
      primaryDrainage: { outerDiameter: 25, cannulaLength: 55 },
      primaryReturn: { venousOrArterial: mode === 'VA' ? 'A' : 'V', outerDiameter: 19 },
    },
    cardiacArrest: { isCardiacArrest: false },
    decannulation: decannulatedAt
      ? {
          hasEcmoStoppedAndDecannulated: true,
          decannulationDateTime: decannulatedAt,
          cannulaRepairRequired: false,
          postDecannulationVascularStudyBooked: true,
          decannulationReason: 'Reconfiguration',
        }
      : { hasEcmoStoppedAndDecannulated: false },
  });
}

/**
 * Demo ECMO cases for `npm start`: on ECMO for 3, 18 and 45 days (green, orange and red cards),
 * one decannulated, one under consideration and one archived, plus a few consumables. Built
 * with the domain schemas, so the demo data obeys the same rules as entered data.
 */
export async function seedDemoEcmo(db: Db): Promise<void> {
  const base = await demoSeedBase(db, { callTaker: 'calltaker@scout.example' });
  if (!base) return;
  const { people, hospital, hospitalAddress } = base;
  const { callTaker } = base.staff;
  await db.transaction(async (tx) => {
    for (const [i, c] of DEMO_CASES.entries()) {
      const at = c.hospital;
      const person = people[c.person % people.length];
      if (!person) continue;
      const callDays = (c.startDaysAgo ?? 1) + 1;
      const start = c.startDaysAgo === null ? null : ago(c.startDaysAgo);
      const decannulatedAt = c.decannulatedDaysAgo === undefined ? null : ago(c.decannulatedDaysAgo);
      const details = start
        ? ecmoDetails(start, c.mode, decannulatedAt)
        : makeEcmoDetailsSchema().parse({ ecmoStatus: 'ForConsideration' });
      const { lastModified: _l, forceUpdate: _f, ...detailValues } = details;
      const hospitalInfo = makePatientHospitalInformationSchema().parse({
        patientHospitalId: hospital(at),
        patientHospitalUnit: 'ICU',
        patientHospitalUrn: person.urnAt(at),
        patientHospitalAddress: hospitalAddress(at),
        hospitalAdmissionDateTime: ago(callDays + 1),
        icuAdmissionDateTime: ago(callDays),
        patientWeight: 78 + i,
        patientHeight: 172,
        infectiousRisk: i === 0,
        infectiousRiskDetails: i === 0 ? 'Influenza A positive' : null,
        insuranceStatus: 'Unknown',
      });
      const clinical = makeClinicalDetailsSchema().parse({
        diagnosis: {
          primaryOrganFailureId: c.failure,
          diagnosisCategoryId: c.category,
          clinicalHistory: c.history,
        },
      });
      const closedOn = c.closedDaysAgo === undefined ? null : new Date(Date.now() - c.closedDaysAgo * DAY);
      const conclusion = closedOn
        ? conclusionSchema.parse({ ecmoOutcome: 'Successful Wean', patientOutcome: 'Discharged' })
        : null;
      // The framework's insert writes the presentations row too (active unless closed).
      const row = await ecmoCaseService.insert(tx, {
        patientProfileId: person.id,
        callTakerId: callTaker.id,
        callDateTime: new Date(ago(callDays)),
        referrerFirstName: 'Sam',
        referrerLastName: 'Intensivist',
        referrerPosition: 'ICU Cons',
        // The 03 5550 range Australia reserves for fiction: demo data never calls a real number.
        referrerContactNumber: '03 5550 0300',
        referrerHospitalId: hospital(at),
        referrerHospitalUnit: 'ICU',
        patientHospitalInformation: hospitalInfo,
        clinicalDetails: clinical,
        ecmoDetails: detailValues,
        conclusion,
        ecmoStatus: detailValues.ecmoStatus,
        ecmoMode: start ? c.mode : null,
        ecmoDevice: start ? 'Cardiohelp' : null,
        ecmoStartDate: start ? new Date(start) : null,
        decannulationDateTime: decannulatedAt ? new Date(decannulatedAt) : null,
        diagnosisCategoryId: c.category,
        patientHospitalId: hospital(at),
        infectiousRisk: hospitalInfo.infectiousRisk,
        closedOn,
        createdAt: new Date(ago(callDays)),
      });
      const observation = withDerivedObservationValues(
        makeObservationSchema().parse({
          observationType: 'Pre-ECMO',
          observationDateAndTime: ago(callDays - 0.5),
          hr: 118,
          sbp: 92,
          dbp: 55,
          respRate: 28,
          spo2: 86,
          eyes: 3,
          verbal: 4,
          motor: 6,
          oxygenTherapy: { oxygenTherapy: 'Face Mask', flowRate: 15 },
        }),
        patientAge(person, todayIn(DEFAULT_TIME_ZONE)),
      );
      const [entry] = await tx
        .insert(ecmoClinicalEntries)
        .values({ caseId: row.id, kind: 'observation', data: observation })
        .returning({ id: ecmoClinicalEntries.id });
      if (entry)
        await tx
          .update(ecmoClinicalEntries)
          .set({ data: { ...observation, id: entry.id } })
          .where(eq(ecmoClinicalEntries.id, entry.id));
    }
    const today = todayIn(DEFAULT_TIME_ZONE);
    await tx.insert(ecmoItems).values([
      {
        ecmoItemTypeId: 10,
        circuitTypeId: 1,
        currentLocationId: hospital(0),
        supplierId: 1,
        expiry: addDays(today, 300),
        ecmoItemBrandId: 1,
        serialNumber: 'HLS7-20931',
        statusId: 10,
      },
      {
        ecmoItemTypeId: 10,
        circuitTypeId: 2,
        currentLocationId: hospital(1),
        supplierId: 1,
        expiry: addDays(today, NEAR_EXPIRY_DAYS - 10),
        ecmoItemBrandId: 1,
        serialNumber: 'HLS5-11802',
        statusId: 10,
      },
      {
        ecmoItemTypeId: 10,
        circuitTypeId: 1,
        currentLocationId: hospital(0),
        supplierId: 1,
        expiry: addDays(today, 200),
        ecmoItemBrandId: 1,
        serialNumber: 'HLS7-20977',
        statusId: 30,
        datePrimed: addDays(today, -3),
        primeExpiryDate: addDays(today, 27),
      },
      {
        ecmoItemTypeId: 40,
        currentLocationId: hospital(2),
        supplierId: 2,
        expiry: addDays(today, 400),
        ecmoItemBrandId: 2,
        serialNumber: 'CAN-25F-0043',
        statusId: 10,
      },
    ]);
  });
}
