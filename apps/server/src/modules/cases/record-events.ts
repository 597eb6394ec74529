import type { AuditActor } from '../../lib/audit.ts';
import { caseEvent } from './case-events.ts';

/**
 * The framework's own events (case-events.ts): what its writes announce inside their transaction,
 * so the parts that react (the never-lost drafts, modules/drafts) plug in without the framework
 * importing them.
 */

/** A save stored these web section forms of a record (by their keys: the `section` of /api/drafts). */
export interface SectionsSaved {
  /** The case module whose record it is ('ecmo', 'vst', ...). */
  module: string;
  recordId: number;
  sections: readonly string[];
  /** Who saved: their never-lost drafts of the saved sections go. */
  author: { userId: number; actor: AuditActor };
}

/**
 * Announced by every section save that stores whole forms (the case-module framework's
 * `saveSection`, a case note, a transfer request), in the save's transaction: a reaction commits
 * with the save, and a failed save undoes it.
 */
export const sectionsSaved = caseEvent<SectionsSaved>('case.sections.saved');

/** A record was soft-deleted; records of `modules` with its id go with it (a VTIS consult's documentation). */
export interface RecordDeleted {
  /** The record's module first, then its companions'. */
  modules: readonly string[];
  recordId: number;
  actor: AuditActor;
}

/** Announced by the framework's soft delete, in the delete's transaction. */
export const recordDeleted = caseEvent<RecordDeleted>('case.record.deleted');
