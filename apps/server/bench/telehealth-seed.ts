import {
  clearedConsultation,
  consultationSchema,
  patientHistoryInformationSchema,
  patientInformationSchema,
  referrerInformationSchema,
} from '@scout/domain/telehealth/case.schema';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { queryRows } from '../src/db/queries/rows.ts';

const at = '2024-03-01T09:00:00+11:00';
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** Full sections, built with the domain schemas (as entered data would be). */
function templates() {
  const referrer = referrerInformationSchema.parse({
    firstName: 'Priya',
    lastName: 'Raman',
    position: 'Registrar',
    contactNumber: '03 5555 0210',
    emailAddress: 'priya.raman@hospital.example',
    hospitalId: 1,
    hospitalUnit: 'ICU',
    hospitalAddress: '1 Hospital Road, Bendigo VIC 3550',
    callTaker: 1,
    callTakerDateTime: at,
  });
  const patientInformation = patientInformationSchema.parse({
    healthCareProviderId: 1,
    hospitalURN: 'TH123456',
    dateOfAdmissionHospital: at,
    dateOfAdmissionCriticalCare: at,
    patientWeight: 82,
    patientHeight: 176,
    icuAdmissionDiagnoses: [{ diagnosis: 'Community-acquired pneumonia' }, { diagnosis: 'Septic shock' }],
  });
  const history = patientHistoryInformationSchema.parse({
    historyOfPresentingCase: 'Three days of fever and productive cough; hypoxic and hypotensive on arrival.',
    previousMedicalHistory: 'Type 2 diabetes, hypertension',
    allergies: 'Penicillin (rash)',
    currentMedications: 'Metformin, perindopril',
  });
  const {
    id: _i,
    caseId: _c,
    createdOn: _o,
    ...consultation
  } = clearedConsultation(
    consultationSchema.parse({
      id: 0,
      createdOn: at,
      airway: { endotrachealTube: false },
      breathing: {
        respiratorySupportType: 4,
        respiratoryRate: 26,
        oxygenSaturation: 91,
        estimatedFiO2: 45,
        pressureSupport: 10,
        positiveEndExpiratoryPressure: 8,
        tidalVolume: 460,
      },
      circulationAndInfusion: {
        temperature: 38.3,
        heartRate: 112,
        rhythmn: 'Sinus Rhythm',
        systolicBloodPressure: 96,
        diastolicBloodPressure: 54,
        inotropesAdministered: true,
        urineOutput: 35,
        fluidBalance: 1200,
        infusions: [
          { name: 'Noradrenaline', diluent: '5% Glucose', rate: 6, rateUnits: 'mL/h' },
          { name: 'Propofol', rate: 10, rateUnits: 'mL/h' },
        ],
        medications: [{ name: 'Ceftriaxone', dose: '2 g', route: 'IV', frequency: 'STAT' }],
      },
      disability: { eyes: 4, verbal: 4, motor: 6, painScore: 2, richmondAgitationSedationScale: 0 },
      environmentAndExposure: { peripheralIVs: 2, nutrition: true, bloodSugar: 8.4 },
      investigations: {
        bloods: { hemoglobin: 118, whiteBloodCellCount: 17.2, sodium: 136, potassium: 4.1, creatinine: 140 },
        gases: { pH: 7.31, p02: 68, pC02: 48, hC03: 22, be: -3 },
        radiology: 'CXR',
        radiologyNotes: 'Right lower lobe consolidation.',
      },
      recommendations: {
        consultationType: 'Video',
        conversationWith: 'Registrar on call',
        recommendationNotes: 'Continue NIV, blood cultures, review in 4 hours.',
      },
    }),
  );
  return { referrer, patientInformation, history, consultation };
}

/**
 * One Telehealth case per profile with id >= firstProfileId, each with 10 consultations (a full
 * case); 1 in 200 open (the dashboard), the rest closed (the archive). Returns the first case id.
 */
export async function seedBenchTelehealthCases(db: Db, firstProfileId: number): Promise<number> {
  const t = templates();
  const [before] = await queryRows<{ max: number | null }>(
    db,
    sql`SELECT max(id) AS max FROM telehealth_cases`,
  );
  const firstCaseId = Number(before?.max ?? 0) + 1;
  await db.execute(sql`
    INSERT INTO telehealth_cases (
      patient_profile_id, call_taker_id, call_date_time, referrer_information, intensivist_information,
      patient_information, patient_history_information, outcome_information, referrer_hospital_id,
      health_care_provider_id, case_intensivist_id, hospital_urn, date_of_admission_critical_care,
      outcome, closed_date_time, created_at, last_modified)
    SELECT p.id, u.id, now() - make_interval(days => s.days + 1),
      ${json(t.referrer)} || jsonb_build_object('hospitalId', h.ids[1 + p.i % array_length(h.ids, 1)], 'callTaker', u.id),
      jsonb_build_object('caseIntensivistId', u.id),
      ${json(t.patientInformation)} || jsonb_build_object('healthCareProviderId', h.ids[1 + (p.i + 1) % array_length(h.ids, 1)], 'hospitalURN', 'TH' || p.i),
      ${json(t.history)},
      CASE WHEN s.open THEN NULL ELSE '{"outcome":0}'::jsonb END,
      h.ids[1 + p.i % array_length(h.ids, 1)], h.ids[1 + (p.i + 1) % array_length(h.ids, 1)], u.id,
      'TH' || p.i, now() - make_interval(days => s.days + 1),
      CASE WHEN s.open THEN NULL ELSE 0 END,
      CASE WHEN s.open THEN NULL ELSE now() - make_interval(days => s.days - 5) END,
      now() - make_interval(days => s.days + 1), now()
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS i FROM patient_profiles WHERE id >= ${firstProfileId}) p
    CROSS JOIN LATERAL (
      SELECT p.i % 200 = 0 AS open,
        CASE WHEN p.i % 200 = 0 THEN ((p.i / 200) % 30)::int ELSE (6 + p.i % 3000)::int END AS days
    ) s,
      (SELECT array_agg(id ORDER BY id) AS ids FROM health_care_providers) h,
      (SELECT min(id) AS id FROM users WHERE email = 'telehealth.admin@scout.example') u`);
  await db.execute(sql`
    INSERT INTO telehealth_consultations (case_id, data, created_on, created_by)
    SELECT c.id, ${json(t.consultation)}, c.created_at + make_interval(hours => 8 * n), c.call_taker_id
    FROM telehealth_cases c CROSS JOIN generate_series(1, 10) AS n
    WHERE c.id >= ${firstCaseId}
    ORDER BY c.id, n`);
  await db.execute(sql`
    INSERT INTO presentations (discriminator, case_id, patient_profile_id, presentation_date_time,
      study_id, principal_problem, health_care_provider_id, is_active, status)
    SELECT 'Telehealth', c.id, c.patient_profile_id, c.call_date_time, 'TH' || c.id,
      'Community-acquired pneumonia', c.health_care_provider_id, c.closed_date_time IS NULL,
      CASE WHEN c.closed_date_time IS NULL THEN 'Open' ELSE 'Closed' END
    FROM telehealth_cases c WHERE c.id >= ${firstCaseId}`);
  await db.execute(sql`ANALYZE telehealth_cases`);
  await db.execute(sql`ANALYZE telehealth_consultations`);
  return firstCaseId;
}
