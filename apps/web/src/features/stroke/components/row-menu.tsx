import MoreOutlined from '@ant-design/icons/MoreOutlined';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { type KeyboardEvent, useId, useState } from 'react';
import { StrokePdfModal, type StrokePdfTarget } from './pdf-viewer.tsx';

/** One item of a dashboard row's menu: an action, or the record's PDF in the viewer. */
export type StrokeRowMenuItem =
  | { key: string; label: string; onClick: () => void }
  | { key: string; label: string; pdf: StrokePdfTarget };

/**
 * The three-dot menu of a dashboard row (spec 3 §2.2, §2.3): the area decides the items (its
 * rules) and what each does; a PDF item opens the viewer. antd's Dropdown on a click, a menu
 * button: click, Enter, Space or Down opens it with the focus in the menu; Up and Down move; Enter
 * or a click runs an entry; Escape closes it and the focus returns to the button (issue 24 item 8).
 * Clicks and keys inside the menu, and in the PDF viewer, do not open the row.
 */
export function StrokeRowMenu({ studyId, items }: { studyId: string; items: readonly StrokeRowMenuItem[] }) {
  const [pdf, setPdf] = useState<StrokePdfTarget | null>(null);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const label = `Actions for ${studyId}`;
  const run = (key: string) => {
    const item = items.find((i) => i.key === key);
    if (!item) return;
    if ('pdf' in item) setPdf(item.pdf);
    else item.onClick();
  };
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();
  // Escape and Tab go on to the page: the open menu closes on them (antd listens on the window).
  const stopKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' && event.key !== 'Tab') event.stopPropagation();
  };
  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      setOpen(true);
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops the row's click and Enter from opening the record.
    <span onClick={stop} onKeyDown={stopKey}>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        autoFocus
        destroyOnHidden
        open={open}
        onOpenChange={setOpen}
        menu={{
          id: menuId,
          'aria-label': label,
          items: items.map(({ key, label }) => ({ key, label })),
          onClick: ({ key }) => {
            setOpen(false);
            run(key);
          },
        }}
      >
        <Button
          type="text"
          size="small"
          icon={<MoreOutlined aria-hidden />}
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onKeyDown={onButtonKeyDown}
        />
      </Dropdown>
      {pdf ? <StrokePdfModal target={pdf} open onClose={() => setPdf(null)} /> : null}
    </span>
  );
}
