import { REPORT_MESSAGES as R } from '@scout/domain/reports/messages';
import { STROKE_MESSAGES as M } from '@scout/domain/stroke/messages';
import App from 'antd/es/app';
import { useId } from 'react';
import { isApiRequestError } from '../../../lib/api-client.ts';
import {
  type DownloadProgress,
  type FetchedFile,
  type OnDownloadProgress,
  saveFile,
} from '../api/fetch-file.ts';

const count = new Intl.NumberFormat('en-AU');
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** "Downloading: 1,200 of 5,000 rows (1.4 MB)", or the bytes alone when the rows are not known. */
export function downloadProgressText(p: DownloadProgress): string {
  const rows =
    p.rows !== null
      ? `${count.format(p.rows)}${p.totalRows !== null ? ` of ${count.format(p.totalRows)}` : ''} rows, `
      : '';
  const size = p.totalBytes ? `${megabytes(p.bytes)} of ${megabytes(p.totalBytes)}` : megabytes(p.bytes);
  return `Downloading: ${rows}${size}`;
}

/**
 * Runs an export and saves its file (spec 3 §8.1 reports): the name the server gives, `fileName`
 * otherwise; a 204 (null) shows `noRecords` as an info ("No records found for this report"); any
 * other failure shows its message. While the file streams, one loading message shows its progress
 * (issue 14 item 6): `run` is handed the progress callback to give the fetch (fetch-file.ts).
 */
export function useSaveExport() {
  const key = useId();
  const { message } = App.useApp();
  return async (
    run: (onProgress: OnDownloadProgress) => Promise<FetchedFile | null>,
    fileName: string,
    noRecords: string,
  ): Promise<void> => {
    const show = (content: string) => message.open({ key, type: 'loading', content, duration: 0 });
    show(R.exportInProgress);
    try {
      const file = await run((progress) => show(downloadProgressText(progress)));
      message.destroy(key);
      if (!file) message.info(noRecords);
      else saveFile(file.blob, file.fileName ?? fileName);
    } catch (error) {
      message.destroy(key);
      message.error(isApiRequestError(error) || error instanceof Error ? error.message : M.createFailed);
    }
  };
}
