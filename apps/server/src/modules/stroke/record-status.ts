import { STROKE_MESSAGES as M } from '@scout/domain/stroke/messages';
import type { RecordStatusQuery } from '@scout/domain/stroke/record-actions.schema';
import { fieldError } from '../../lib/http-errors.ts';

/**
 * The stamp a status check compares with (GET .../{id}/status, spec 3 §7.1 "id, LastModified").
 * The spec's call sends the record id again in the query; when it does, it must be the path's.
 */
export function statusStampOf(pathId: number, query: RecordStatusQuery): string {
  if (query.id !== undefined && query.id !== pathId) throw fieldError('id', M.statusIdMismatch);
  return query.lastModified;
}
