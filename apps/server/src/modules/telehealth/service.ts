import { isInScope } from '@scout/domain/access/provider-scope';
import { ageOn, todayIn } from '@scout/domain/patients/dates';
import type {
  ConsultationSave,
  IntensivistInformation,
  IntensivistSave,
  NewTelehealthCase,
  OutcomeInformation,
  PatientHistoryInformation,
  PatientHistorySave,
  PatientInformation,
  PatientInformationSave,
  ReferrerInformation,
  ReferrerSave,
  TelehealthCase,
  WholeCaseSave,
} from '@scout/domain/telehealth/case.schema';
import { lengthOfStayDays } from '@scout/domain/telehealth/clinical-rules';
import type {
  TelehealthDashboardQuery,
  TelehealthDashboardResponse,
} from '@scout/domain/telehealth/dashboard.schema';
import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import {
  formatTelehealthCaseId,
  TELEHEALTH_OUTCOME,
  type TelehealthCaseSection,
} from '@scout/domain/telehealth/options';
import { canCloseCase } from '@scout/domain/telehealth/rules';
import type { Tx } from '../../db/client.ts';
import { isProfileInScope } from '../../db/queries/profile-scope.ts';
import type { telehealthCases } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../lib/http-errors.ts';
import { findPatient, findUser, isCallTakerOf, providerExists } from '../cases/case-lookups.ts';
import type { CaseContext, SectionChange } from '../cases/case-module.ts';
import { consultationOf, effectiveOutcome, transferStatusOf } from './case-view.ts';
import { TELEHEALTH_SERVER_MESSAGES as S } from './messages.ts';
import { telehealthCaseService as cases } from './module.ts';
import * as repo from './repo.ts';

type Values = NonNullable<SectionChange<typeof telehealthCases>['values']>;

/** Drops the save's case id and concurrency fields: what is stored is the section's values only. */
function valuesOf<
  T extends { id: number; lastModified?: string | undefined; forceUpdate?: boolean | undefined },
>(input: T): Omit<T, 'id' | 'lastModified' | 'forceUpdate'> {
  const { id: _i, lastModified: _l, forceUpdate: _f, ...values } = input;
  return values;
}

/** A field error for `field` of a section, named as the body names it ('referrerInformation.hospitalId'). */
const at = (prefix: string, field: string) => (prefix ? `${prefix}.${field}` : field);

/**
 * Each section's lookup checks (the schema cannot know the ids) and the columns its save writes:
 * the section's JSON plus the copies the dashboards, the provider scope and the search read.
 */
const SECTIONS = {
  async referrer(tx: Tx, v: ReferrerInformation, prefix = ''): Promise<Values> {
    if (!(await providerExists(tx, v.hospitalId)))
      throw fieldError(at(prefix, 'hospitalId'), S.unknownHospital);
    if (!(await findUser(tx, v.callTaker))) throw fieldError(at(prefix, 'callTaker'), S.unknownUser);
    return {
      referrerInformation: v,
      referrerHospitalId: v.hospitalId,
      callTakerId: v.callTaker,
      callDateTime: new Date(v.callTakerDateTime),
    };
  },
  async intensivist(tx: Tx, v: IntensivistInformation, prefix = ''): Promise<Values> {
    if (!(await repo.isIntensivist(tx, v.caseIntensivistId))) {
      throw fieldError(at(prefix, 'caseIntensivistId'), S.unknownIntensivist);
    }
    return { intensivistInformation: v, caseIntensivistId: v.caseIntensivistId };
  },
  async patientInformation(tx: Tx, v: PatientInformation, prefix = ''): Promise<Values> {
    if (!(await providerExists(tx, v.healthCareProviderId))) {
      throw fieldError(at(prefix, 'healthCareProviderId'), S.unknownHospital);
    }
    return {
      patientInformation: v,
      healthCareProviderId: v.healthCareProviderId,
      hospitalUrn: v.hospitalURN,
      dateOfAdmissionCriticalCare: new Date(v.dateOfAdmissionCriticalCare),
    };
  },
  async patientHistory(_tx: Tx, v: PatientHistoryInformation): Promise<Values> {
    return { patientHistoryInformation: v };
  },
};

/**
 * POST /case (spec 2 §5.7, §7.2): the call and the referrer, for a patient the user sees. One
 * open Telehealth case per patient (SCOUT's rule, as ECMO: a further call about the same patient
 * is a new consultation of the open case). The answer is { data: { id } }.
 */
export async function createCase(ctx: CaseContext, input: NewTelehealthCase) {
  const { id } = await cases.create(ctx, async (tx) => {
    // Locking the profile serialises two creates for the same patient (no duplicate open case).
    if (
      !(await findPatient(tx, input.patientProfileId, true)) ||
      !(await isProfileInScope(tx, ctx.patientScope, input.patientProfileId))
    ) {
      throw fieldError('patientProfileId', S.patientNotFound);
    }
    if (await repo.hasOpenCase(tx, input.patientProfileId)) {
      throw fieldError('patientProfileId', S.patientHasOpenCase);
    }
    if (!(await isCallTakerOf(tx, input.callTakerId, repo.TELEHEALTH_ACCESS)))
      throw fieldError('callTakerId', S.unknownUser);
    const { callTakerId, callDateTime, patientProfileId, ...referrer } = input;
    const values = await SECTIONS.referrer(tx, {
      ...referrer,
      callTaker: callTakerId,
      callTakerDateTime: callDateTime,
    });
    // A user limited to some providers opens cases at those providers only (else they could not see it).
    if (!isInScope(ctx.scope, input.hospitalId)) throw fieldError('hospitalId', S.hospitalOutsideProviders);
    return { ...values, patientProfileId } as typeof telehealthCases.$inferInsert;
  });
  return { data: { id } };
}

export function getCase(ctx: CaseContext, id: number): Promise<TelehealthCase> {
  return cases.read(ctx, id);
}

/**
 * A section's save (PUT /case/<section>): its lookup checks and the columns it writes are the
 * section's entry in SECTIONS; the case module checks lastModified, audits, deletes the saving
 * user's draft of the web form (`form`, its key) and answers the case.
 */
function sectionSaver<
  S extends { id: number; lastModified?: string | undefined; forceUpdate?: boolean | undefined },
>(
  entity: string,
  form: TelehealthCaseSection,
  toValues: (tx: Tx, values: Omit<S, 'id' | 'lastModified' | 'forceUpdate'>) => Promise<Values>,
) {
  return (ctx: CaseContext, input: S) =>
    cases.saveSection(ctx, input.id, input, {
      entity,
      drafts: [form],
      apply: async (tx) => ({ values: await toValues(tx, valuesOf(input)) }),
    });
}

/** PUT /case/referrer */
export const saveReferrer = sectionSaver<ReferrerSave>('referrer', 'referrer', SECTIONS.referrer);
/** PUT /case/intensivist */
export const saveIntensivist = sectionSaver<IntensivistSave>(
  'intensivist',
  'intensivist',
  SECTIONS.intensivist,
);
/** PUT /case/patient-information */
export const savePatientInformation = sectionSaver<PatientInformationSave>(
  'patient-information',
  'patient',
  SECTIONS.patientInformation,
);
/** PUT /case/patient-history */
export const savePatientHistory = sectionSaver<PatientHistorySave>(
  'patient-history',
  'patient-history',
  SECTIONS.patientHistory,
);

/**
 * PUT /case/consultations (spec 2 §4.10): consultation id 0 adds a consultation, created now
 * (the server's clock); any other id must be the case's newest consultation, the only one that
 * may change (an older one: 400 naming consultation.id; one of another case: 404). The stored
 * values are the schema's (hidden fields cleared, GCS and FiO2 derived); creation time and case
 * stay as stored. The lastModified checked is the case's: adding or editing a consultation is a
 * change of the case (another user's consultation added meanwhile answers 409).
 */
export function saveConsultation(ctx: CaseContext, input: ConsultationSave) {
  return cases.saveSection(ctx, input.id, input, {
    entity: 'consultation',
    verb: input.consultation.id === 0 ? 'create' : 'update',
    drafts: ['consultations' satisfies TelehealthCaseSection],
    apply: async (tx, row) => {
      const { id: consultationId, caseId: _c, createdOn: _o, ...data } = input.consultation;
      if (consultationId === 0) {
        const created = await repo.insertConsultation(tx, { caseId: row.id, data, createdBy: ctx.user.id });
        const after = consultationOf(created);
        return {
          audit: { entityType: 'telehealth_consultation', entityId: created.id, before: null, after },
        };
      }
      const newest = await repo.newestConsultation(tx, row.id);
      if (newest?.id !== consultationId) {
        const others = await repo.listConsultations(tx, row.id);
        if (!others.some((c) => c.id === consultationId)) throw notFound(M.consultationNotFound);
        throw fieldError('consultation.id', M.onlyNewestConsultation);
      }
      const updated = await repo.updateConsultation(tx, newest.id, data);
      return {
        audit: {
          entityType: 'telehealth_consultation',
          entityId: newest.id,
          before: consultationOf(newest),
          after: consultationOf(updated),
        },
      };
    },
  });
}

/**
 * The outcome section of a whole-case save (spec 2 §3.6, §4.10). The outcome is Transfer once a
 * transfer is requested (stored so, whatever else was sent) and only then; closing
 * (closedDateTime sent on an open case) needs an outcome and is refused after a rejected or
 * completed transfer. The closing time is the server's clock. A system admin (the only user who
 * may save a closed case) reopens it by sending closedDateTime null.
 */
async function outcomeValues(
  tx: Tx,
  row: repo.TelehealthCaseRow,
  v: OutcomeInformation,
): Promise<{ values: Values; verb: 'update' | 'close' | 'reopen' }> {
  const transferStatus = await transferStatusOf(tx, row.id);
  if (!transferStatus && v.outcome === TELEHEALTH_OUTCOME.Transfer) {
    throw fieldError('outcomeInformation.outcome', M.outcomeTransferOnlyByRequest);
  }
  const outcome = effectiveOutcome(v.outcome, transferStatus);
  let closedDateTime = row.closedDateTime;
  let verb: 'update' | 'close' | 'reopen' = 'update';
  if (!row.closedDateTime && v.closedDateTime) {
    // canCloseCase (domain): an outcome chosen, and no rejected or completed transfer.
    if (!canCloseCase(outcome, transferStatus)) {
      if (outcome === null) throw fieldError('outcomeInformation.outcome', M.closeNeedsOutcome);
      throw fieldError('outcomeInformation.closedDateTime', M.closeRefusedByTransfer);
    }
    closedDateTime = new Date();
    verb = 'close';
  } else if (row.closedDateTime && !v.closedDateTime) {
    closedDateTime = null;
    verb = 'reopen';
  }
  return { values: { outcomeInformation: { outcome }, outcome, closedDateTime }, verb };
}

/**
 * PUT /case (spec 2 §7.2): Save All, and closing. Every section sent is validated and checked
 * as its own save would check it (field errors named by the body's path, e.g.
 * 'patientInformation.healthCareProviderId'); a section sent as null stays as stored. One
 * lastModified check for the whole case (409 unless forceUpdate). The saving user's drafts of the
 * sections sent (not null) go with it, except the referrer's: the body always carries one, and
 * the Outcome form sends the stored referrer with its outcome, so an unsaved referrer edit stays.
 */
export async function saveWholeCase(ctx: CaseContext, input: WholeCaseSave) {
  const sent: Array<[unknown, TelehealthCaseSection]> = [
    [input.intensivistInformation, 'intensivist'],
    [input.patientInformation, 'patient'],
    [input.patientHistoryInformation, 'patient-history'],
    [input.outcomeInformation, 'outcome'],
  ];
  return cases.saveSection(ctx, input.id, input, {
    entity: 'case',
    drafts: sent.filter(([section]) => section != null).map(([, form]) => form),
    apply: async (tx, row) => {
      const values: Values = {
        ...(await SECTIONS.referrer(tx, input.referrerInformation, 'referrerInformation')),
        ...(input.intensivistInformation &&
          (await SECTIONS.intensivist(tx, input.intensivistInformation, 'intensivistInformation'))),
        ...(input.patientInformation &&
          (await SECTIONS.patientInformation(tx, input.patientInformation, 'patientInformation'))),
        ...(input.patientHistoryInformation &&
          (await SECTIONS.patientHistory(tx, input.patientHistoryInformation))),
      };
      if (!input.outcomeInformation) return { values };
      // The verb (update, close, reopen) is known only here: closing depends on the stored case.
      const outcome = await outcomeValues(tx, row, input.outcomeInformation);
      return { values: { ...values, ...outcome.values }, verb: outcome.verb };
    },
  });
}

/**
 * The tables the dashboard's statements read (the cases, their consultation counts, the patients,
 * the hospitals, the provider scope's transfer destinations): their change counts are the
 * dashboard's version (dashboard-etag.routes.test.ts checks the list against the plans of the
 * statements the dashboard runs).
 */
export const TELEHEALTH_LIST_TABLES = [
  'telehealth_cases',
  'telehealth_consultations',
  'patient_profiles',
  'health_care_providers',
  'transfer_requests',
] as const;

/**
 * GET /case (spec 2 §2.2, §7.2): one page of My Dashboard (open cases) or the Archive
 * (closedCases=true), with the total. Days in ICU: whole days since the critical care admission,
 * to the closure or now: the page declares (`expires`) the first instant one of its open cases'
 * days would change. Audited (the rows show patient names).
 */
export async function listDashboard(
  ctx: CaseContext,
  query: TelehealthDashboardQuery,
  expires: (at: number) => void = () => {},
): Promise<TelehealthDashboardResponse> {
  const timeZone = ctx.config.timeZone;
  const now = new Date();
  const today = todayIn(timeZone, now);
  const filter = {
    ...query,
    timeZone,
    scope: ctx.scope,
  };
  const rows = await repo.listDashboardRows(ctx.db, filter);
  // A page past the end has no row to carry the total: count once more (page 1 from nothing).
  const totalRecordCount =
    rows[0]?.total ??
    (query.pageNumber > 1
      ? ((await repo.listDashboardRows(ctx.db, { ...filter, pageNumber: 1, pageSize: 1 }))[0]?.total ?? 0)
      : 0);
  await cases.recordList(ctx, filter.closedCases ? 'list-archived' : 'list-open', {
    query,
    count: rows.length,
  });
  return {
    cases: rows.map((r) => ({
      id: r.id,
      caseId: formatTelehealthCaseId(r.id),
      consults: r.consults,
      patientName: `${r.firstName} ${r.lastName}`,
      gender: r.gender as TelehealthDashboardResponse['cases'][number]['gender'],
      age: r.dateOfBirth ? ageOn(r.dateOfBirth, today) : r.age,
      hospital: r.hospital,
      daysInIcu: daysInIcu(r, now, timeZone, expires),
      createdOn: r.createdAt.toISOString(),
      closedDateTime: r.closedDateTime?.toISOString() ?? null,
    })),
    totalRecordCount,
  };
}

function daysInIcu(
  r: repo.DashboardRow,
  now: Date,
  timeZone: string,
  expires: (at: number) => void,
): number | null {
  const admission = r.dateOfAdmissionCriticalCare;
  if (admission && !r.closedDateTime) expires(nextDayInIcu(admission.getTime(), now.getTime(), timeZone));
  return lengthOfStayDays(admission?.toISOString(), r.closedDateTime ?? now, timeZone);
}

const DAY = 86_400_000;
const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `timeZone` at instant `ms`, as milliseconds (that clock read as if it were UTC). */
function wallClock(ms: number, timeZone: string): number {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallFormats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(ms).map((x) => [x.type, Number(x.value)]));
  const wall = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day, p.hour, p.minute, p.second);
  return wall + (((ms % 1000) + 1000) % 1000);
}

/**
 * The first instant after `now` at which the days in ICU of an open case admitted at `admission`
 * can change (domain `lengthOfStayDays`: a day is complete when the admission's time of day, to
 * the second, comes round on the wall clock of `timeZone`): that time of day next, or the
 * daylight-saving change before it, if one comes first (from there, the next page computes again).
 * Never later than the change, so a page tagged until then shows the days of every poll before it.
 */
export function nextDayInIcu(admission: number, now: number, timeZone: string): number {
  const timeOfDay = (ms: number) => ((wallClock(ms, timeZone) % DAY) + DAY) % DAY;
  const mark = Math.floor(timeOfDay(admission) / 1000) * 1000;
  const next = now + ((((mark - timeOfDay(now)) % DAY) + DAY) % DAY || DAY);
  const offset = (ms: number) => wallClock(ms, timeZone) - ms;
  if (offset(next) === offset(now)) return next;
  // A daylight-saving change first: its instant (the first millisecond on the new offset).
  let [before, after] = [now, next];
  while (after - before > 1) {
    const mid = Math.floor((before + after) / 2);
    if (offset(mid) === offset(now)) before = mid;
    else after = mid;
  }
  return after;
}
