import { type DeliveryResult, errorText, type OutboundDeps, recordOutbound } from '../outbound-log.ts';
import {
  createBoxFileShareDriver,
  type FileShareDriver,
  localFileShareDriver,
  type SharedFile,
} from './file-share-driver.ts';

export function fileShareDriverFor(config: OutboundDeps['config']): FileShareDriver {
  const { fileShare, timeoutMs } = config.outbound;
  return fileShare ? createBoxFileShareDriver(fileShare, timeoutMs) : localFileShareDriver;
}

/** Uploads one file to the file-sharing service and records it in the outbox. */
export async function shareFile(deps: OutboundDeps, file: SharedFile): Promise<DeliveryResult> {
  const driver = fileShareDriverFor(deps.config);
  let status: 'recorded' | 'sent' | 'failed' = driver.name === 'local' ? 'recorded' : 'sent';
  let error: string | null = null;
  let id: string | null = null;
  try {
    ({ id } = await driver.upload(file));
  } catch (err) {
    status = 'failed';
    error = errorText(err);
  }
  const folder = file.folderId ?? deps.config.outbound.fileShare?.folderId ?? 'local';
  const outboundMessageId = await recordOutbound(deps.db, {
    channel: 'file-share',
    driver: driver.name,
    recipient: `folder ${folder}`,
    subject: file.fileName,
    body: `${file.fileName} (${file.contentType}, ${file.content.length} bytes)${id ? `, file id ${id}` : ''}`,
    status,
    error,
  });
  const message =
    status === 'failed'
      ? `${file.fileName} could not be uploaded: ${error}`
      : status === 'sent'
        ? `${file.fileName} uploaded${id ? ` (file id ${id})` : ''}.`
        : `${file.fileName} recorded in the outbox (no file-sharing service is configured).`;
  return { success: status !== 'failed', status, message, outboundMessageId };
}
