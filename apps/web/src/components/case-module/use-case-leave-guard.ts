import { useLeavePrompt } from '../use-unsaved-changes-prompt.ts';

/**
 * The case's leave guard: leaving the case (not moving between its sections, which all live
 * under `caseBase`) with unsaved changes asks the area's question (ECMO spec 2 §2.1 'Unsaved
 * changes detected. ...', Telehealth §2.2 'You have unsaved changes, are you sure you want to
 * leave?') with Yes/No; closing or reloading the tab gets the browser's own prompt.
 */
export function useCaseLeaveGuard(dirty: boolean, caseBase: string, question: string) {
  useLeavePrompt(
    dirty,
    ({ nextLocation }) =>
      nextLocation.pathname !== caseBase && !nextLocation.pathname.startsWith(`${caseBase}/`),
    { title: question, okText: 'Yes', cancelText: 'No' },
  );
}
