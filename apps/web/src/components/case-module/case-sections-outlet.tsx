import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useCasePage, useCasePageState } from './case-page-context.tsx';
import { partProps, revealSection, scrollToSection } from './section-focus.ts';

/** One part of the case page: a section form, or another part (notes, transfer, attachments). */
export interface CasePart {
  key: string;
  node: ReactNode;
  /**
   * Section forms stay mounted, once opened, while another section is shown (default), so
   * switching sections keeps unsaved edits and Save All can save them all (a section never opened
   * has nothing to save, so it mounts when first shown). Parts without a form can mount only when
   * shown (false).
   */
  keepMounted?: boolean;
}

/**
 * The sections of the case page. Cards layout: only the current part is visible (the others
 * opened before stay mounted, hidden). Panels layout: every part in order, and the page scrolls to the current
 * one (a trailing section segment scrolls to that section, spec 2 §2.2). A section chosen after
 * the page opened (the menu, Save and Next) takes the keyboard focus at its heading; the page's
 * first section does not (the focus stays where the page load left it).
 */
export function CaseSectionsOutlet({ current, parts }: { current: string; parts: readonly CasePart[] }) {
  const { layout } = useCasePage();
  // A section given back its draft (Restore) mounts, hidden, to take it (and count as edited).
  const { restoredKeys } = useCasePageState();
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([current]));
  if (!opened.has(current) || [...restoredKeys].some((k) => !opened.has(k)))
    setOpened(new Set([...opened, current, ...restoredKeys]));
  // A layout effect: the heading has the focus in the commit that shows the section, before a
  // failed Save All's pass puts it on the section's first field in error (form-errors.ts).
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    const first = shown.current === null;
    if (shown.current === current) return;
    shown.current = current;
    if (!first) revealSection(current, layout);
    else if (layout === 'panels') scrollToSection(current);
  }, [layout, current]);
  if (layout === 'panels')
    return (
      <>
        {parts.map((p) => (
          <div key={p.key} {...partProps(p.key)}>
            {p.node}
          </div>
        ))}
      </>
    );
  return (
    <>
      {parts.map((p) =>
        p.keepMounted === false ? (
          p.key === current ? (
            <div key={p.key} {...partProps(p.key)}>
              {p.node}
            </div>
          ) : null
        ) : opened.has(p.key) || p.key === current ? (
          <div key={p.key} {...partProps(p.key)} hidden={p.key !== current}>
            {p.node}
          </div>
        ) : null,
      )}
    </>
  );
}
