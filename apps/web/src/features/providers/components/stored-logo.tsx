import { HEALTH_CARE_PROVIDER_MESSAGES as M } from '@scout/domain/admin/health-care-provider.schema';
import { App } from 'antd';
import { useState } from 'react';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { useDeleteProviderLogo } from '../api/delete-provider-logo.ts';
import { logoDataUrl, useProviderLogo } from '../api/get-provider-logo.ts';
import { useUploadProviderLogo } from '../api/upload-provider-logo.ts';
import { LogoPicker } from './logo-picker.tsx';

/** The server's reason for a refused upload (its logoFile field error), if it gave one. */
const refusal = (error: unknown) =>
  isApiRequestError(error) ? (error.fieldErrors.find((f) => f.field === 'logoFile')?.message ?? null) : null;

/** The logo of a saved provider: uploads and removals go to the server at once. */
export function StoredLogo({
  providerId,
  providerName,
  hasLogo,
}: {
  providerId: number;
  providerName: string;
  hasLogo: boolean;
}) {
  const { message } = App.useApp();
  const logo = useProviderLogo(providerId, hasLogo);
  const upload = useUploadProviderLogo();
  const remove = useDeleteProviderLogo();
  const [error, setError] = useState<string | null>(null);

  async function send(file: File) {
    setError(null);
    try {
      await upload.mutateAsync({ id: providerId, file, fileName: file.name });
      void message.success('Logo uploaded');
    } catch (err) {
      setError(refusal(err));
      void message.error(M.logoUploadFailed);
    }
  }

  async function drop() {
    setError(null);
    try {
      await remove.mutateAsync(providerId);
      void message.success('Logo removed');
    } catch {
      void message.error(M.logoDeleteFailed);
    }
  }

  return (
    <LogoPicker
      imageUrl={logo.data ? logoDataUrl(logo.data) : null}
      alt={`Logo of ${providerName}`}
      busy={upload.isPending || remove.isPending}
      error={error}
      onFile={(file) => void send(file)}
      onRemove={() => void drop()}
    />
  );
}
