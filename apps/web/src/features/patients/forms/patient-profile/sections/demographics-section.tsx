import { GENDERS } from '@scout/domain/patients/limits';
import { Card, Col, Row } from 'antd';
import { useFormContext, useWatch } from 'react-hook-form';
import { RadioField } from '../../../../../components/fields/choice-fields.tsx';
import { DateField } from '../../../../../components/fields/date-fields.tsx';
import { NumberField } from '../../../../../components/fields/number-field.tsx';
import { textOptions } from '../../../../../components/fields/select-field.tsx';
import { TextField } from '../../../../../components/fields/text-fields.tsx';
import { CountryField } from '../country-field.tsx';
import { derivedAge, type PatientFormValues } from '../form-values.ts';

const GENDER_OPTIONS = textOptions(GENDERS);

/**
 * Gender, date of birth and age, e-mail and country of birth. Age follows the date of birth and
 * can be typed only while there is none (spec 1 §5: either one is required).
 */
export function DemographicsSection({ today }: { today: string }) {
  const {
    control,
    setValue,
    formState: { isSubmitted },
  } = useFormContext<PatientFormValues>();
  const hasDateOfBirth = Boolean(useWatch({ control, name: 'dateOfBirth' }));

  return (
    <Card title="Details" size="small" className="patient-form__section">
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <RadioField name="gender" label="Gender" id="patient-gender" required options={GENDER_OPTIONS} />
        </Col>
        <Col xs={12} md={8}>
          <DateField
            name="dateOfBirth"
            label="Date of birth"
            id="patient-date-of-birth"
            typed
            onPicked={(value) =>
              // The age follows the date of birth; removing the date removes the age it gave, and
              // the age field opens for an estimate.
              setValue('age', value ? derivedAge(value, today) : null, {
                shouldDirty: true,
                shouldValidate: isSubmitted,
              })
            }
          />
        </Col>
        <Col xs={12} md={8}>
          <NumberField
            name="age"
            label="Age"
            id="patient-age"
            disabled={hasDateOfBirth}
            extra={hasDateOfBirth ? 'From the date of birth' : undefined}
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField name="emailAddress" label="E-mail" id="patient-email" type="email" />
        </Col>
        <Col xs={24} md={12}>
          <CountryField name="countryCode" label="Country of birth" id="patient-country-of-birth" />
        </Col>
      </Row>
    </Card>
  );
}
