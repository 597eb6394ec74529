import { SaveOutlined } from '@ant-design/icons';
import { Grid, Menu } from 'antd';
import type { ReactNode } from 'react';
import { useCasePage, useCasePageState } from './case-page-context.tsx';
import { sectionSegment } from './case-section.ts';
import { CompletenessMarker } from './completeness-marker.tsx';
import { revealSection } from './section-focus.ts';

/** A menu entry after the sections and Save All (Delete, Back, Back to Dashboard). */
export interface CaseMenuAction {
  key: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  onClick: () => void;
}

/**
 * The case's side menu (spec 2 §2.1, §2.2): one entry per section ('Referrer *' while it has
 * unsaved changes; the complete/incomplete marker when the section declares a completeness rule),
 * then Save All (not in read-only cases) and the area's actions. Inline from lg up; across the
 * top, wrapping with every label whole, on narrower screens. Choosing a section moves the focus to
 * its heading (CaseSectionsOutlet; here when it is the section already shown).
 */
export function CaseSectionMenu({
  current,
  actions = [],
  showSaveAll = true,
}: {
  /** The key of the section shown. */
  current: string;
  actions?: readonly CaseMenuAction[];
  showSaveAll?: boolean;
}) {
  const { sections, readOnly, caseData, saveAll, openSection, layout } = useCasePage();
  const { dirtyKeys, savingAll } = useCasePageState();
  const wide = Grid.useBreakpoint().lg ?? true;
  const items: { key: string; label: ReactNode; icon?: ReactNode; danger?: boolean; disabled?: boolean }[] =
    sections.map((s) => {
      const text = `${s.menuLabel ?? s.title}${dirtyKeys.has(s.key) ? ' *' : ''}`;
      return {
        key: s.key,
        label: s.isComplete ? (
          <span>
            {text}
            <CompletenessMarker complete={s.isComplete(caseData)} />
          </span>
        ) : (
          text
        ),
      };
    });
  if (showSaveAll && !readOnly) {
    items.push({
      key: 'save-all',
      label: 'Save All',
      icon: <SaveOutlined aria-hidden />,
      disabled: savingAll,
    });
  }
  for (const a of actions) items.push({ key: a.key, label: a.label, icon: a.icon, danger: a.danger });
  return (
    <Menu
      aria-label="Case sections"
      className="scout-section-menu"
      mode={wide ? 'inline' : 'horizontal'}
      disabledOverflow
      selectedKeys={[current]}
      items={items}
      onClick={({ key }) => {
        if (key === 'save-all') void saveAll();
        else if (sections.some((s) => s.key === key)) {
          openSection(key);
          // The outlet moves the focus when the section changes; the one already shown takes it here.
          if (key === current) revealSection(key, layout);
        } else actions.find((a) => a.key === key)?.onClick();
      }}
    />
  );
}

/** The key of the section a route segment names; the first section for the base path or an unknown one. */
export function useCurrentSectionKey(segment: string | undefined): string {
  const { sections } = useCasePage();
  return sections.find((s) => sectionSegment(s) === segment)?.key ?? sections[0]?.key ?? '';
}
