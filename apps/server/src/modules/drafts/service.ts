import { caseScope } from '@scout/domain/access/provider-scope';
import type { ClinicalApp } from '@scout/domain/access/roles';
import { DRAFT_MESSAGES, DRAFT_TTL_MS, type SectionDraft } from '@scout/domain/cases/section-draft';
import type { Db } from '../../db/client.ts';
import { type AuditActor, recordAudit, recordRead, SYSTEM_ACTOR } from '../../lib/audit.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import type { AccessRule } from '../../plugins/auth.ts';
import type { CaseService } from '../cases/case-module.ts';
import { DRAFT_AUDIT_ENTITY as AUDIT_ENTITY, draftEntityId as entityId } from './purge.ts';
import { type DraftKey, deleteDrafts, deleteDraftsBefore, listDrafts, upsertDraft } from './repo.ts';

/** A case module as drafts know it: its name, app, write rule and light lookup. */
export interface DraftSource {
  module: string;
  app: ClinicalApp;
  write: AccessRule;
  caseNotFound: string;
  caseReadOnly: string;
  /** The record when it exists, is not deleted and is in the scope: is it closed to this user? null: not there. */
  closedTo(db: Db, id: number, user: DraftUser): Promise<boolean | null>;
}

/**
 * A case module's drafts source. Every draft call (a PUT every few seconds while someone types)
 * checks the record with the framework's light lookup (`findState`: one row, the id and the
 * columns the module's closed rule reads), never by loading the whole case.
 */
// biome-ignore lint/suspicious/noExplicitAny: services of different tables and views
export function draftSourceOf(service: CaseService<any, any>): DraftSource {
  const m = service.module;
  return {
    module: m.name,
    app: m.app,
    write: m.access.write,
    caseNotFound: m.messages.caseNotFound,
    caseReadOnly: m.messages.caseReadOnly,
    closedTo: async (db, id, user) => {
      const state = await service.findState(db, id, caseScope(user.principal, user.providerIdsByApp, m.app));
      if (!state) return null;
      return state.closed && !m.mayChangeClosed?.(user.principal);
    },
  };
}

/** The signed-in author, as the auth hook read them for this request. */
export interface DraftUser {
  id: number;
  principal: Parameters<AccessRule>[0];
  providerIdsByApp: Record<string, number[]>;
  actor: AuditActor;
}

/**
 * Drafts of section forms (issue 15 item 2). Every call is the author's own: the key holds their
 * user id, so no one else ever reads, replaces or deletes a draft. The module's write rule on the
 * user's current record and the record's visibility to them (the same provider rule as the lists)
 * are checked on every call; a record closed to them takes no new draft. Audit: the read of a
 * record's drafts, each save (which record, section and fields; not the values, so the log does not
 * hold a copy of every few seconds of typing) and each discard. The record's own section saves and
 * its delete purge drafts too (purge.ts, subscribed to the case framework's events).
 */
export class DraftService {
  private readonly sources: Map<string, DraftSource>;

  constructor(
    private readonly db: Db,
    sources: readonly DraftSource[],
  ) {
    this.sources = new Map(sources.map((s) => [s.module, s]));
  }

  /** May this user write a case of any module (the routes' own access rule)? */
  readonly mayDraft: AccessRule = (p) => [...this.sources.values()].some((s) => s.write(p));

  private async authorise(user: DraftUser, module: string, recordId: number, forSave: boolean) {
    const source = this.sources.get(module);
    if (!source)
      throw new HttpError(404, DRAFT_MESSAGES.unknownModule(module), [
        { field: 'module', message: DRAFT_MESSAGES.unknownModule(module) },
      ]);
    if (!source.write(user.principal)) throw forbidden();
    const closed = await source.closedTo(this.db, recordId, user);
    if (closed === null) throw notFound(source.caseNotFound);
    if (closed && forSave) throw forbidden(source.caseReadOnly);
    return { userId: user.id, module, recordId } satisfies DraftKey;
  }

  async list(user: DraftUser, module: string, recordId: number): Promise<SectionDraft[]> {
    const key = await this.authorise(user, module, recordId, false);
    const rows = await listDrafts(this.db, key, new Date(Date.now() - DRAFT_TTL_MS));
    await recordRead(this.db, user.actor, {
      action: 'draft.section.read',
      entityType: AUDIT_ENTITY,
      entityId: entityId(key),
      after: { sections: rows.map((r) => r.section) },
    });
    return rows.map((r) => ({
      section: r.section,
      values: r.values as Record<string, unknown>,
      savedAt: r.savedAt.toISOString(),
    }));
  }

  async save(
    user: DraftUser,
    module: string,
    recordId: number,
    section: string,
    values: Record<string, unknown>,
  ): Promise<void> {
    const key = await this.authorise(user, module, recordId, true);
    await this.db.transaction(async (tx) => {
      const first = await upsertDraft(tx, key, section, values);
      await recordAudit(tx, user.actor, {
        action: `draft.section.${first ? 'create' : 'update'}`,
        entityType: AUDIT_ENTITY,
        entityId: entityId(key, section),
        after: { module, recordId, section, fields: Object.keys(values) },
      });
    });
  }

  /** Discards one section's draft, or (no section) every draft of the record. */
  async discard(user: DraftUser, module: string, recordId: number, section?: string): Promise<void> {
    const key = await this.authorise(user, module, recordId, false);
    await this.db.transaction(async (tx) => {
      const gone = await deleteDrafts(tx, key, section);
      if (gone.length === 0) return;
      await recordAudit(tx, user.actor, {
        action: 'draft.section.delete',
        entityType: AUDIT_ENTITY,
        entityId: entityId(key, section),
        before: { module, recordId, sections: gone },
      });
    });
  }
}

/** Deletes every draft older than DRAFT_TTL_MS (the hourly sweep); audited as the system when any went. */
export function purgeExpiredDrafts(db: Db, now = Date.now()): Promise<number> {
  return db.transaction(async (tx) => {
    const count = await deleteDraftsBefore(tx, new Date(now - DRAFT_TTL_MS));
    if (count > 0)
      await recordAudit(tx, SYSTEM_ACTOR, {
        action: 'draft.section.purge',
        entityType: AUDIT_ENTITY,
        after: { count, olderThanDays: DRAFT_TTL_MS / 86_400_000 },
      });
    return count;
  });
}
