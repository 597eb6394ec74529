import type { CaseAttachment } from '@scout/domain/cases/attachment.schema';
import { useCallback } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { accessTokenSource } from '../../../lib/auth.ts';
import { useUserManager } from '../../../lib/shell-services.tsx';
import { type CaseModule, casePartPath } from './case-parts-api.ts';

/** GET {ea}/cases/{id}/attachments/download/{attachmentId}: the blob, saved under its original name. */
export function useDownloadCaseAttachment(module: CaseModule, caseId: number) {
  const userManager = useUserManager();
  return useCallback(
    async (attachment: CaseAttachment) => {
      const token = await accessTokenSource(userManager).getAccessToken();
      const response = await fetch(
        `${casePartPath(module, caseId, 'attachments')}/download/${attachment.id}`,
        { headers: token ? { Authorization: `Bearer ${token}` } : {} },
      );
      if (!response.ok)
        throw new ApiRequestError(response.status, `Download failed with status ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = attachment.filename;
      document.body.appendChild(link);
      link.click();
      link.remove();
      // Revoke after the click has been handled, so the browser has started the download.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
    [userManager, module, caseId],
  );
}
