/**
 * Bulk VST consults for bench/vst.ts: one consult per bench patient profile, every section filled
 * (built with the domain's section schemas and clearing rules, as the demo seed does, then laid
 * into each row with its own hospital, URN, specialist and times), call times spread evenly over
 * the last two years in id order (as they are written when the calls come in), the newest 1 in 200
 * open and the rest closed; every third consult was thrombolysed and has 1 or 2 closed follow-ups.
 * Each record has its presentations row, as a save writes it. Written with INSERT ... SELECT
 * statements of BATCH consults each, on either engine, before the benchmarked server starts.
 */
import { ACCESS_LEVEL } from '@scout/domain/access/roles';
import { VST_CONSULT_SECTION_SCHEMAS } from '@scout/domain/vst/case.schema';
import { VST_FOLLOWUP_SECTION_SCHEMAS } from '@scout/domain/vst/followup.schema';
import { CURRENT_VST_SCHEMA_VERSION } from '@scout/domain/vst/options';
import { clearedFollowupConsultation, clearedVstConsult, vstStudyId } from '@scout/domain/vst/rules';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../src/db/client.ts';
import { queryRows } from '../src/db/queries/rows.ts';
import { consultSections, followupSections } from '../src/modules/vst/demo-sections.ts';
import { BENCH_URN_BASE } from './patients-seed.ts';

const BATCH = 10_000;
/** Call times: evenly over the last 730 days (in minutes). */
const SPAN_MINUTES = 730 * 24 * 60;
/** The template's call time; every time in a section is moved to the same offset from each row's call. */
const T0 = new Date('2025-01-01T00:00:00Z');
const MINUTE = 60_000;
const STROKE_TYPE = 'Ischaemic Stroke';

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const iso = (at: SQL) => sql`to_char((${at}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function parsedSections(all: Record<string, unknown>, schemas: Record<string, z.ZodType>) {
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, schema.parse(all[name])]));
}

/**
 * A section for the row whose call is `call`: the template, with the row's `overrides` and each
 * date-time field of the template moved to its offset from the template's call.
 */
function section(template: unknown, call: SQL, overrides: Record<string, SQL> = {}): SQL {
  const fields: SQL[] = [];
  for (const [key, value] of Object.entries(template as Record<string, unknown>)) {
    if (key in overrides || typeof value !== 'string' || !/^\d{4}-\d\d-\d\dT/.test(value)) continue;
    const minutes = Math.round((new Date(value).getTime() - T0.getTime()) / MINUTE);
    fields.push(sql`${key}::text, ${iso(sql`${call} + make_interval(mins => ${minutes}::int)`)}`);
  }
  for (const [key, value] of Object.entries(overrides)) fields.push(sql`${key}::text, ${value}`);
  if (!fields.length) return json(template);
  return sql`${json(template)} || jsonb_build_object(${sql.join(fields, sql`, `)})`;
}

/** Two complete consults (valid by every rule of the domain's save schema): managed, and thrombolysed. */
function consultTemplates() {
  const base = consultSections(T0, { hospitalId: 1, specialistId: 1 });
  const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE).toISOString();
  const thrombolysed = {
    ...base,
    clinicalPresentationInformation: {
      ...base.clinicalPresentationInformation,
      lastKnownWellDateAndTime: at(-70),
      clinicalPresentationNIHSS: 12,
    },
    diagnosisDetails: { strokeType: STROKE_TYPE, diagnosisDetails: 'Left MCA syndrome, no LVO on CTA' },
    reperfusionTherapiesDetails: {
      tpaAdvised: 'Yes',
      timeOfDecisionToThrombolyse: at(20),
      tpaAdministered: 'Yes',
      drugUsed: 'Tenecteplase',
      tpaCommenceDateAndTime: at(25),
      reasonsForTPAExclusion: [],
      patientRecommendedForECR: 'No',
      otherAcuteTreatmentManagementAdviceProvided: ['Stroke Unit'],
    },
    technicalConsultationInformation: {
      consultType: 'Video Conference and Phone',
      internetType: 'Hospital or other institution',
      technicalSuccess: 'Successful',
    },
  };
  const cleared = (all: Record<string, unknown>) =>
    clearedVstConsult(
      parsedSections(all, VST_CONSULT_SECTION_SCHEMAS) as Parameters<typeof clearedVstConsult>[0],
    ) as Record<string, unknown>;
  return { managed: cleared(base), thrombolysed: cleared(thrombolysed) };
}

function followupTemplate(): Record<string, unknown> {
  const f = parsedSections(
    followupSections(T0, { hospitalId: 1, specialistId: 1 }),
    VST_FOLLOWUP_SECTION_SCHEMAS,
  ) as Record<string, unknown>;
  return {
    ...f,
    followupConsultationInformation: clearedFollowupConsultation(
      f.followupConsultationInformation as Parameters<typeof clearedFollowupConsultation>[0],
    ),
  };
}

/**
 * One consult per profile with id >= firstProfileId (`count` of them); returns the first consult
 * id (consult ids are consecutive, in call order).
 */
export async function seedBenchVstConsults(db: Db, firstProfileId: number, count: number): Promise<number> {
  const t = consultTemplates();
  const f = followupTemplate();
  // Ids past every case id the presentations index already holds too, or a million consults could
  // reach one and their presentations collide (the demo once indexed made-up ids from 900001).
  for (const [table, discriminator] of [
    ['vst_consults', 'VST'],
    ['vst_followups', 'VSTFollowup'],
  ] as const)
    await db.execute(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), greatest(
      (SELECT max(id) FROM ${sql.identifier(table)}),
      (SELECT max(case_id) FROM presentations WHERE discriminator = ${discriminator}), 1))`);
  const [before] = await queryRows<{ max: number | null }>(
    db,
    sql`SELECT last_value AS max FROM ${sql.raw('vst_consults_id_seq')}`,
  );
  const firstConsultId = Number(before?.max ?? 0) + 1;
  const openFrom = count - Math.floor(count / 200);
  const consultPrefix = vstStudyId('Consult', 1).slice(0, -1);
  const followupPrefix = vstStudyId('Followup', 1).slice(0, -1);

  // Per consult row: p.i its ordinal (1..count), s.call its call time, s.h its hospital (the
  // patient's URN hospital of seedBenchPatients), s.sp its neurologist, s.tpa thrombolysed.
  const call = sql`s.call`;
  const hospital = sql`to_jsonb(s.h)`;
  const specialist = sql`to_jsonb(s.sp)`;
  const urn = sql`to_jsonb((${BENCH_URN_BASE} + p.id)::text)`;
  const consultSection = (name: string, overrides: Record<string, SQL> = {}) =>
    sql`CASE WHEN s.tpa THEN ${section(t.thrombolysed[name], call, overrides)} ELSE ${section(t.managed[name], call, overrides)} END`;
  for (let from = 0; from < count; from += BATCH) {
    const to = Math.min(count, from + BATCH);
    await db.execute(sql`
      INSERT INTO vst_consults (
        patient_profile_id, call_taker_id, call_date_time, schema_version, referrer_information,
        patient_information, neurologist_information, clinical_presentation_information,
        imaging_details, diagnosis_details, reperfusion_therapies_details,
        technical_consultation_information, hospital_agreement_details, referrer_hospital_id,
        patient_hospital_id, patient_hospital_urn, specialist_id, specialist_date_time,
        referral_date_time, stroke_type, is_active, closed_on, created_at, last_modified)
      SELECT p.id, u.id, s.call, ${CURRENT_VST_SCHEMA_VERSION},
        ${consultSection('referrerInformation', { referrerHospitalId: hospital })},
        ${consultSection('patientInformation', { patientHospitalId: hospital, patientHospitalUrn: urn })},
        ${consultSection('neurologistInformation', { specialistId: specialist })},
        ${consultSection('clinicalPresentationInformation')},
        ${consultSection('imagingDetails')},
        ${consultSection('diagnosisDetails')},
        ${consultSection('reperfusionTherapiesDetails')},
        ${consultSection('technicalConsultationInformation')},
        ${consultSection('hospitalAgreementDetails')},
        s.h, s.h, (${BENCH_URN_BASE} + p.id)::text, s.sp, s.call + interval '5 minutes',
        s.call - interval '5 minutes', ${STROKE_TYPE}, p.i > ${openFrom},
        CASE WHEN p.i > ${openFrom} THEN NULL ELSE s.call + interval '3 hours' END,
        s.call, CASE WHEN p.i > ${openFrom} THEN s.call ELSE s.call + interval '3 hours' END
      FROM (SELECT id, (id - ${firstProfileId} + 1)::int AS i FROM patient_profiles
            WHERE id >= ${firstProfileId + from} AND id < ${firstProfileId + to}) p,
        (SELECT array_agg(id ORDER BY id) AS ids FROM health_care_providers) h,
        (SELECT array_agg(id ORDER BY id) AS ids FROM users
          WHERE account_enabled AND is_vst_user AND vst_access >= ${ACCESS_LEVEL.Manage}) n,
        (SELECT min(id) AS id FROM users WHERE email = 'calltaker@scout.example') u,
        LATERAL (
          SELECT date_trunc('minute', now()) - make_interval(mins => ((${count}::bigint - p.i) * ${SPAN_MINUTES} / ${count})::int) AS call,
            h.ids[1 + p.id % array_length(h.ids, 1)] AS h,
            n.ids[1 + p.i % array_length(n.ids, 1)] AS sp,
            p.i % 3 = 0 AS tpa
        ) s
      ORDER BY p.id`);
  }

  // Follow-ups: the thrombolysed closed consults, 1 or 2 each, a day apart, each closed an hour on.
  const fcall = sql`c.call_date_time + make_interval(days => n)`;
  const followupSection = (name: string, overrides: Record<string, SQL> = {}) =>
    section(f[name], fcall, overrides);
  const chosen = sql`c.id >= ${firstConsultId} AND (c.patient_profile_id - ${firstProfileId} + 1) % 3 = 0 AND NOT c.is_active`;
  for (let from = 0; from < count; from += BATCH) {
    await db.execute(sql`
      INSERT INTO vst_followups (
        vst_consult_id, patient_profile_id, call_taker_id, call_date_time, referrer_information,
        patient_information, neurologist_information, followup_consultation_information,
        hospital_agreement_details, referrer_hospital_id, patient_hospital_id, patient_hospital_urn,
        specialist_id, specialist_date_time, referral_date_time, is_active, closed_on, created_at,
        last_modified)
      SELECT c.id, c.patient_profile_id, c.call_taker_id, ${fcall},
        ${followupSection('referrerInformation', { referrerHospitalId: sql`to_jsonb(c.referrer_hospital_id)` })},
        ${followupSection('patientInformation', {
          patientHospitalId: sql`to_jsonb(c.patient_hospital_id)`,
          patientHospitalUrn: sql`to_jsonb(c.patient_hospital_urn)`,
        })},
        ${followupSection('neurologistInformation', { specialistId: sql`to_jsonb(c.specialist_id)` })},
        ${followupSection('followupConsultationInformation')},
        ${followupSection('hospitalAgreementDetails')},
        c.referrer_hospital_id, c.patient_hospital_id, c.patient_hospital_urn, c.specialist_id,
        ${fcall} + interval '5 minutes', ${fcall} - interval '5 minutes', false,
        ${fcall} + interval '1 hour', ${fcall}, ${fcall} + interval '1 hour'
      FROM vst_consults c
      CROSS JOIN LATERAL generate_series(1, 1 + ((c.patient_profile_id - ${firstProfileId} + 1) / 3) % 2) AS n
      WHERE ${chosen} AND c.id >= ${firstConsultId + from} AND c.id < ${firstConsultId + Math.min(count, from + BATCH)}
      ORDER BY c.id, n`);
  }

  await db.execute(sql`
    INSERT INTO presentations (discriminator, case_id, patient_profile_id, presentation_date_time,
      study_id, principal_problem, health_care_provider_id, is_active, status)
    SELECT 'VST', c.id, c.patient_profile_id, c.call_date_time, ${consultPrefix}::text || c.id, c.stroke_type,
      coalesce(c.patient_hospital_id, c.referrer_hospital_id), c.is_active,
      CASE WHEN c.is_active THEN 'Open' ELSE 'Closed' END
    FROM vst_consults c WHERE c.id >= ${firstConsultId} ORDER BY c.id`);
  await db.execute(sql`
    INSERT INTO presentations (discriminator, case_id, patient_profile_id, presentation_date_time,
      study_id, health_care_provider_id, is_active, status)
    SELECT 'VSTFollowup', f.id, f.patient_profile_id, f.call_date_time, ${followupPrefix}::text || f.id,
      coalesce(f.patient_hospital_id, f.referrer_hospital_id), f.is_active,
      CASE WHEN f.is_active THEN 'Open' ELSE 'Closed' END
    FROM vst_followups f WHERE f.vst_consult_id >= ${firstConsultId} ORDER BY f.id`);
  return firstConsultId;
}
