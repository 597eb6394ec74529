import { type CaseNoteInput, caseNoteSchemaOut } from '@scout/domain/cases/case-note.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { type CaseModule, casePartKeys, casePartPath, casesBase } from './case-parts-api.ts';

export interface SaveCaseNote {
  /** Absent for a new note. */
  noteId?: number;
  body: CaseNoteInput;
}

/** POST {ea}/cases/{id}/notes, or PUT {ea}/cases/notes/{noteId} (409 when the note changed meanwhile). */
export function saveCaseNote(
  api: ApiClient,
  module: CaseModule,
  caseId: number,
  { noteId, body }: SaveCaseNote,
) {
  return noteId === undefined
    ? api.post(casePartPath(module, caseId, 'notes'), body, { schema: caseNoteSchemaOut })
    : api.put(`${casesBase(module)}/notes/${noteId}`, body, { schema: caseNoteSchemaOut });
}

export function useSaveCaseNote(module: CaseModule, caseId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveCaseNote) => saveCaseNote(api, module, caseId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: casePartKeys.notes(module, caseId) }),
  });
}
