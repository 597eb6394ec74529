import type { ReactNode } from 'react';
import './text-layout.css';

/**
 * Text that may be long (issue 10.4): names typed by users, file names, identifiers. Use these in
 * table cells, card titles and headers so no text can widen the page.
 */

/** One line cut with an ellipsis; the whole text shows on hover. For names in tables and titles. */
export function TruncatedText({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <span className="scout-truncate" title={text}>
      {children ?? text}
    </span>
  );
}

/** Free text that wraps anywhere, even inside a long word. */
export function WrappedText({ children }: { children: ReactNode }) {
  return <span className="scout-wrap">{children}</span>;
}

/** An identifier or a date: never broken inside. */
export function Identifier({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <span className="scout-nowrap" data-testid={testId}>
      {children}
    </span>
  );
}
