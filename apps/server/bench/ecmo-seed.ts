/**
 * Bulk ECMO cases for the ECMO benchmark: one case per bench patient profile (default 20,000),
 * each with every section filled (patient hospital, clinical details with a current draft, ECMO
 * details with cannulation and decannulation, a conclusion when closed) and 12 committed entries
 * (6 observations, 3 blood gases, 3 investigations), written with INSERT ... SELECT statements.
 * The section JSON comes from the domain schemas, so it is what the forms would store.
 *
 * Shape of a real register: one case in 200 is open (100 of 20,000, on ECMO for 0-59 days); the
 * others were decannulated and closed over the previous ~8 years.
 */
import { makeBloodGasSchema } from '@scout/domain/ecmo/blood-gas.schema';
import { makeClinicalDetailsSchema } from '@scout/domain/ecmo/clinical-details.schema';
import { conclusionSchema } from '@scout/domain/ecmo/conclusion.schema';
import { makeEcmoDetailsSchema } from '@scout/domain/ecmo/ecmo-details.schema';
import { makeInvestigationSchema } from '@scout/domain/ecmo/investigation.schema';
import { makeObservationSchema, withDerivedObservationValues } from '@scout/domain/ecmo/observation.schema';
import { makePatientHospitalInformationSchema } from '@scout/domain/ecmo/patient-hospital.schema';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { queryRows } from '../src/db/queries/rows.ts';

const at = '2024-03-01T09:00:00+11:00';
const later = '2024-03-08T09:00:00+11:00';
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

function templates() {
  const observation = withDerivedObservationValues(
    makeObservationSchema().parse({
      observationType: 'Post-ECMO 4hrs',
      observationDateAndTime: at,
      hr: 104,
      rhythm: 'Sinus tachycardia',
      sbp: 112,
      dbp: 64,
      temperature: 36.8,
      respRate: 18,
      spo2: 94,
      eyes: 3,
      verbal: 4,
      motor: 6,
      oxygenTherapy: { oxygenTherapy: 'Face Mask', flowRate: 10 },
    }),
    54,
  );
  const bloodGas = makeBloodGasSchema().parse({
    bloodGasDateAndTime: at,
    bloodGasType: 'Arterial',
    ph: 7.31,
    po2: 82,
    pco2: 48,
    hco3: 23,
    be: -2,
  });
  const investigation = makeInvestigationSchema().parse({
    investigationDateAndTime: at,
    bilirubin: 14,
    alt: 42,
    ast: 51,
    dDimer: 2.1,
    fibrinogen: 3.4,
  });
  const clinical = makeClinicalDetailsSchema().parse({
    diagnosis: {
      primaryOrganFailureId: 1,
      diagnosisCategoryId: 101,
      secondaryDiagnosisIds: [1, 2],
      clinicalHistory:
        'Five days of fever and cough, then rapidly worsening hypoxaemia despite prone ventilation.',
      pastHistory: 'Hypertension. Type 2 diabetes.',
      previousMedications: 'Metformin 1 g BD, perindopril 5 mg daily.',
      allergies: 'Penicillin (rash).',
    },
    observations: { current: { hr: 98, sbp: 118, dbp: 70 } },
  });
  const details = makeEcmoDetailsSchema().parse({
    ecmoStatus: 'OnEcmo',
    cannulationWithoutEcmo: false,
    ecmoDevice: 'Cardiohelp',
    ecmoStartDate: at,
    ecmoStartLocation: { location: 'ICU' },
    ecmoMode: 'VV',
    circuit: 'HLS',
    cannulation: {
      dateTimeFlowStarted: at,
      initialSpeed: 3500,
      initialFlow: 4.5,
      initialSweep: 3,
      membraneLung: 'Single Membrane',
      primaryDrainage: { outerDiameter: 25, cannulaLength: 55 },
      primaryReturn: { venousOrArterial: 'V', outerDiameter: 21 },
    },
    cardiacArrest: { isCardiacArrest: false },
    weaningStudies: [
      { dateOfWeaningStudy: later, resultOfWeaningStudy: 'Passed', comment: 'Sweep off 2 h, stable.' },
    ],
    decannulation: {
      hasEcmoStoppedAndDecannulated: true,
      decannulationDateTime: later,
      cannulaRepairRequired: false,
      postDecannulationVascularStudyBooked: true,
      decannulationReason: 'Reconfiguration',
    },
  });
  const hospital = makePatientHospitalInformationSchema().parse({
    patientHospitalId: 1,
    patientHospitalUnit: 'ICU',
    patientHospitalUrn: 'B12345',
    patientHospitalAddress: '300 Grattan Street, Parkville VIC 3050',
    hospitalAdmissionDateTime: at,
    icuAdmissionDateTime: at,
    patientWeight: 84,
    patientHeight: 176,
    infectiousRisk: false,
    insuranceStatus: 'Full Private',
  });
  const conclusion = conclusionSchema.parse({ ecmoOutcome: 'Successful Wean', patientOutcome: 'Discharged' });
  return { observation, bloodGas, investigation, clinical, details, hospital, conclusion };
}

/** One case per profile with id >= firstProfileId; returns the first case id written. */
export async function seedBenchEcmoCases(db: Db, firstProfileId: number): Promise<number> {
  const t = templates();
  const [before] = await queryRows<{ max: number | null }>(db, sql`SELECT max(id) AS max FROM ecmo_cases`);
  const firstCaseId = Number(before?.max ?? 0) + 1;
  // i: the case ordinal; open cases started 0-59 days ago, closed ones 12 to 3,011 days ago.
  await db.execute(sql`
    INSERT INTO ecmo_cases (
      patient_profile_id, call_taker_id, call_date_time, referrer_first_name, referrer_last_name,
      referrer_position, referrer_contact_number, referrer_hospital_id, referrer_hospital_unit,
      patient_hospital_information, clinical_details, ecmo_details, conclusion, ecmo_status,
      ecmo_mode, ecmo_device, ecmo_start_date, decannulation_date_time, diagnosis_category_id,
      patient_hospital_id, infectious_risk, closed_on, created_at, last_modified)
    SELECT p.id, u.id, now() - make_interval(days => s.start_days + 1), 'Sam', 'Intensivist',
      'ICU Cons', '03 9076 2000', h.ids[1 + p.i % array_length(h.ids, 1)], 'ICU',
      ${json(t.hospital)} || jsonb_build_object('patientHospitalId', h.ids[1 + (p.i + 1) % array_length(h.ids, 1)]),
      ${json(t.clinical)},
      CASE WHEN s.open THEN ${json(t.details)} || '{"ecmoStatus":"OnEcmo"}'::jsonb ELSE ${json(t.details)} END,
      CASE WHEN s.open THEN NULL ELSE ${json(t.conclusion)} END,
      CASE WHEN s.open THEN 'OnEcmo' ELSE 'OffEcmo' END,
      CASE WHEN p.i % 3 = 0 THEN 'VA' ELSE 'VV' END, 'Cardiohelp',
      now() - make_interval(days => s.start_days),
      CASE WHEN s.open THEN NULL ELSE now() - make_interval(days => s.start_days - 7) END,
      (ARRAY[101, 102, 103, 105, 201, 202, 204, 206, 301])[1 + p.i % 9],
      h.ids[1 + (p.i + 1) % array_length(h.ids, 1)], p.i % 10 = 0,
      CASE WHEN s.open THEN NULL ELSE now() - make_interval(days => s.start_days - 9) END,
      now() - make_interval(days => s.start_days + 1), now()
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS i FROM patient_profiles WHERE id >= ${firstProfileId}) p
    CROSS JOIN LATERAL (
      SELECT p.i % 200 = 0 AS open,
        CASE WHEN p.i % 200 = 0 THEN ((p.i / 200) % 60)::int ELSE (12 + p.i % 3000)::int END AS start_days
    ) s,
      (SELECT array_agg(id ORDER BY id) AS ids FROM health_care_providers) h,
      (SELECT min(id) AS id FROM users WHERE email = 'calltaker@scout.example') u`);
  await db.execute(sql`
    INSERT INTO ecmo_clinical_entries (case_id, kind, data)
    SELECT c.id, k.kind, k.data
    FROM ecmo_cases c
    CROSS JOIN (VALUES
      ('observation', ${json(t.observation)}), ('observation', ${json(t.observation)}),
      ('observation', ${json(t.observation)}), ('observation', ${json(t.observation)}),
      ('observation', ${json(t.observation)}), ('observation', ${json(t.observation)}),
      ('bloodGas', ${json(t.bloodGas)}), ('bloodGas', ${json(t.bloodGas)}), ('bloodGas', ${json(t.bloodGas)}),
      ('investigation', ${json(t.investigation)}), ('investigation', ${json(t.investigation)}),
      ('investigation', ${json(t.investigation)})
    ) AS k(kind, data)
    WHERE c.id >= ${firstCaseId}`);
  await db.execute(sql`
    INSERT INTO presentations (discriminator, case_id, patient_profile_id, presentation_date_time,
      study_id, principal_problem, health_care_provider_id, is_active, status)
    SELECT 'ECMO', c.id, c.patient_profile_id, c.call_date_time, 'ECMO' || c.id, NULL,
      c.patient_hospital_id, c.closed_on IS NULL, CASE WHEN c.closed_on IS NULL THEN 'On ECMO' ELSE 'Closed' END
    FROM ecmo_cases c WHERE c.id >= ${firstCaseId}`);
  await db.execute(sql`ANALYZE ecmo_cases`);
  await db.execute(sql`ANALYZE ecmo_clinical_entries`);
  return firstCaseId;
}
