import { Card, Collapse } from 'antd';
import type { ReactNode } from 'react';
import { useCasePage } from './case-page-context.tsx';
import { CompletenessMarker } from './completeness-marker.tsx';

/** The DOM id of a section's panel: the outlet scrolls to it (Telehealth §2.2). */
export const sectionAnchorId = (key: string) => `case-section-${key}`;

/**
 * The frame of one section in the page's layout: a small titled card (ECMO), or a collapsible
 * panel, open at first, with the complete/incomplete marker when the section declares a
 * completeness rule (Telehealth, spec 2 §2.2). Also for parts that are not forms (notes, transfer).
 * The card's title is the section's heading (h2 under the page's h1): it takes the focus when the
 * section is chosen from the menu (section-focus.ts); the panel's header, a button, does that in
 * the panels layout.
 */
export function SectionPanel({
  sectionKey,
  title,
  children,
}: {
  sectionKey: string;
  title: string;
  children: ReactNode;
}) {
  const { layout, sections, caseData } = useCasePage();
  if (layout === 'cards') {
    return (
      <Card
        title={
          <h2 data-section-heading tabIndex={-1} className="scout-section-heading">
            {title}
          </h2>
        }
        size="small"
      >
        {children}
      </Card>
    );
  }
  const rule = sections.find((s) => s.key === sectionKey)?.isComplete;
  return (
    <div id={sectionAnchorId(sectionKey)} style={{ marginBottom: 16 }}>
      <Collapse
        defaultActiveKey={[sectionKey]}
        items={[
          {
            key: sectionKey,
            label: (
              <span>
                {title}
                {rule ? <CompletenessMarker complete={rule(caseData)} /> : null}
              </span>
            ),
            children,
          },
        ]}
      />
    </div>
  );
}
