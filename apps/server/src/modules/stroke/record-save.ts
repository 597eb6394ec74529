import { isInScope } from '@scout/domain/access/provider-scope';
import type { FieldError } from '@scout/domain/api/errors';
import { requiredId, saveMetaShape } from '@scout/domain/cases/fields';
import { sectionsToUpdateList } from '@scout/domain/cases/sections-to-update';
import { API_MESSAGES } from '@scout/domain/shell/messages';
import { rewrittenHistoryRow, type SpecialistEntry } from '@scout/domain/stroke/handover';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { isProfileInScope } from '../../db/queries/profile-scope.ts';
import { badRequest, fieldError, notFound } from '../../lib/http-errors.ts';
import {
  type AppAccessColumns,
  findPatient,
  findUser,
  isCallTakerOf,
  providerExists,
} from '../cases/case-lookups.ts';
import type { CaseContext, CaseRow, CaseService, CaseTable, SectionChange } from '../cases/case-module.ts';
import { STROKE_SERVER_MESSAGES as S } from './messages.ts';

/**
 * What the saves of every stroke record (VST and VTIS consults and follow-ups, spec 3 §4.1) share:
 * the save body's frame, the body laid over the stored record (the domain save schemas read the
 * whole record's context), its issues as field errors, the lookups the schemas cannot check, the
 * plain columns copied out of the sections, the close's completeness check, and the checks of a
 * new record.
 */

/**
 * A save body as the route checks it: the record id, lastModified/forceUpdate and
 * `sectionsToUpdate`; the sections themselves are parsed by the service, laid over the stored
 * record. Field errors come back by the body's path either way.
 */
export const recordSaveBody = <const N extends readonly [string, ...string[]]>(names: N) =>
  z.looseObject({ id: requiredId, ...saveMetaShape, sectionsToUpdate: sectionsToUpdateList(names) });

/** The body of a record save as the route lets it through: the save fields, sections unparsed. */
export interface RecordSaveBody extends Record<string, unknown> {
  id: number;
  lastModified?: string | undefined;
  forceUpdate?: boolean | undefined;
  sectionsToUpdate: string[];
}

/** A parse's issues as the API's field errors ('diagnosisDetails.strokeType'). */
export function validationError(error: z.ZodError): Error {
  const fieldErrors: FieldError[] = error.issues.map((i) => ({
    field: i.path.map(String).join('.') || 'body',
    message: i.message,
  }));
  return badRequest(API_MESSAGES.validationFailed, fieldErrors);
}

/** A record's stored sections by their `sectionsToUpdate` names (null when never saved). */
export function storedSections(row: object, names: readonly string[]): Record<string, unknown> {
  const r = row as Record<string, unknown>;
  return Object.fromEntries(names.map((name) => [name, r[name] ?? null]));
}

/**
 * The record the rules see: the stored sections, the body's listed sections over them, and the
 * stored record fields (call time, schema version: a save never changes them).
 */
export function laidOver(
  stored: Record<string, unknown>,
  body: Record<string, unknown> & { sectionsToUpdate: readonly string[] },
  names: readonly string[],
  record: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = {
    id: body.id,
    lastModified: body.lastModified,
    forceUpdate: body.forceUpdate,
    sectionsToUpdate: body.sectionsToUpdate,
    ...record,
  };
  for (const name of names) merged[name] = body.sectionsToUpdate.includes(name) ? body[name] : stored[name];
  return merged;
}

/** The hospital ids a save names must exist (400 on the field, by the body's path). */
export async function checkHospitals(
  tx: Tx,
  hospitals: ReadonlyArray<readonly [field: string, id: number | null | undefined]>,
): Promise<void> {
  for (const [field, id] of hospitals) {
    if (id != null && !(await providerExists(tx, id))) throw fieldError(field, S.unknownHospital);
  }
}

type Sections = {
  referrerInformation?: { referrerHospitalId?: number | null } | null;
  patientInformation?: { patientHospitalId?: number | null } | null;
  neurologistInformation?: { specialistId?: number | null } | null;
};

/**
 * The ids the listed record sections every stroke record has name: the referring and patient
 * hospitals, any further hospital fields of the service, and the specialist (one of the service's
 * neurologists, `isSpecialist`).
 */
export async function checkRecordLookups(
  tx: Tx,
  v: Sections,
  listed: readonly string[],
  options: {
    isSpecialist(tx: Tx, id: number): Promise<boolean>;
    hospitals?: ReadonlyArray<readonly [field: string, id: number | null | undefined]>;
  },
): Promise<void> {
  const hospitals: Array<readonly [string, number | null | undefined]> = [];
  if (listed.includes('referrerInformation'))
    hospitals.push(['referrerInformation.referrerHospitalId', v.referrerInformation?.referrerHospitalId]);
  if (listed.includes('patientInformation'))
    hospitals.push(['patientInformation.patientHospitalId', v.patientInformation?.patientHospitalId]);
  await checkHospitals(tx, [...hospitals, ...(options.hospitals ?? [])]);
  const specialistId = v.neurologistInformation?.specialistId;
  if (
    listed.includes('neurologistInformation') &&
    specialistId != null &&
    !(await options.isSpecialist(tx, specialistId))
  )
    throw fieldError('neurologistInformation.specialistId', S.unknownSpecialist);
}

type WithHistory = { neurologistInformation?: { specialists?: SpecialistEntry[] | null } | null };

/**
 * The neurologist handover history only grows (spec 3 §4.2): a save listing the neurologist
 * section keeps every stored row as it is (it may add rows after them). A body that drops or
 * changes one (a form that went back to a version before a saved handover) is refused, 400 on the
 * row, whatever its lastModified or forceUpdate say: they speak for the version, not for history.
 */
export function refuseRewrittenHistory(
  stored: WithHistory,
  parsed: WithHistory,
  listed: readonly string[],
): void {
  if (!listed.includes('neurologistInformation')) return;
  const row = rewrittenHistoryRow(
    stored.neurologistInformation?.specialists,
    parsed.neurologistInformation?.specialists,
  );
  if (row !== null) throw fieldError(`neurologistInformation.specialists.${row}`, S.handoverHistoryKept);
}

const at = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

type Copied = {
  referrerInformation?: { referrerHospitalId?: number | null; referralDateTime?: string | null } | null;
  patientInformation?: { patientHospitalId?: number | null; patientHospitalUrn?: string | null } | null;
  neurologistInformation?: { specialistId?: number | null; specialistDateAndTime?: string | null } | null;
};

/** The plain columns the dashboard, the search and the provider scope read, from the sections. */
export function copiesOf(v: Copied, storedReferrerHospitalId: number) {
  return {
    referrerHospitalId: v.referrerInformation?.referrerHospitalId ?? storedReferrerHospitalId,
    referralDateTime: at(v.referrerInformation?.referralDateTime),
    patientHospitalId: v.patientInformation?.patientHospitalId ?? null,
    patientHospitalUrn: v.patientInformation?.patientHospitalUrn ?? null,
    specialistId: v.neurologistInformation?.specialistId ?? null,
    specialistDateTime: at(v.neurologistInformation?.specialistDateAndTime),
  };
}

/**
 * A close checks the stored record (spec 3 §4.1: the web validates every section, saves, then
 * closes): every section saved (a missing one is an issue at its name) and every rule issue; 400
 * 'Complete every section before closing.' listing them, or nothing.
 */
export function refuseIncomplete(
  issues: ReadonlyArray<{ path: string; message: string }>,
  stored: Record<string, unknown>,
  names: readonly string[],
  required: string,
): void {
  const all = [
    ...issues,
    ...names.filter((name) => !stored[name]).map((name) => ({ path: name, message: required })),
  ];
  if (all.length)
    throw badRequest(
      S.closeNeedsCompleteRecord,
      all.map((i) => ({ field: i.path, message: i.message })),
    );
}

/**
 * The checks a new stroke record's patient, call taker and referring hospital get (POST /consults,
 * /followup of VST and VTIS, §2.4, §5.8): a patient profile the user sees, a call taker (one of the
 * area's `callTakers` when given), a
 * known referring hospital, and for a user limited to some providers one of theirs (else they
 * could not see the record they create). A record whose hospitals come from a consult the user
 * already sees (a VTIS follow-up's locked referrer) skips the last check (`hospitalInScope: false`).
 * Answers the referring hospital's id.
 */
export async function checkNewRecord(
  ctx: CaseContext,
  tx: Tx,
  input: {
    patientProfileId: number;
    callTakerId: number;
    referrerInformation: { referrerHospitalId?: number | null };
  },
  options: { hospitalInScope?: boolean; callTakers?: AppAccessColumns } = {},
): Promise<number> {
  if (
    !(await findPatient(tx, input.patientProfileId)) ||
    !(await isProfileInScope(tx, ctx.patientScope, input.patientProfileId))
  ) {
    throw fieldError('patientProfileId', S.patientNotFound);
  }
  // The area's call-taker choices (issue 24: never a read-only user); a clinic's "call taker" is its
  // specialist, any known user.
  const callTaker = options.callTakers
    ? await isCallTakerOf(tx, input.callTakerId, options.callTakers)
    : await findUser(tx, input.callTakerId);
  if (!callTaker) throw fieldError('callTakerId', S.unknownUser);
  const hospitalId = input.referrerInformation.referrerHospitalId as number;
  const field = 'referrerInformation.referrerHospitalId';
  if (!(await providerExists(tx, hospitalId))) throw fieldError(field, S.unknownHospital);
  if (options.hospitalInScope !== false && !isInScope(ctx.scope, hospitalId))
    throw fieldError(field, S.hospitalOutsideProviders);
  return hospitalId;
}

/**
 * A save that names its sections (PUT /consults, /followup of VST and VTIS, PUT
 * /consults/hospital-documentation), the same for every stroke record: inside the framework's
 * section save (lock, read-only rule, 409 unless forceUpdate, audit `<prefix>.<entity>.update`),
 * the body's listed sections are laid over the stored ones (with the stored record fields
 * `record(row)` the rules read, such as the call time), parsed by the domain's save schema (field
 * checks of every section, rules of the listed ones, in the record's context; 400 with the issues
 * by the body's path), checked to keep the stored handover history (`refuseRewrittenHistory`),
 * and `store` turns what was parsed into the row's values (clearing rules,
 * lookups the schema cannot check, plain copies). The saving user's drafts of the listed sections'
 * web forms (`sections`: the domain's list, each form's key with its `sectionsToUpdate` name) go
 * with the save. Answers the whole updated record.
 */
export function saveListedSections<T extends CaseTable, View, P>(
  service: CaseService<T, View>,
  ctx: CaseContext,
  body: RecordSaveBody,
  spec: {
    entity: string;
    names: readonly string[];
    /** The record's sections in the domain's list (VST_CONSULT_SECTIONS, ...): web key and data name. */
    sections: ReadonlyArray<{ readonly key: string; readonly data: string | null }>;
    schema: { safeParse(value: unknown): { success: true; data: P } | { success: false; error: z.ZodError } };
    record?(row: CaseRow<T>): Record<string, unknown>;
    store(tx: Tx, parsed: P, row: CaseRow<T>): Promise<SectionChange<T>>;
  },
): Promise<View> {
  return service.saveSection(ctx, body.id, body, {
    entity: spec.entity,
    drafts: spec.sections
      .filter((s) => s.data !== null && body.sectionsToUpdate.includes(s.data))
      .map((s) => s.key),
    apply: async (tx, row) => {
      const merged = laidOver(storedSections(row, spec.names), body, spec.names, spec.record?.(row) ?? {});
      const parsed = spec.schema.safeParse(merged);
      if (!parsed.success) throw validationError(parsed.error);
      refuseRewrittenHistory(row as WithHistory, parsed.data as WithHistory, body.sectionsToUpdate);
      return spec.store(tx, parsed.data, row);
    },
  });
}

/** GET /consults/{id}/status?lastModified= (spec 3 §4.1, §7.1, §7.2): true when nothing changed since. */
export async function isUnchangedSince<T extends CaseTable, View>(
  service: CaseService<T, View>,
  ctx: CaseContext,
  id: number,
  lastModified: string,
): Promise<boolean> {
  const row = await service.find(ctx.db, id, ctx.scope);
  if (!row) throw notFound(service.module.messages.caseNotFound);
  return row.lastModified.getTime() <= new Date(lastModified).getTime();
}
