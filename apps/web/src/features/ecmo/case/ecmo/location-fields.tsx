import { ECMO_LOCATIONS, OT_OPTIONS } from '@scout/domain/ecmo/ecmo-details-options';
import { Col } from 'antd';
import { useFormContext, useWatch } from 'react-hook-form';
import { ownsColumns } from '../../../../components/fields/field-grid.tsx';
import { SelectField, textOptions } from '../../../../components/fields/select-field.tsx';
import { TextField } from '../../../../components/fields/text-fields.tsx';

/** A location (its own grid columns): OT offers the OT options; Other Hospital asks which hospital. */
export const LocationFields = ownsColumns(function LocationFields({
  prefix,
  label,
  required,
}: {
  prefix: string;
  label: string;
  required?: boolean;
}) {
  const { control } = useFormContext();
  const location = useWatch({ control, name: `${prefix}.location` });
  return (
    <>
      <Col xs={24} md={8}>
        <SelectField
          name={`${prefix}.location`}
          label={label}
          required={required}
          options={ECMO_LOCATIONS.map((l) => ({ value: l.value, label: l.label }))}
        />
      </Col>
      {location === 'OT' ? (
        <Col xs={24} md={8}>
          <SelectField name={`${prefix}.otOption`} label="OT option" options={textOptions(OT_OPTIONS)} />
        </Col>
      ) : null}
      {location === 'OtherHospital' ? (
        <Col xs={24} md={8}>
          <TextField name={`${prefix}.otherHospital`} label="Which hospital" required />
        </Col>
      ) : null}
    </>
  );
});
