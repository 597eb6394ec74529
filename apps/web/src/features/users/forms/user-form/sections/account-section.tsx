import type { UserFormValues } from '@scout/domain/admin/user.schema';
import { Card, Col, Input, Row, Switch } from 'antd';
import { Controller, useFormContext } from 'react-hook-form';
import { PhoneInput } from '../../../components/phone-input.tsx';
import { FieldItem } from '../field-item.tsx';

type TextField = 'givenName' | 'surname' | 'displayName';
const TEXT_FIELDS: { name: TextField; label: string; id: string; autoComplete: string }[] = [
  { name: 'givenName', label: 'Given name', id: 'user-given-name', autoComplete: 'off' },
  { name: 'surname', label: 'Surname', id: 'user-surname', autoComplete: 'off' },
  { name: 'displayName', label: 'Display name', id: 'user-display-name', autoComplete: 'off' },
];

/** E-mail (the user name, fixed after creation), names, mobile phone, enabled and vendor flags. */
export function AccountSection({ emailLocked }: { emailLocked: boolean }) {
  const {
    control,
    formState: { errors },
  } = useFormContext<UserFormValues>();
  return (
    <Card title="Account" size="small">
      <Row gutter={16}>
        <Col xs={24} md={12}>
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
        </Col>
        <Col xs={24} md={12}>
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
        </Col>
        {TEXT_FIELDS.map(({ name, label, id, autoComplete }) => (
          <Col xs={24} md={8} key={name}>
            <FieldItem label={label} htmlFor={id} required error={errors[name]?.message}>
              <Controller
                name={name}
                control={control}
                render={({ field, fieldState }) => (
                  <Input
                    {...field}
                    id={id}
                    autoComplete={autoComplete}
                    aria-invalid={fieldState.invalid || undefined}
                  />
                )}
              />
            </FieldItem>
          </Col>
        ))}
        <Col xs={12} md={6}>
          <FieldItem
            label="Account enabled"
            htmlFor="user-account-enabled"
            required
            error={errors.accountEnabled?.message}
          >
            <Controller
              name="accountEnabled"
              control={control}
              render={({ field }) => (
                <Switch id="user-account-enabled" checked={field.value} onChange={field.onChange} />
              )}
            />
          </FieldItem>
        </Col>
        <Col xs={12} md={6}>
          <FieldItem
            label="Vendor account"
            htmlFor="user-vendor-account"
            required
            error={errors.isVendorAccount?.message}
          >
            <Controller
              name="isVendorAccount"
              control={control}
              render={({ field }) => (
                <Switch id="user-vendor-account" checked={field.value} onChange={field.onChange} />
              )}
            />
          </FieldItem>
        </Col>
      </Row>
    </Card>
  );
}
