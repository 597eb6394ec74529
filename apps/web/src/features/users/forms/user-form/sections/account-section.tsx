import type { UserFormValues } from '@scout/domain/admin/user.schema';
import { Card, Input } from 'antd';
import { Controller, useFormContext } from 'react-hook-form';
import { SwitchField } from '../../../../../components/fields/choice-fields.tsx';
import { FieldGrid, GridGroup } from '../../../../../components/fields/field-grid.tsx';
import { TextField } from '../../../../../components/fields/text-fields.tsx';
import { PhoneInput } from '../../../components/phone-input.tsx';
import { FieldItem } from '../field-item.tsx';

const TEXT_FIELDS = [
  { name: 'givenName', label: 'Given name', id: 'user-given-name' },
  { name: 'surname', label: 'Surname', id: 'user-surname' },
  { name: 'displayName', label: 'Display name', id: 'user-display-name' },
] as const;

/** E-mail (the user name, fixed after creation), names, mobile phone, enabled and vendor flags. */
export function AccountSection({ emailLocked }: { emailLocked: boolean }) {
  const {
    control,
    formState: { errors },
  } = useFormContext<UserFormValues>();
  return (
    <Card title="Account" size="small">
      <FieldGrid>
        <FieldItem
          label="Email"
          htmlFor="user-email"
          required
          error={errors.email?.message}
          extra={emailLocked ? 'The email address is the user name and cannot be changed.' : undefined}
        >
          <Controller
            name="email"
            control={control}
            render={({ field, fieldState }) => (
              <Input
                {...field}
                id="user-email"
                inputMode="email"
                autoComplete="off"
                disabled={emailLocked}
                aria-invalid={fieldState.invalid || undefined}
              />
            )}
          />
        </FieldItem>
        <FieldItem
          label="Mobile phone"
          htmlFor="user-mobile-phone"
          required
          error={errors.mobilePhone?.message}
        >
          <Controller
            name="mobilePhoneCountryCode"
            control={control}
            render={({ field: code }) => (
              <Controller
                name="mobilePhone"
                control={control}
                render={({ field, fieldState }) => (
                  <PhoneInput
                    id="user-mobile-phone"
                    callingCode={code.value}
                    onCallingCodeChange={code.onChange}
                    number={field.value ?? ''}
                    onNumberChange={field.onChange}
                    onBlur={field.onBlur}
                    invalid={fieldState.invalid}
                  />
                )}
              />
            )}
          />
        </FieldItem>
        <GridGroup col={{ xs: 24, md: 8 }}>
          {TEXT_FIELDS.map(({ name, label, id }) => (
            <TextField key={name} name={name} label={label} id={id} required />
          ))}
        </GridGroup>
        <GridGroup col={{ xs: 12, md: 6 }}>
          <SwitchField name="accountEnabled" label="Account enabled" id="user-account-enabled" required />
          <SwitchField name="isVendorAccount" label="Vendor account" id="user-vendor-account" required />
        </GridGroup>
      </FieldGrid>
    </Card>
  );
}
