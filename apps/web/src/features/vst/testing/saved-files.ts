import { vi } from 'vitest';

/**
 * Catches the files a page saves (fetch-file.ts `saveFile`: an object URL and a download link
 * clicked once): the names they are saved under, in order.
 */
export function savedFileNames(): string[] {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:saved');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}
