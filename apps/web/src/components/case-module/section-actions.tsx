import { Button, Space } from 'antd';
import { useCasePage } from './case-page-context.tsx';

/**
 * Save, and Save and Next where the section declares a next section (ECMO: referrer -> patient ->
 * clinical details, spec 2 §4.6). Hidden in read-only cases; `disabled` while the section says so
 * (ECMO: a new draft entry is open, §4.3), and both disabled while a save is in flight.
 */
export function SectionActions({
  next,
  save,
  saving,
  disabled,
}: {
  next?: string | null;
  save: () => Promise<boolean>;
  saving: boolean;
  disabled?: boolean;
}) {
  const { readOnly, openSection } = useCasePage();
  if (readOnly) return null;
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
