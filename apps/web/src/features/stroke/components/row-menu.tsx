import { useState } from 'react';
import { Icon, MORE } from '../../../components/shell-ui/icons.tsx';
import { ShellMenuButton } from '../../../components/shell-ui/shell-menu-button.tsx';
import { StrokePdfModal, type StrokePdfTarget } from './pdf-viewer.tsx';

/** One item of a dashboard row's menu: an action, or the record's PDF in the viewer. */
export type StrokeRowMenuItem =
  | { key: string; label: string; onClick: () => void }
  | { key: string; label: string; pdf: StrokePdfTarget };

/**
 * The three-dot menu of a dashboard row (spec 3 §2.2, §2.3): the area decides the items (its
 * rules) and what each does; a PDF item opens the viewer. Clicks and keys inside the menu, and in
 * the PDF viewer, do not open the row. Plain React: a dashboard loads no Ant Design (issue 15 item 5).
 */
export function StrokeRowMenu({ studyId, items }: { studyId: string; items: readonly StrokeRowMenuItem[] }) {
  const [pdf, setPdf] = useState<StrokePdfTarget | null>(null);
  const run = (key: string) => {
    const item = items.find((i) => i.key === key);
    if (!item) return;
    if ('pdf' in item) setPdf(item.pdf);
    else item.onClick();
  };
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops the row's click and Enter from opening the record.
    <span onClick={stop} onKeyDown={stop}>
      <ShellMenuButton
        label={`Actions for ${studyId}`}
        icon={<Icon icon={MORE} />}
        items={items.map(({ key, label }) => ({ key, label }))}
        onSelect={run}
      />
      {pdf ? <StrokePdfModal target={pdf} open onClose={() => setPdf(null)} /> : null}
    </span>
  );
}
