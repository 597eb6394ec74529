import { useEffect, useState } from 'react';

/**
 * The text of a search box and the keyword to search with: the text trimmed, once it has stood
 * still for `delayMs` and has at least `minChars` characters; '' otherwise (no search). `initial`
 * starts the box with a text already searched for (a keyword restored from session storage).
 */
export function useDebouncedSearch({
  minChars,
  delayMs,
  initial = '',
}: {
  minChars: number;
  delayMs: number;
  initial?: string;
}) {
  const [text, setText] = useState(initial);
  const [keyword, setKeyword] = useState(() => (initial.trim().length >= minChars ? initial.trim() : ''));

  useEffect(() => {
    const next = text.trim().length >= minChars ? text.trim() : '';
    // Clearing the box (or going under the minimum) takes effect at once; typing waits.
    if (next === '') {
      setKeyword('');
      return;
    }
    const timer = setTimeout(() => setKeyword(next), delayMs);
    return () => clearTimeout(timer);
  }, [text, minChars, delayMs]);

  const waiting = text.trim().length >= minChars && text.trim() !== keyword;
  /** Enter or the search button: the text is searched for at once (when long enough), no wait. */
  const searchNow = () => setKeyword(text.trim().length >= minChars ? text.trim() : '');
  return { text, setText, keyword, waiting, tooShort: text.trim().length < minChars, searchNow };
}
