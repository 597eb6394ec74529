/**
 * Bulk VTIS records for bench/vtis.ts: one consult per bench patient profile, call times spread
 * evenly over the last 365 days in id order (as they are written when the calls come in). The
 * sections are the demo seed's (demo-sections.ts, parsed by the domain's section schemas and
 * cleared by its rules), laid into each row with its own hospital, URN, neurologist and times:
 * every date-time moved to the same offset from the row's call as from the template's, every
 * date (YYYY-MM-DD) by the same number of days. By ordinal i (1..count):
 * - the newest 1 in 200 are open: every 4th of them pending (the referral only), the rest INPATIENT
 *   (every section);
 * - of the others, 1 in 50 (i % 50 = 25) was declined while pending, the rest are closed, 3 hours
 *   after the call, every section filled;
 * - every closed consult with i % 10 in (1, 4, 7), about 30 % of all (30,000 of 100,000), has its
 *   hospital documentation (what the AuSCR export reads): admitted the day before the call at
 *   14:30, completed (all four sections, closed, discharged as many days on as the template) once the call is 14 days
 *   old and i % 30 <> 1, else open (admission and clinical information only);
 * - every closed consult with i % 3 = 0 (older than 3 days) has 1 or 2 closed follow-ups, a day
 *   apart.
 * Each consult and follow-up has its presentations row, as the case-module framework writes it.
 * Written with INSERT ... SELECT statements of BATCH records each, on either engine, before the
 * benchmarked server starts.
 */
import { ACCESS_LEVEL } from '@scout/domain/access/roles';
import { DEFAULT_TIME_ZONE, localDateOf } from '@scout/domain/cases/dates';
import { VTIS_CONSULT_SECTION_SCHEMAS } from '@scout/domain/vtis/case.schema';
import { VTIS_FOLLOWUP_SECTION_SCHEMAS } from '@scout/domain/vtis/followup.schema';
import { HOSPITAL_DOCUMENTATION_SECTION_SCHEMAS } from '@scout/domain/vtis/hospital-documentation.schema';
import { clearedHospitalDocumentation } from '@scout/domain/vtis/hospital-documentation-clearing';
import { zonedDateTimeToEpochMs } from '@scout/domain/vtis/hospital-documentation-dates';
import { clearedVtisConsult, clearedVtisFollowup, vtisStudyId } from '@scout/domain/vtis/rules';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../src/db/client.ts';
import { queryRows } from '../src/db/queries/rows.ts';
import {
  hospitalDocumentationSections,
  vtisConsultSections,
  vtisFollowupSections,
} from '../src/modules/vtis/demo-sections.ts';
import { BENCH_URN_BASE } from './patients-seed.ts';

const BATCH = 10_000;
/** Call times: evenly over the last 365 days (in minutes). */
const SPAN_MINUTES = 365 * 24 * 60;
/** The templates' call time; each row's dates keep their offsets from it (see `shifted`). */
const T0 = new Date('2025-01-01T00:00:00Z');
const MINUTE = 60_000;
const DAY = 86_400_000;
const TZ = DEFAULT_TIME_ZONE;
const ADMISSION_TIME = '14:30';
const DECLINE_REASON = 'Patient transferred to another hospital';

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const iso = (at: SQL) => sql`to_char((${at}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const ISO_DATE_TIME = /^\d{4}-\d\d-\d\dT/;
const ISO_DATE = /^\d{4}-\d\d-\d\d$/;

/** Where a row's dates are measured from: its instant and local day, and the template's. */
interface Anchor {
  instant: SQL;
  day: SQL;
  templateMs: number;
  templateDay: string;
}

/**
 * The SQL of a template value with its dates moved to the row's anchor (recursively, arrays of
 * readings included), or null when the value holds no date (then it is written as it is).
 */
function shifted(value: unknown, a: Anchor): SQL | null {
  if (typeof value === 'string') {
    if (ISO_DATE_TIME.test(value)) {
      const minutes = Math.round((Date.parse(value) - a.templateMs) / MINUTE);
      return sql`to_jsonb(${iso(sql`${a.instant} + make_interval(mins => ${minutes}::int)`)})`;
    }
    if (ISO_DATE.test(value)) {
      const days = Math.round(
        (Date.parse(`${value}T00:00:00Z`) - Date.parse(`${a.templateDay}T00:00:00Z`)) / DAY,
      );
      return sql`to_jsonb(to_char(${a.day} + ${days}::int, 'YYYY-MM-DD'))`;
    }
    return null;
  }
  if (Array.isArray(value)) {
    const items = value.map((v) => shifted(v, a));
    if (items.every((v) => v === null)) return null;
    return sql`jsonb_build_array(${sql.join(
      items.map((v, k) => v ?? json(value[k])),
      sql`, `,
    )})`;
  }
  if (value && typeof value === 'object') return objectShifted(value as Record<string, unknown>, a);
  return null;
}

function objectShifted(template: Record<string, unknown>, a: Anchor, overrides: Record<string, SQL> = {}) {
  const fields: SQL[] = [];
  for (const [key, value] of Object.entries(template)) {
    if (key in overrides) continue;
    const moved = shifted(value, a);
    if (moved) fields.push(sql`${key}::text, ${moved}`);
  }
  for (const [key, value] of Object.entries(overrides)) fields.push(sql`${key}::text, ${value}`);
  if (!fields.length) return null;
  return sql`(${json(template)} || jsonb_build_object(${sql.join(fields, sql`, `)}))`;
}

/** A section for the row: the template with its dates moved (`shifted`) and the row's `overrides`. */
function section(template: unknown, a: Anchor, overrides: Record<string, SQL> = {}): SQL {
  if (template === null || template === undefined) return sql`NULL::jsonb`;
  return objectShifted(template as Record<string, unknown>, a, overrides) ?? json(template);
}

function parsedSections(all: Record<string, unknown>, schemas: Record<string, z.ZodType>) {
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, schema.parse(all[name])]));
}

/** Every consult section, complete and cleared (valid by the domain's save schema). */
function consultTemplate(): Record<string, unknown> {
  const all = parsedSections(
    vtisConsultSections(T0, { hospitalId: 1, specialistId: 1 }, TZ),
    VTIS_CONSULT_SECTION_SCHEMAS,
  );
  return clearedVtisConsult(all as Parameters<typeof clearedVtisConsult>[0]) as Record<string, unknown>;
}

function followupTemplate(): Record<string, unknown> {
  const all = parsedSections(
    vtisFollowupSections(T0, { hospitalId: 1, specialistId: 1 }),
    VTIS_FOLLOWUP_SECTION_SCHEMAS,
  );
  return clearedVtisFollowup(all as Parameters<typeof clearedVtisFollowup>[0]) as Record<string, unknown>;
}

/** Every hospital documentation section, complete, with the template's admission day and instant. */
function documentationTemplate() {
  const doc = clearedHospitalDocumentation(
    parsedSections(
      hospitalDocumentationSections(7, TZ),
      HOSPITAL_DOCUMENTATION_SECTION_SCHEMAS,
    ) as Parameters<typeof clearedHospitalDocumentation>[0],
    TZ,
  ) as Record<string, Record<string, unknown> | null>;
  const day = doc.admissionDetails?.hospitalAdmissionDate as string;
  const discharged = doc.dischargeInformation?.hospitalDischargeDate as string;
  const ms = zonedDateTimeToEpochMs(day, ADMISSION_TIME, TZ);
  if (ms === null || ms === undefined) throw new Error(`no admission instant for ${day}`);
  const stayDays = Math.round((Date.parse(discharged) - Date.parse(day)) / DAY);
  return { doc, day, ms, stayDays };
}

/**
 * One VTIS consult per profile with id >= firstProfileId (`count` of them), with follow-ups,
 * hospital documentation and presentations rows; returns the first consult id (consult ids are
 * consecutive, in call order).
 */
export async function seedBenchVtisRecords(db: Db, firstProfileId: number, count: number): Promise<number> {
  const c = consultTemplate();
  const f = followupTemplate();
  const d = documentationTemplate();
  const [before] = await queryRows<{ max: number | null }>(db, sql`SELECT max(id) AS max FROM vtis_consults`);
  const firstConsultId = Number(before?.max ?? 0) + 1;
  const openFrom = count - Math.floor(count / 200);
  const consultPrefix = vtisStudyId('VtisConsult', 1).slice(0, -1);
  const followupPrefix = vtisStudyId('VtisFollowup', 1).slice(0, -1);

  // Per consult row: p.i its ordinal (1..count), s.call its call time, s.day its local call day,
  // s.h its hospital (the patient's URN hospital of seedBenchPatients), s.sp its neurologist,
  // s.open / s.pending / s.declined its state, s.filled whether every section is filled.
  const consultAnchor: Anchor = {
    instant: sql`s.call`,
    day: sql`s.day`,
    templateMs: T0.getTime(),
    templateDay: localDateOf(T0.toISOString(), TZ) as string,
  };
  const hospital = sql`to_jsonb(s.h)`;
  const consultSection = (name: string, overrides: Record<string, SQL> = {}) =>
    sql`CASE WHEN s.filled THEN ${section(c[name], consultAnchor, overrides)} END`;
  for (let from = 0; from < count; from += BATCH) {
    const to = Math.min(count, from + BATCH);
    await db.execute(sql`
      INSERT INTO vtis_consults (
        patient_profile_id, call_taker_id, call_date_time, referrer_information, patient_information,
        patient_history, neurologist_information, imaging_details, diagnosis_details,
        recommended_management, technical_consultation_information, referrer_hospital_id,
        patient_hospital_id, patient_hospital_urn, specialist_id, specialist_date_time,
        referral_date_time, stroke_type, is_active, closed_on, is_pending, declined_at, declined_by,
        reason_for_declining, created_at, last_modified)
      SELECT p.id, u.id, s.call,
        ${section(c.referrerInformation, consultAnchor, { referrerHospitalId: hospital })},
        ${consultSection('patientInformation', {
          patientHospitalId: hospital,
          patientHospitalUrn: sql`to_jsonb((${BENCH_URN_BASE} + p.id)::text)`,
        })},
        ${consultSection('patientHistory')},
        ${consultSection('neurologistInformation', { specialistId: sql`to_jsonb(s.sp)` })},
        ${consultSection('imagingDetails')},
        ${consultSection('diagnosisDetails')},
        ${consultSection('recommendedManagement')},
        ${consultSection('technicalConsultationInformation')},
        s.h,
        CASE WHEN s.filled THEN s.h END,
        CASE WHEN s.filled THEN (${BENCH_URN_BASE} + p.id)::text END,
        CASE WHEN s.filled THEN s.sp END,
        CASE WHEN s.filled THEN s.call + interval '10 minutes' END,
        s.call - interval '5 minutes',
        CASE WHEN s.filled THEN ${(c.diagnosisDetails as { strokeType?: string } | null)?.strokeType ?? null}::text END,
        s.open,
        CASE WHEN s.open OR s.declined THEN NULL ELSE s.call + interval '3 hours' END,
        s.pending,
        CASE WHEN s.declined THEN s.call + interval '30 minutes' END,
        CASE WHEN s.declined THEN s.sp END,
        CASE WHEN s.declined THEN ${DECLINE_REASON}::text END,
        s.call,
        CASE WHEN s.open THEN s.call WHEN s.declined THEN s.call + interval '30 minutes'
          ELSE s.call + interval '3 hours' END
      FROM (SELECT id, (id - ${firstProfileId} + 1)::int AS i FROM patient_profiles
            WHERE id >= ${firstProfileId + from} AND id < ${firstProfileId + to}) p,
        (SELECT array_agg(id ORDER BY id) AS ids FROM health_care_providers) h,
        (SELECT array_agg(id ORDER BY id) AS ids FROM users
          WHERE account_enabled AND is_vtis_user AND vtis_access >= ${ACCESS_LEVEL.Manage}) n,
        (SELECT min(id) AS id FROM users WHERE email = 'calltaker@scout.example') u,
        LATERAL (
          SELECT date_trunc('minute', now()) - make_interval(mins => ((${count}::bigint - p.i) * ${SPAN_MINUTES} / ${count})::int) AS call,
            h.ids[1 + p.id % array_length(h.ids, 1)] AS h,
            n.ids[1 + p.i % array_length(n.ids, 1)] AS sp,
            p.i > ${openFrom} AS open,
            p.i > ${openFrom} AND p.i % 4 = 0 AS pending,
            p.i <= ${openFrom} AND p.i % 50 = 25 AS declined
        ) s0,
        LATERAL (
          SELECT s0.*, (s0.call AT TIME ZONE ${TZ}::text)::date AS day,
            NOT s0.pending AND NOT s0.declined AS filled
        ) s
      ORDER BY p.id`);
  }

  // The consult's ordinal, and the closed (not declined) consults' shares.
  const ordinal = sql`(c.patient_profile_id - ${firstProfileId} + 1)`;
  const closed = sql`c.id >= ${firstConsultId} AND NOT c.is_active AND c.declined_at IS NULL`;
  const batches = async (statement: (fromId: number, toId: number) => SQL) => {
    for (let from = 0; from < count; from += BATCH)
      await db.execute(statement(firstConsultId + from, firstConsultId + Math.min(count, from + BATCH)));
  };

  // Follow-ups: 1 or 2 per chosen consult, a day apart, each closed an hour on.
  const fcall = sql`(c.call_date_time + make_interval(days => n))`;
  const followupAnchor: Anchor = {
    instant: fcall,
    day: sql`(${fcall} AT TIME ZONE ${TZ}::text)::date`,
    templateMs: T0.getTime(),
    templateDay: consultAnchor.templateDay,
  };
  await batches(
    (fromId, toId) => sql`
      INSERT INTO vtis_followups (
        vtis_consult_id, patient_profile_id, call_taker_id, call_date_time, referrer_information,
        neurologist_information, followup_consultation_information, referrer_hospital_id,
        patient_hospital_id, patient_hospital_urn, specialist_id, specialist_date_time,
        referral_date_time, is_active, closed_on, created_at, last_modified)
      SELECT c.id, c.patient_profile_id, c.call_taker_id, ${fcall},
        ${section(f.referrerInformation, followupAnchor, { referrerHospitalId: sql`to_jsonb(c.referrer_hospital_id)` })},
        ${section(f.neurologistInformation, followupAnchor, { specialistId: sql`to_jsonb(c.specialist_id)` })},
        ${section(f.followupConsultationInformation, followupAnchor)},
        c.referrer_hospital_id, c.patient_hospital_id, c.patient_hospital_urn, c.specialist_id,
        ${fcall} + interval '10 minutes', ${fcall} - interval '5 minutes', false,
        ${fcall} + interval '1 hour', ${fcall}, ${fcall} + interval '1 hour'
      FROM vtis_consults c
      CROSS JOIN LATERAL generate_series(1, 1 + (${ordinal} / 3) % 2) AS n
      WHERE ${closed} AND ${ordinal} % 3 = 0 AND c.call_date_time < now() - interval '3 days'
        AND c.id >= ${fromId} AND c.id < ${toId}
      ORDER BY c.id, n`,
  );

  // Hospital documentation: admitted the day before the call at 14:30 (local).
  const admissionDay = sql`((c.call_date_time AT TIME ZONE ${TZ}::text)::date - 1)`;
  const docAnchor: Anchor = {
    instant: sql`((${admissionDay} + ${ADMISSION_TIME}::time) AT TIME ZONE ${TZ}::text)`,
    day: admissionDay,
    templateMs: d.ms,
    templateDay: d.day,
  };
  const complete = sql`(c.call_date_time < now() - interval '14 days' AND ${ordinal} % 30 <> 1)`;
  const docSection = (name: string) => section(d.doc[name], docAnchor);
  await batches(
    (fromId, toId) => sql`
      INSERT INTO vtis_hospital_documentation (
        id, patient_profile_id, admission_details, clinical_information, secondary_prevention,
        discharge_information, hospital_admission_date, hospital_discharge_date, closed_on,
        closed_by, created_at, last_modified)
      SELECT c.id, c.patient_profile_id, ${docSection('admissionDetails')},
        ${docSection('clinicalInformation')},
        CASE WHEN ${complete} THEN ${docSection('secondaryPrevention')} END,
        CASE WHEN ${complete} THEN ${docSection('dischargeInformation')} END,
        ${admissionDay},
        CASE WHEN ${complete} THEN ${admissionDay} + ${d.stayDays}::int END,
        CASE WHEN ${complete} THEN c.closed_on + interval '6 days' END,
        CASE WHEN ${complete} THEN c.specialist_id END,
        c.closed_on,
        CASE WHEN ${complete} THEN c.closed_on + interval '6 days' ELSE c.closed_on END
      FROM vtis_consults c
      WHERE ${closed} AND ${ordinal} % 10 IN (1, 4, 7) AND c.id >= ${fromId} AND c.id < ${toId}
      ORDER BY c.id`,
  );

  // Presentations rows (modules/vtis/module.ts `presentation`).
  await db.execute(sql`
    INSERT INTO presentations (discriminator, case_id, patient_profile_id, presentation_date_time,
      study_id, principal_problem, health_care_provider_id, is_active, status)
    SELECT 'VTIS', c.id, c.patient_profile_id, c.call_date_time, ${consultPrefix}::text || c.id,
      c.stroke_type, coalesce(c.patient_hospital_id, c.referrer_hospital_id),
      c.is_active AND c.declined_at IS NULL,
      CASE WHEN c.declined_at IS NOT NULL THEN 'Declined' WHEN NOT c.is_active THEN 'Closed'
        WHEN c.is_pending THEN 'Pending' ELSE 'Inpatient' END
    FROM vtis_consults c WHERE c.id >= ${firstConsultId} ORDER BY c.id`);
  await db.execute(sql`
    INSERT INTO presentations (discriminator, case_id, patient_profile_id, presentation_date_time,
      study_id, health_care_provider_id, is_active, status)
    SELECT 'VTISFollowup', f.id, f.patient_profile_id, f.call_date_time, ${followupPrefix}::text || f.id,
      coalesce(f.patient_hospital_id, f.referrer_hospital_id), f.is_active,
      CASE WHEN f.is_active THEN 'Inpatient' ELSE 'Closed' END
    FROM vtis_followups f WHERE f.vtis_consult_id >= ${firstConsultId} ORDER BY f.id`);
  return firstConsultId;
}
