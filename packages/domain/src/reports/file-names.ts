/**
 * The file name of a download (spec 3 §7.3: the reperfusion export's "file name from the
 * content-disposition header, default ReperfusionCasesDataExport.csv"; the CSV and periodic
 * reports likewise). RFC 6266: filename*=UTF-8''... (percent-encoded) wins over filename="...".
 */
export function fileNameFromContentDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return safeName(decodeURIComponent(extended[1].trim())) || fallback;
    } catch {
      // A malformed encoding: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return (name && safeName(name)) || fallback;
}

/** No directories in a saved file's name. */
function safeName(name: string): string {
  return name.split(/[\\/]/).pop()?.trim() ?? '';
}
