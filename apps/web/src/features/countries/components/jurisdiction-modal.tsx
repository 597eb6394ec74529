import { zodResolver } from '@hookform/resolvers/zod';
import {
  COUNTRY_MESSAGES,
  type Country,
  type Jurisdiction,
  type JurisdictionInput,
  jurisdictionSchema,
} from '@scout/domain/admin/jurisdiction.schema';
import { Alert, App, Form, Input, Modal, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isConflict, useOverwriteConfirm } from '../../../components/use-overwrite-confirm.ts';
import { applyServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useCreateJurisdiction } from '../api/create-jurisdiction.ts';
import { useUpdateJurisdiction } from '../api/update-jurisdiction.ts';

type FormValues = z.input<typeof jurisdictionSchema>;

const FIELDS = ['name', 'shortName', 'isActive'] as const;

function defaultsFor(country: Country, jurisdiction: Jurisdiction | null): FormValues {
  return jurisdiction
    ? { ...jurisdiction }
    : { id: null, name: '', shortName: '', isActive: true, countryId: country.id };
}

/**
 * Create or edit one jurisdiction of a country: name, short name, active (spec 1 §2). Errors of
 * the schema and of the server land on the fields; a 409 asks whether to overwrite.
 */
export function JurisdictionModal({
  country,
  jurisdiction,
  onClose,
}: {
  country: Country;
  /** null to create a new one. */
  jurisdiction: Jurisdiction | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const create = useCreateJurisdiction();
  const update = useUpdateJurisdiction();
  const confirmOverwrite = useOverwriteConfirm();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, JurisdictionInput>({
    resolver: zodResolver(jurisdictionSchema),
    defaultValues: defaultsFor(country, jurisdiction),
  });
  useEffect(() => reset(defaultsFor(country, jurisdiction)), [country, jurisdiction, reset]);

  async function send(values: JurisdictionInput, forceUpdate: boolean): Promise<void> {
    setFormError(null);
    try {
      const input = forceUpdate ? { ...values, forceUpdate: true } : values;
      const saved = await (jurisdiction ? update : create).mutateAsync(input);
      void message.success(`Jurisdiction ${saved.name} saved`);
      onClose();
    } catch (error) {
      if (jurisdiction && isConflict(error) && !forceUpdate) {
        confirmOverwrite(() => send(values, true));
        return;
      }
      setFormError(applyServerFieldErrors(error, setError, FIELDS));
      void message.error(
        jurisdiction
          ? COUNTRY_MESSAGES.updateJurisdictionFailed(values.name)
          : COUNTRY_MESSAGES.createJurisdictionFailed(values.name, country.name),
      );
    }
  }

  const submit = handleSubmit((values) => send(values, false));
  const title = jurisdiction ? `Edit jurisdiction of ${country.name}` : `New jurisdiction of ${country.name}`;

  return (
    <Modal
      open
      title={title}
      okText="Save"
      onOk={() => void submit()}
      confirmLoading={isSubmitting}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void submit()} aria-label={title}>
        {formError ? <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} /> : null}
        <Form.Item
          label="Name"
          htmlFor="jurisdiction-name"
          required
          validateStatus={errors.name ? 'error' : undefined}
          help={errors.name?.message}
        >
          <Controller
            name="name"
            control={control}
            render={({ field }) => (
              <Input
                {...field}
                id="jurisdiction-name"
                autoComplete="off"
                aria-invalid={!!errors.name || undefined}
              />
            )}
          />
        </Form.Item>
        <Form.Item
          label="Short name"
          htmlFor="jurisdiction-short-name"
          required
          validateStatus={errors.shortName ? 'error' : undefined}
          help={errors.shortName?.message}
        >
          <Controller
            name="shortName"
            control={control}
            render={({ field }) => (
              <Input
                {...field}
                id="jurisdiction-short-name"
                autoComplete="off"
                aria-invalid={!!errors.shortName || undefined}
                style={{ maxWidth: 200 }}
              />
            )}
          />
        </Form.Item>
        <Form.Item label="Active" htmlFor="jurisdiction-active">
          <Controller
            name="isActive"
            control={control}
            render={({ field }) => (
              <Switch id="jurisdiction-active" checked={field.value ?? true} onChange={field.onChange} />
            )}
          />
        </Form.Item>
        {/* Enter in a field submits. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
