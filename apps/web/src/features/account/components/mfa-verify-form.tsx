import { zodResolver } from '@hookform/resolvers/zod';
import { mfaVerifySchema } from '@scout/domain/admin/current-user.schema';
import { Alert, App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { type MfaVerifyInput, useVerifyMfa } from '../api/verify-mfa.ts';

/** The 6-digit code from the authenticator app; a wrong code comes back as a field error. */
export function MfaVerifyForm() {
  const { message } = App.useApp();
  const verify = useVerifyMfa();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MfaVerifyInput>({ resolver: zodResolver(mfaVerifySchema), defaultValues: { code: '' } });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await verify.mutateAsync(values);
      void message.success('Two-factor authentication is now on');
    } catch (error) {
      setFormError(applyServerFieldErrors(error, setError, ['code']));
    }
  });

  return (
    <Form layout="vertical" onFinish={() => void submit()} className="mfa-verify-form">
      {formError ? (
        <Alert type="error" showIcon title={formError} className="mfa-verify-form__error" />
      ) : null}
      <Form.Item
        label="Verification code"
        htmlFor="mfa-code"
        required
        validateStatus={errors.code ? 'error' : undefined}
        help={errors.code?.message}
      >
        <Controller
          name="code"
          control={control}
          render={({ field }) => (
            <Input
              {...field}
              id="mfa-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="123456"
              aria-invalid={errors.code ? true : undefined}
              style={{ maxWidth: 200 }}
            />
          )}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isSubmitting}>
        Verify
      </Button>
    </Form>
  );
}
