/**
 * The name an upload is kept under: the last path segment only (browsers may send a full path),
 * without control characters, at most 255 characters; 'attachment' when nothing is left.
 */
export function cleanFilename(name: string | undefined): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean ? [...clean].slice(-255).join('') : 'attachment';
}

/**
 * Content-Disposition for a download under the original name (RFC 6266 with RFC 5987 encoding):
 * an ASCII fallback in `filename` for old clients, the exact UTF-8 name in `filename*`.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
