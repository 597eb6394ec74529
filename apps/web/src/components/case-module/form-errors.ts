import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiRequestError } from '../../lib/api-client.ts';

/** What can take the focus inside a field marked invalid (its input, a Select's combobox, a radio). */
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [role="combobox"], [tabindex]:not([tabindex="-1"]), button:not([disabled])';

/** Inside a section that is not shown (a hidden card of the cards layout, a closed panel, a closed dialog). */
const isHidden = (el: Element) =>
  !!el.closest(
    '[hidden], [aria-hidden="true"], .ant-collapse-content-inactive, .ant-modal-wrap[style*="display: none"]',
  );

/**
 * The control of the first field marked invalid, in page order, that is shown: the input marked
 * `aria-invalid`, or the first focusable control inside an antd form item showing an error.
 */
export function firstErrorControl(root: ParentNode = document): HTMLElement | null {
  for (const marked of root.querySelectorAll('[aria-invalid="true"], .ant-form-item-has-error')) {
    if (isHidden(marked)) continue;
    const control = marked.matches(FOCUSABLE) ? marked : marked.querySelector(FOCUSABLE);
    if (control instanceof HTMLElement && !isHidden(control)) return control;
  }
  return null;
}

/**
 * Moves the focus to the first field marked invalid and scrolls it to the middle of the screen
 * (spec 2 §5.3: a failed save scrolls to the first error; WCAG 3.3.1 / 2.4.3: the keyboard and a
 * screen reader land on it too). Runs after the errors render; Save All first opens the failing
 * section, so it tries again a few times until an error is shown. True (through `done`) once focused.
 *
 * react-hook-form focuses a field in error itself, through the ref every input of the field kit
 * forwards (a failed submit's shouldFocusError, setFocus, setError with shouldFocus); forms outside
 * the case pages rely on that alone. This pass stays for what the form cannot do: the first field
 * in page order (the form goes by registration order, a server by its own), a section that Save
 * All shows only after validating it (hidden while the form focused it), a control without a
 * focusable ref (a radio group, GCS), and the scroll to the middle of the screen.
 */
export function scrollToFirstError(done?: (focused: HTMLElement | null) => void) {
  const attempt = (left: number) => {
    setTimeout(() => {
      // The page is gone (a test's environment torn down between the tries): nothing to focus.
      if (typeof document === 'undefined') return;
      const control = firstErrorControl();
      if (!control && left > 0) {
        attempt(left - 1);
        return;
      }
      if (control) {
        control.focus({ preventScroll: true });
        (control.closest('.ant-form-item') ?? control).scrollIntoView?.({
          behavior: 'smooth',
          block: 'center',
        });
      }
      done?.(control);
    }, 50);
  };
  attempt(5);
}

/** True when any leaf of react-hook-form's dirtyFields is set. */
export function hasDirtyField(dirty: unknown): boolean {
  if (dirty === true) return true;
  if (Array.isArray(dirty)) return dirty.some(hasDirtyField);
  if (dirty && typeof dirty === 'object') return Object.values(dirty).some(hasDirtyField);
  return false;
}

/** The dotted paths of the set leaves of react-hook-form's dirtyFields ('patient.urn', 'rows.0.x'). */
export function dirtyLeaves(dirty: unknown, prefix = ''): string[] {
  if (dirty === true) return prefix ? [prefix] : [];
  if (dirty && typeof dirty === 'object')
    return Object.entries(dirty).flatMap(([key, node]) =>
      dirtyLeaves(node, prefix ? `${prefix}.${key}` : key),
    );
  return [];
}

/** Server fieldErrors name fields with dots ('diagnosis.primaryOrganFailureId') or brackets ('rows[0].x'). */
export const serverFieldPath = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

/**
 * Puts the server's field errors (a 400's fieldErrors) on the form's fields and scrolls to the
 * first one. `mapField` rewrites a server path to the form's ('entry.hr' -> 'observations.current.hr');
 * returning null skips it. True when at least one error was placed.
 */
export function placeServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError'>,
  error: unknown,
  mapField: (path: string) => string | null = (p) => p,
): boolean {
  if (!isApiRequestError(error)) return false;
  let placed = false;
  for (const fe of error.fieldErrors) {
    const path = mapField(serverFieldPath(fe.field));
    if (path === null) continue;
    form.setError(path as Path<T>, { type: 'server', message: fe.message });
    placed = true;
  }
  if (placed) scrollToFirstError();
  return placed;
}
