import { type EcmoCaseSection, nextSectionAfterSave } from '@scout/domain/ecmo/case-options';
import { Button, Space } from 'antd';
import { useCaseContext } from './case-context.tsx';

/**
 * Save, and Save and Next where a next section exists (referrer -> patient -> clinical details,
 * spec 2 §4.6). Hidden in read-only cases; `disabled` while a new draft entry is open (§4.3), and
 * both disabled while a save is in flight.
 */
export function SectionActions({
  section,
  save,
  saving,
  disabled,
}: {
  section: EcmoCaseSection;
  save: () => Promise<boolean>;
  saving: boolean;
  disabled?: boolean;
}) {
  const { readOnly, openSection } = useCaseContext();
  if (readOnly) return null;
  const next = nextSectionAfterSave(section);
  return (
    <Space style={{ marginTop: 8 }}>
      <Button type="primary" loading={saving} disabled={disabled || saving} onClick={() => void save()}>
        Save
      </Button>
      {next ? (
        <Button
          disabled={disabled || saving}
          onClick={async () => {
            if (await save()) openSection(next);
          }}
        >
          Save and Next
        </Button>
      ) : null}
    </Space>
  );
}
