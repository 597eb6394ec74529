import { caseNoteSchemaOut } from '@scout/domain/cases/case-note.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { type CaseModule, casePartKeys, casePartPath } from './case-parts-api.ts';

const notesSchema = z.array(caseNoteSchemaOut);

/** GET {ea}/cases/{id}/notes: newest first. */
export function listCaseNotes(api: ApiClient, module: CaseModule, caseId: number, signal?: AbortSignal) {
  return api.get(casePartPath(module, caseId, 'notes'), { schema: notesSchema, signal });
}

export function caseNotesQueryOptions(api: ApiClient, module: CaseModule, caseId: number) {
  return queryOptions({
    queryKey: casePartKeys.notes(module, caseId),
    queryFn: ({ signal }) => listCaseNotes(api, module, caseId, signal),
  });
}

export function useCaseNotesQuery(module: CaseModule, caseId: number) {
  return useQuery(caseNotesQueryOptions(useApiClient(), module, caseId));
}
