import { GENDERS } from '@scout/domain/patients/limits';
import { Card, Col, Input, Radio, Row } from 'antd';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { DateTextInput } from '../../../../../components/date-text-input.tsx';
import { NumberInput } from '../../../../../components/number-input.tsx';
import { CountrySelect } from '../../../components/country-select.tsx';
import { errorAt, FieldItem } from '../field-item.tsx';
import { derivedAge, type PatientFormValues } from '../form-values.ts';

/**
 * Gender, date of birth and age, e-mail and country of birth. Age follows the date of birth and
 * can be typed only while there is none (spec 1 §5: either one is required).
 */
export function DemographicsSection({ today }: { today: string }) {
  const {
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<PatientFormValues>();
  const dateOfBirth = useWatch({ control, name: 'dateOfBirth' });
  const hasDateOfBirth = Boolean(dateOfBirth);

  return (
    <Card title="Details" size="small" className="patient-form__section">
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <FieldItem label="Gender" required error={errorAt(errors, 'gender')}>
            <Controller
              name="gender"
              control={control}
              render={({ field }) => (
                <Radio.Group
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                  aria-label="Gender"
                  options={GENDERS.map((g) => ({ value: g, label: g }))}
                />
              )}
            />
          </FieldItem>
        </Col>
        <Col xs={12} md={8}>
          <FieldItem
            label="Date of birth"
            htmlFor="patient-date-of-birth"
            error={errorAt(errors, 'dateOfBirth')}
          >
            <Controller
              name="dateOfBirth"
              control={control}
              render={({ field, fieldState }) => (
                <DateTextInput
                  id="patient-date-of-birth"
                  value={field.value}
                  onBlur={field.onBlur}
                  aria-invalid={fieldState.invalid || undefined}
                  onChange={(value) => {
                    field.onChange(value);
                    // The age follows the date of birth; removing the date removes the age it
                    // gave, and the age field opens for an estimate.
                    setValue('age', value ? derivedAge(value, today) : null, {
                      shouldDirty: true,
                      shouldValidate: isSubmitted,
                    });
                  }}
                />
              )}
            />
          </FieldItem>
        </Col>
        <Col xs={12} md={8}>
          <FieldItem
            label="Age"
            htmlFor="patient-age"
            error={errorAt(errors, 'age')}
            extra={hasDateOfBirth ? 'From the date of birth' : undefined}
          >
            <Controller
              name="age"
              control={control}
              render={({ field, fieldState }) => (
                <NumberInput
                  id="patient-age"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={hasDateOfBirth}
                  aria-invalid={fieldState.invalid || undefined}
                />
              )}
            />
          </FieldItem>
        </Col>
        <Col xs={24} md={12}>
          <FieldItem label="E-mail" htmlFor="patient-email" error={errorAt(errors, 'emailAddress')}>
            <Controller
              name="emailAddress"
              control={control}
              render={({ field, fieldState }) => (
                <Input
                  {...field}
                  value={field.value ?? ''}
                  id="patient-email"
                  type="email"
                  autoComplete="off"
                  aria-invalid={fieldState.invalid || undefined}
                />
              )}
            />
          </FieldItem>
        </Col>
        <Col xs={24} md={12}>
          <FieldItem
            label="Country of birth"
            htmlFor="patient-country-of-birth"
            error={errorAt(errors, 'countryCode')}
          >
            <Controller
              name="countryCode"
              control={control}
              render={({ field, fieldState }) => (
                <CountrySelect
                  id="patient-country-of-birth"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={fieldState.invalid}
                />
              )}
            />
          </FieldItem>
        </Col>
      </Row>
    </Card>
  );
}
