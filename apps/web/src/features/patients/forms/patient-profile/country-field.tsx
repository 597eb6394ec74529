import { FieldShell, shownValue } from '../../../../components/fields/field-shell.tsx';
import { CountrySelect } from '../../components/country-select.tsx';
import { countryName } from '../../lib/patient-display.ts';

/** A SACC country of the profile (searched on the server), in the frame of the field kit. */
export function CountryField(props: { name: string; label: string; id: string; required?: boolean }) {
  return (
    <FieldShell
      {...props}
      text={(v) => (typeof v === 'number' ? (countryName(v) ?? String(v)) : shownValue(v))}
      render={({ id, value, onChange, onBlur, invalid }) => (
        <CountrySelect
          id={id}
          value={value as number | null | undefined}
          onChange={onChange}
          onBlur={onBlur}
          invalid={invalid}
        />
      )}
    />
  );
}
