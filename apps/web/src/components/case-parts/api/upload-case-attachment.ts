import { apiErrorSchema } from '@scout/domain/api/errors';
import {
  ATTACHMENT_FIELD,
  type CaseAttachment,
  caseAttachmentSchemaOut,
} from '@scout/domain/cases/attachment.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AccessTokenSource, ApiRequestError } from '../../../lib/api-client.ts';
import { accessTokenSource } from '../../../lib/auth.ts';
import { useUserManager } from '../../../lib/shell-services.tsx';
import { type CaseModule, casePartKeys, casePartPath } from './case-parts-api.ts';

function errorOf(xhr: XMLHttpRequest): ApiRequestError {
  let body: unknown = xhr.responseText;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    // not JSON: keep the text
  }
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success
    ? new ApiRequestError(xhr.status, parsed.data.message, parsed.data.error, parsed.data.fieldErrors ?? [])
    : new ApiRequestError(xhr.status, `Upload failed with status ${xhr.status}`);
}

function send(path: string, file: File, token: string | null, onProgress: (percent: number) => void) {
  return new Promise<XMLHttpRequest>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve(xhr);
    xhr.onerror = () => reject(new ApiRequestError(0, 'The upload could not reach the server.'));
    const form = new FormData();
    form.append(ATTACHMENT_FIELD, file, file.name);
    xhr.send(form);
  });
}

/**
 * POST {ea}/cases/{id}/attachments (multipart, field `file`). XMLHttpRequest rather than fetch:
 * fetch reports no upload progress, and the spec shows a progress bar. A 401 renews the token once.
 */
export async function uploadCaseAttachment(
  auth: AccessTokenSource,
  path: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<CaseAttachment> {
  let xhr = await send(path, file, await auth.getAccessToken(), onProgress);
  if (xhr.status === 401) {
    const renewed = await auth.renewAccessToken();
    if (renewed) xhr = await send(path, file, renewed, onProgress);
  }
  if (xhr.status < 200 || xhr.status >= 300) throw errorOf(xhr);
  return caseAttachmentSchemaOut.parse(JSON.parse(xhr.responseText));
}

export function useUploadCaseAttachment(module: CaseModule, caseId: number) {
  const userManager = useUserManager();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      uploadCaseAttachment(
        accessTokenSource(userManager),
        casePartPath(module, caseId, 'attachments'),
        file,
        onProgress,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: casePartKeys.allAttachments(module, caseId) }),
  });
}
