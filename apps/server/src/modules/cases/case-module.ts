import type { Principal } from '@scout/domain/access/principal';
import type { ClinicalApp } from '@scout/domain/access/roles';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import type { PatientReference } from '../../db/patient-references.ts';
import { sendTemplate } from '../../integrations/email/send-email.ts';
import { recordAudit, recordRead } from '../../lib/audit.ts';
import { assertFresh, type ConcurrencyFields } from '../../lib/concurrency.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import type { AccessRule } from '../../plugins/auth.ts';
import type { ProviderScope } from '../../plugins/provider-scope.ts';
import type { CaseContext } from './case-context.ts';
import { announce } from './case-events.ts';
import { insertPresentation, type PresentationValues, updatePresentation } from './presentations.ts';
import { recordDeleted, sectionsSaved } from './record-events.ts';

export { type CaseContext, caseContextOf } from './case-context.ts';

/**
 * The case-module framework (server side; docs/architecture.md "Adding a case module"). A
 * clinical area (ECMO, Telehealth, later VST and VTIS) declares what differs: its name, its
 * clinical app, its table, its access rules, how its rows become the API's case, and its
 * presentation row. The framework gives the rest, the same way for every area:
 * - reads that answer 404 for a case that is deleted or outside the user's providers;
 * - case creation with its presentations row and audit;
 * - a light lookup (`findState`: exists, in scope, closed) reading one row's few columns;
 * - section saves: the lock, the closed-case rule, the lastModified check inside the write's
 *   transaction (409 unless forceUpdate, lib/concurrency.ts), lastModified bumped, the
 *   presentations row kept in step, every write audited as `<module>.<entity>.<verb>` and the
 *   saved sections announced (record-events.ts `sectionsSaved`: modules/drafts deletes the saving
 *   user's never-lost drafts of them);
 * - soft delete with a reason, announced (`recordDeleted`: the record's drafts go), and the Case
 *   Deletion e-mail;
 * - the shared case parts (notes, attachments, transfer) and patient-merge references,
 *   registered explicitly at start-up (register.ts).
 * Every service function takes one context (CaseContext) first. Transactions are the db's own:
 * db/client.ts retries a deadlock (40P01) or serialization failure (40001) from the start.
 */

type AnyColumn = PgColumn;

/** The columns every case table has (the framework reads and writes these only). */
export type CaseTable = PgTable & {
  id: AnyColumn;
  patientProfileId: AnyColumn;
  lastModified: AnyColumn;
  deletedAt: AnyColumn;
  deletedBy: AnyColumn;
  deletionReason: AnyColumn;
  $inferSelect: {
    id: number;
    patientProfileId: number;
    lastModified: Date;
    deletedAt: Date | null;
    deletedBy: number | null;
    deletionReason: string | null;
  };
  $inferInsert: object;
};
export type CaseRow<T extends CaseTable> = T['$inferSelect'];
export type CaseInsert<T extends CaseTable> = T['$inferInsert'];

/** Who may do what (spec 1 §6, spec 2 §6): functions of @scout/domain/access/rules. */
export interface CaseAccess {
  read: AccessRule;
  write: AccessRule;
  /** Soft delete with a reason (system admins in every area so far). */
  delete: AccessRule;
}

/** The presentations row of a case, as the module computes it from the case row. */
export interface CasePresentation extends PresentationValues {
  healthCareProviderId: number | null;
  status: string;
}

/**
 * A case module's declaration. `C` names the columns its closed rule reads (`closedColumns`):
 * declare it (`CaseModule<typeof ecmoCases, EcmoCase, 'closedOn'>`) so the type holds `isClosed`
 * to them, as the light lookup selects nothing else.
 */
export interface CaseModule<
  T extends CaseTable = CaseTable,
  View = unknown,
  C extends keyof CaseRow<T> = keyof CaseRow<T>,
> {
  /** 'ecmo', 'telehealth': the audit prefix and the key of the shared case parts' rows. */
  name: string;
  /**
   * How audit actions name the case when `name` alone does not (VST: two record types, each its
   * own module for the shared parts): `prefix` replaces `name` in `<prefix>.<entity>.<verb>` and
   * `entity` replaces 'case' in the framework's own events (create, read, delete, list), so VST
   * writes `vst.consult.create` and `vst.followup.create`. Default: `<name>.case.<verb>`.
   */
  audit?: { prefix: string; entity: string };
  /** 'ECMO', 'Telehealth': the Case Deletion e-mail's case type. */
  title: string;
  /** The clinical app whose providers scope the cases (docs/architecture.md). */
  app: ClinicalApp;
  /**
   * The presentations discriminator ('ECMO', 'Telehealth'; domain/patients/presentations). A
   * record that is part of another module's case rather than a presentation of its own (the VTIS
   * hospital documentation of a VTIS consult) has none, and no `presentation` either: it writes no
   * presentations row.
   */
  discriminator?: string;
  table: T;
  /** Route prefix of one case: '/api/ecmo/cases', '/api/telehealth/case'. */
  basePath: string;
  access: CaseAccess;
  messages: { caseNotFound: string; caseReadOnly: string };
  /** 'ECMO12', 'TH12'. */
  formatCaseId(id: number): string;
  /** The SQL condition "the case is in the scope" (undefined: every case). */
  inScope(scope: ProviderScope): SQL | undefined;
  /** Closed (archived) cases refuse writes with 403 messages.caseReadOnly ... */
  isClosed(row: Pick<CaseRow<T>, C>): boolean;
  /** ... read from these columns only (the light lookup `findState` selects them with the id) ... */
  closedColumns: readonly C[];
  /** ... except for the users this admits (none when absent). */
  mayChangeClosed?(p: Principal): boolean;
  /** When the case presented (the journey's date); with `discriminator`. */
  presentedAt?(row: CaseRow<T>): Date;
  /** The presentations row's values, written with the case and after every write; with `discriminator`. */
  presentation?(tx: Tx, row: CaseRow<T>): Promise<CasePresentation>;
  /** The case as the API answers it (GET and every section save). */
  view(db: Db | Tx, row: CaseRow<T>, ctx: CaseContext): Promise<View>;
  /** Refuses a delete the module's own rules forbid (throw HttpError), inside the delete's lock. */
  beforeRemove?(tx: Tx, row: CaseRow<T>): Promise<void>;
  /** Tables besides the case table that point at a patient profile (a merge moves them). */
  patientReferences?: PatientReference[];
  /**
   * Modules whose record has this case's id and goes with it (a VTIS consult's hospital
   * documentation): deleting the case deletes their never-lost drafts too.
   */
  companions?: readonly string[];
}

/** What a section save changes: the case's columns and, optionally, what the audit names. */
export interface SectionChange<T extends CaseTable> {
  values?: Partial<CaseInsert<T>>;
  /** The audited verb when only the save itself can tell (a whole-case save that closes). */
  verb?: string;
  /** Audit this entity instead of the case row (e.g. the consultation a save created). */
  audit?: { entityType: string; entityId: number; before: unknown; after: unknown };
}

export interface Section<T extends CaseTable> {
  /** The audited entity: 'referrer', 'consultation', 'case' -> 'telehealth.referrer.update'. */
  entity: string;
  /** Defaults to 'update'. */
  verb?: string;
  /**
   * Checks and applies the section to the locked case row, inside the save's transaction (so
   * what it checks cannot change before the write commits). Throw HttpError to refuse.
   */
  apply(tx: Tx, before: CaseRow<T>): Promise<SectionChange<T>>;
  /**
   * The web section forms this save stores, by their keys (the `section` of /api/drafts, the
   * domain's section lists): the saving user's never-lost drafts of them are deleted in the save's
   * transaction, so a failed save keeps them. None: the save stores no whole form (a close, a
   * committed list entry).
   */
  drafts?: readonly string[];
}

/** The case service of a module: everything but its own section rules. */
export function caseService<T extends CaseTable, View, C extends keyof CaseRow<T> = keyof CaseRow<T>>(
  m: CaseModule<T, View, C>,
) {
  type Row = CaseRow<T>;
  const table = m.table as CaseTable;
  const columns = m.table as unknown as Record<string, AnyColumn>;
  /** What the light lookup selects: the id and the columns of the closed rule. */
  const stateColumns: Record<string, AnyColumn> = { id: table.id };
  for (const c of m.closedColumns) {
    const column = columns[c as string];
    if (!column) throw new Error(`${m.name}: closedColumns names no column '${String(c)}'`);
    stateColumns[c as string] = column;
  }
  const prefix = m.audit?.prefix ?? m.name;
  const caseEntity = m.audit?.entity ?? 'case';
  const action = (entity: string, verb: string) => `${prefix}.${entity}.${verb}`;
  const entityType = `${prefix}_${caseEntity}`;

  /** A case that is not deleted and in the scope, or null; `forUpdate` locks it. */
  async function find(db: Db | Tx, id: number, scope: ProviderScope, forUpdate = false): Promise<Row | null> {
    const query = db
      .select()
      .from(table)
      .where(and(eq(table.id, id), isNull(table.deletedAt), m.inScope(scope)))
      .limit(1);
    const rows = (forUpdate ? await query.for('update') : await query) as Row[];
    return rows[0] ?? null;
  }

  /**
   * The light lookup of a case (the drafts routes, the shared parts): null when it is deleted,
   * absent or outside the scope, else whether it is closed; one row of a few columns, never the
   * case's sections.
   */
  async function findState(
    db: Db | Tx,
    id: number,
    scope: ProviderScope,
  ): Promise<{ closed: boolean } | null> {
    const [row] = await db
      .select(stateColumns)
      .from(table)
      .where(and(eq(table.id, id), isNull(table.deletedAt), m.inScope(scope)))
      .limit(1);
    return row ? { closed: m.isClosed(row as Pick<Row, C>) } : null;
  }

  async function update(tx: Tx, id: number, values: Partial<CaseInsert<T>>): Promise<Row> {
    const [row] = (await tx
      .update(table)
      .set({ ...values, lastModified: new Date() } as never)
      .where(eq(table.id, id))
      .returning()) as Row[];
    if (!row) throw new Error('update returned no row');
    return row;
  }

  async function insert(tx: Tx, values: CaseInsert<T>): Promise<Row> {
    const [row] = (await tx
      .insert(table)
      .values(values as never)
      .returning()) as Row[];
    if (!row) throw new Error('insert returned no row');
    if (!m.discriminator || !m.presentation || !m.presentedAt) return row;
    const { healthCareProviderId, status, principalProblem, isActive } = await m.presentation(tx, row);
    await insertPresentation(tx, {
      discriminator: m.discriminator,
      caseId: row.id,
      patientProfileId: row.patientProfileId,
      presentationDateTime: m.presentedAt(row),
      studyId: m.formatCaseId(row.id),
      healthCareProviderId,
      status,
      principalProblem: principalProblem ?? null,
      isActive: isActive ?? true,
    });
    return row;
  }

  async function keepPresentation(tx: Tx, row: Row): Promise<void> {
    if (m.discriminator && m.presentation)
      await updatePresentation(tx, m.discriminator, row.id, await m.presentation(tx, row));
  }

  return {
    module: m,
    find,
    findState,
    update,
    action,

    /** GET one case: reading patient data is audited (GUIDE §3.5). */
    async read(ctx: CaseContext, id: number): Promise<View> {
      const row = await find(ctx.db, id, ctx.scope);
      if (!row) throw notFound(m.messages.caseNotFound);
      const view = await m.view(ctx.db, row, ctx);
      await recordRead(ctx.db, ctx.actor, { action: action(caseEntity, 'read'), entityType, entityId: id });
      return view;
    },

    /** A dashboard read (patient names are shown): audited with the filters and the count. */
    recordList(ctx: CaseContext, verb: string, after: unknown): Promise<void> {
      return recordRead(ctx.db, ctx.actor, { action: action(caseEntity, verb), entityType, after });
    },

    /**
     * Inserts a case row with its presentations row (inside the caller's transaction): the
     * create call below, and demo seeding, which writes cases without a request.
     */
    insert,

    /**
     * Creates a case: `build` checks the input inside the transaction and gives the row's
     * values; the presentations row and the audit event commit with it.
     */
    async create(ctx: CaseContext, build: (tx: Tx) => Promise<CaseInsert<T>>) {
      return ctx.db.transaction(async (tx) => {
        const row = await insert(tx, await build(tx));
        await recordAudit(tx, ctx.actor, {
          action: action(caseEntity, 'create'),
          entityType,
          entityId: row.id,
          after: row,
        });
        return { id: row.id, caseId: m.formatCaseId(row.id), row };
      });
    },

    /**
     * The frame of every section save: lock the case (404 when absent or out of scope), refuse a
     * closed one (403: no retry or forceUpdate can help, which a 409 would suggest), check
     * lastModified (409 unless forceUpdate), apply the section, bump lastModified, keep the
     * presentations row in step, audit, delete the saving user's drafts of `section.drafts`, and
     * answer the updated case.
     */
    async saveSection(
      ctx: CaseContext,
      id: number,
      meta: ConcurrencyFields,
      section: Section<T>,
    ): Promise<View> {
      return ctx.db.transaction(async (tx) => {
        const before = await find(tx, id, ctx.scope, true);
        if (!before) throw notFound(m.messages.caseNotFound);
        if (m.isClosed(before) && !m.mayChangeClosed?.(ctx.principal))
          throw forbidden(m.messages.caseReadOnly);
        assertFresh(before.lastModified, meta);
        const change = await section.apply(tx, before);
        const after = await update(tx, id, change.values ?? {});
        await keepPresentation(tx, after);
        await recordAudit(tx, ctx.actor, {
          action: action(section.entity, change.verb ?? section.verb ?? 'update'),
          ...(change.audit ?? { entityType, entityId: id, before, after }),
        });
        if (section.drafts)
          await announce(sectionsSaved, ctx, tx, {
            module: m.name,
            recordId: id,
            sections: section.drafts,
            author: { userId: ctx.user.id, actor: ctx.actor },
          });
        return m.view(tx, after, ctx);
      });
    },

    /**
     * Soft delete (system admins): who, when and why are kept; the presentation leaves the
     * patient's journey; every user's drafts of the case (and of its companions) are deleted; the
     * Case Deletion e-mail goes to the deleting admin's address after the commit (a failed e-mail
     * stays in the outbox and does not undo the delete).
     */
    async remove(ctx: CaseContext, id: number, reason: string): Promise<true> {
      const deletedAt = new Date();
      await ctx.db.transaction(async (tx) => {
        const before = await find(tx, id, ctx.scope, true);
        if (!before) throw notFound(m.messages.caseNotFound);
        await m.beforeRemove?.(tx, before);
        const after = await update(tx, id, {
          deletedAt,
          deletedBy: ctx.user.id,
          deletionReason: reason,
        } as Partial<CaseInsert<T>>);
        if (m.discriminator)
          await updatePresentation(tx, m.discriminator, id, { deletedAt, isActive: false });
        await recordAudit(tx, ctx.actor, {
          action: action(caseEntity, 'delete'),
          entityType,
          entityId: id,
          before,
          after,
        });
        await announce(recordDeleted, ctx, tx, {
          modules: [m.name, ...(m.companions ?? [])],
          recordId: id,
          actor: ctx.actor,
        });
      });
      await sendTemplate(ctx, 'case-deletion', ctx.user.email, {
        caseType: m.title,
        caseId: m.formatCaseId(id),
        deletedBy: ctx.user.displayName,
        deletedAt,
        reason,
      });
      return true;
    },
  };
}

export type CaseService<T extends CaseTable, View> = ReturnType<typeof caseService<T, View>>;
