/**
 * The smallest string greater than every string that starts with `prefix`: its last code point
 * plus one (UTF-8 byte order is code point order), or null when no such string exists. A name
 * "starts with" a token exactly when `token <= name < upper` in byte order (operators ~>=~ and
 * ~<~, which the text_pattern_ops search indexes answer). Unlike LIKE 'x%', a range keeps its
 * index condition in a prepared statement's generic plan, and % or _ in a keyword are just text.
 * The patient search (modules/patients/search.repo.ts) and the stroke dashboards' name match use it.
 */
export function prefixUpperBound(prefix: string): string | null {
  const points = [...prefix];
  while (points.length) {
    const last = (points.pop() as string).codePointAt(0) as number;
    if (last < 0x10ffff) {
      const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
      return points.join('') + String.fromCodePoint(next);
    }
  }
  return null;
}
