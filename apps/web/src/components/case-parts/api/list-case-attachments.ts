import { caseAttachmentSchemaOut } from '@scout/domain/cases/attachment.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { type CaseModule, casePartKeys, casePartPath } from './case-parts-api.ts';

const attachmentsSchema = z.array(caseAttachmentSchemaOut);

/** GET {ea}/cases/{id}/attachments[?includeDeleted=true]: newest first. */
export function listCaseAttachments(
  api: ApiClient,
  module: CaseModule,
  caseId: number,
  includeDeleted: boolean,
  signal?: AbortSignal,
) {
  const path = casePartPath(module, caseId, 'attachments');
  return api.get(includeDeleted ? `${path}?includeDeleted=true` : path, {
    schema: attachmentsSchema,
    signal,
  });
}

export function caseAttachmentsQueryOptions(
  api: ApiClient,
  module: CaseModule,
  caseId: number,
  includeDeleted: boolean,
) {
  return queryOptions({
    queryKey: casePartKeys.attachments(module, caseId, includeDeleted),
    queryFn: ({ signal }) => listCaseAttachments(api, module, caseId, includeDeleted, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCaseAttachmentsQuery(module: CaseModule, caseId: number, includeDeleted: boolean) {
  return useQuery(caseAttachmentsQueryOptions(useApiClient(), module, caseId, includeDeleted));
}
