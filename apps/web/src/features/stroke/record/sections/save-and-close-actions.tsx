import { Button, Space } from 'antd';
import type { SectionSaving } from './stroke-form-section.tsx';

/**
 * The buttons of a record's closing section (spec 3 §4.1, §4.5, §4.7): Save, and Save and Close
 * while the record is open (a closed one being edited finishes with Save and Exit). Nothing in a
 * read-only record.
 */
export function SaveAndCloseActions({
  section,
  close,
  open,
}: {
  section: SectionSaving;
  close: { run: () => Promise<boolean>; pending: boolean };
  open: boolean;
}) {
  if (section.readOnly) return null;
  const busy = section.saving || close.pending;
  return (
    <Space style={{ marginTop: 8 }}>
      <Button type="primary" loading={section.saving} disabled={busy} onClick={() => void section.save()}>
        Save
      </Button>
      {open ? (
        <Button loading={close.pending} disabled={busy} onClick={() => void close.run()}>
          Save and Close
        </Button>
      ) : null}
    </Space>
  );
}
