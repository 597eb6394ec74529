import type { TelehealthCase } from '@scout/domain/telehealth/case.schema';
import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import type { SaveMessages, SendContext } from '../../../components/case-module/case-section.ts';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { saveTelehealthCase, type TelehealthSavePath } from '../api/save-case.ts';

/** The save body's head: the case id, its lastModified and, after Yes to the conflict prompt, forceUpdate. */
export function saveHead(ctx: SendContext<TelehealthCase>) {
  return {
    id: ctx.caseData.id,
    lastModified: ctx.lastModified,
    ...(ctx.forceUpdate ? { forceUpdate: true } : {}),
  };
}

/**
 * The `send` of a section saved by PUT /case/{path} (spec 2 §7.2): the section's fields beside
 * the head. The answer is the whole updated case, which the framework puts into the cache.
 */
export const putSection = (path: TelehealthSavePath) => (values: unknown, ctx: SendContext<TelehealthCase>) =>
  saveTelehealthCase(ctx.api, path, { ...saveHead(ctx), ...(values as object) });

/**
 * Spec 2 §8.2: a save failure shows the server's message ('Error: {detail}' when it has none of
 * its own words to offer, e.g. a network failure).
 */
export function serverMessage(error: unknown): string {
  if (isApiRequestError(error) && error.message) return error.message;
  return M.errorDetail(error instanceof Error ? error.message : String(error));
}

/** A section's toasts (spec 2 §5.7, §8.2) and the section conflict prompt. */
export const sectionMessages = (title: string, validationFailed: string): SaveMessages => ({
  saved: M.sectionUpdated(title),
  failed: serverMessage,
  validationFailed,
  conflict: { question: M.sectionConflict },
});
