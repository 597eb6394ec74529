import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ApiClient } from '../../lib/api-client.ts';
import type { ConflictTexts } from '../use-overwrite-confirm.ts';

/**
 * What every case of a case module carries: its numeric id and the `lastModified` that every save
 * sends back (GUIDE §3.4: a stale value answers 409 unless forceUpdate).
 */
export interface CaseRecord {
  id: number;
  lastModified: string;
}

/**
 * The part of a section the case page needs without mounting its form: the side menu (title,
 * completeness marker), Save and Next, the route segment.
 */
export interface CaseSectionMeta<TCase> {
  /** Unique within the area: the registry key, the Save All order and the Save All values key. */
  key: string;
  /** The section's title: its card or panel heading and the form's accessible name. */
  title: string;
  /** The side-menu label when it differs from the title (ECMO: 'Patient'). */
  menuLabel?: string;
  /** The route segment under the case's base path; the key when absent. */
  segment?: string;
  /** The completeness rule (a domain rule): the menu and panel show a complete/incomplete marker. */
  isComplete?: (caseData: TCase) => boolean;
  /** The section key Save and Next opens; no Save and Next button without one. */
  next?: string | null;
}

/** What a section's `send` gets besides the values. */
export interface SendContext<TCase> {
  api: ApiClient;
  /** The freshest case in the query cache (Save All saves sections one after another). */
  caseData: TCase;
  /** The case's current lastModified: send it back with the save. */
  lastModified: string;
  /** True when the user said Yes to the conflict dialog: send forceUpdate: true. */
  forceUpdate: boolean;
}

/**
 * How a save is sent: a function returning the save's promise (PATCH for ECMO, PUT for
 * Telehealth). When the promise resolves to the updated case (an object with this case's id and a
 * lastModified), the framework puts it into the query cache instead of asking for the case again;
 * any other answer makes it refetch the case.
 */
export type SendSave<TCase, TValues> = (values: TValues, context: SendContext<TCase>) => Promise<unknown>;

/** The area's words for one save. */
export interface SaveMessages {
  /**
   * The success toast ('Referrer Information has been updated.'); empty for none (Save and Close:
   * the close's own toast follows, so the save before it stays quiet).
   */
  saved: string;
  /** The failure toast; a function gets the error (Telehealth shows the server's message, §8.2). */
  failed: string | ((error: unknown) => string);
  /**
   * The toast when the form does not validate; the area's default (CaseModuleTexts) otherwise. A
   * function gets the form's errors (VST: 'Required fields are missing' when the first is Required).
   */
  validationFailed?: string | ((errors: FieldErrors) => string);
  /** The conflict dialog's words; the area's default (CaseModuleTexts.conflict) otherwise. */
  conflict?: ConflictTexts;
}

/**
 * One section of a case, declared once (use `defineCaseSection<TCase>()({...})` to get the value
 * types inferred from the schema): its meta, its domain zod schema (or a factory called once per
 * mount, for schemas built with the clock and time zone), the form values from the case, how to
 * send a save, its toasts, and the read-only placeholder.
 */
export interface CaseSectionDef<TCase, TIn extends FieldValues = FieldValues, TOut = unknown>
  extends CaseSectionMeta<TCase> {
  schema: z.ZodType<TOut, TIn> | (() => z.ZodType<TOut, TIn>);
  /** The form's values from the case (also after every reload of the case while not edited). */
  defaults: (caseData: TCase) => TIn;
  send: SendSave<TCase, TOut>;
  messages: SaveMessages;
  /**
   * Read-only rendering: when the form is read-only and `isEmpty(case)` holds, the section shows
   * `emptyText` ('No intensivist information has been entered.', spec 2 §8.3) instead of fields.
   */
  emptyText?: string;
  isEmpty?: (caseData: TCase) => boolean;
  /**
   * For a section whose form can hold a record the case does not have yet (Telehealth's new
   * consultation, created by Add Consultation): true for such values. Its draft then keeps the
   * whole record (README §3a), and Restore gives it back through `useRestoredNewRecord`.
   */
  isNewRecord?: (values: TIn) => boolean;
}

/**
 * Declares a section with its value types inferred from the schema:
 * `export const referrerSection = defineCaseSection<EcmoCase>()({ key: 'referrer', ... })`.
 */
export function defineCaseSection<TCase>() {
  return <TIn extends FieldValues, TOut>(def: CaseSectionDef<TCase, TIn, TOut>) => def;
}

/** The route segment of a section. */
export const sectionSegment = (meta: Pick<CaseSectionMeta<unknown>, 'key' | 'segment'>) =>
  meta.segment ?? meta.key;

/** The default test of "the save answered the updated case". */
export function isCaseAnswer<TCase extends CaseRecord>(answer: unknown, caseId: number): answer is TCase {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    (answer as { id?: unknown }).id === caseId &&
    typeof (answer as { lastModified?: unknown }).lastModified === 'string'
  );
}

/** The area's words that every section shares (a section may override the last three). */
export interface CaseModuleTexts {
  /**
   * The leave guard's question (ECMO §2.1, Telehealth §2.2); a function gets the titles of the
   * sections with unsaved changes (VST: 'Unsaved changes detected in {section} section. ...').
   */
  leaveGuard: string | ((sectionTitles: readonly string[]) => string);
  /** The toast when a section does not validate ('Validation failed'). */
  validationFailed: string;
  /** The section save's conflict dialog (ECMO: CONFLICT_MESSAGES; Telehealth: the §8.2 section prompt). */
  conflict: ConflictTexts;
  /** The toast of Save All with nothing to save. */
  noUnsavedChanges: string;
}
