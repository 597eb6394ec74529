import { STROKE_MESSAGES as M } from '@scout/domain/stroke/messages';
import { App } from 'antd';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { type FetchedFile, saveFile } from '../api/fetch-file.ts';

/**
 * Runs an export and saves its file (spec 3 §8.1 reports): the name the server gives, `fileName`
 * otherwise; a 204 (null) shows `noRecords` as an info ("No records found for this report"); any
 * other failure shows its message.
 */
export function useSaveExport() {
  const { message } = App.useApp();
  return async (
    run: () => Promise<FetchedFile | null>,
    fileName: string,
    noRecords: string,
  ): Promise<void> => {
    try {
      const file = await run();
      if (!file) void message.info(noRecords);
      else saveFile(file.blob, file.fileName ?? fileName);
    } catch (error) {
      void message.error(isApiRequestError(error) || error instanceof Error ? error.message : M.createFailed);
    }
  };
}
