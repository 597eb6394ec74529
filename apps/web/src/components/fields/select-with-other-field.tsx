import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { GridCell, ownsColumns } from './field-grid.tsx';
import type { BaseFieldProps } from './field-shell.tsx';
import type { OtherChoice } from './multi-check-field.tsx';
import { useReadOnly } from './read-only.ts';
import { SelectField, type SelectOption } from './select-field.tsx';
import { TextField } from './text-fields.tsx';

/**
 * A choice whose Other option asks what it is: the select, and next to it (its own grid column
 * in a FieldGrid) the Other text, required, while Other is chosen. Hidden, the text takes no part
 * in validation; with `clearOnChange` it is also emptied when the choice moves off Other
 * (Telehealth's rhythm, spec 2 §3.6), otherwise it is kept as typed.
 */
export const SelectWithOtherField = ownsColumns(function SelectWithOtherField({
  other,
  clearOnChange,
  ...props
}: BaseFieldProps & { options: readonly SelectOption[]; other: OtherChoice; clearOnChange?: boolean }) {
  const { control, setValue, getValues } = useFormContext();
  const readOnly = useReadOnly();
  const picked = useWatch({ control, name: props.name });
  const isOther = picked === other.value;
  const was = useRef(picked);
  useEffect(() => {
    const moved = was.current !== picked;
    was.current = picked;
    if (!moved || isOther || !clearOnChange || readOnly) return;
    const text = getValues(other.name);
    if (text !== null && text !== undefined && text !== '') setValue(other.name, null, { shouldDirty: true });
  }, [picked, isOther, clearOnChange, readOnly, other.name, getValues, setValue]);
  return (
    <>
      <GridCell>
        <SelectField {...props} />
      </GridCell>
      {isOther ? (
        <GridCell>
          <TextField name={other.name} label={other.label} required disabled={props.disabled || undefined} />
        </GridCell>
      ) : null}
    </>
  );
});
