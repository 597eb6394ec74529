import { zodResolver } from '@hookform/resolvers/zod';
import {
  type HealthCareProvider,
  healthCareProviderSchema,
  HEALTH_CARE_PROVIDER_MESSAGES as M,
} from '@scout/domain/admin/health-care-provider.schema';
import { Alert, App, Button, Card, Flex, Form } from 'antd';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ignoringHiddenFields } from '../../../../components/hidden-fields-resolver.ts';
import { isConflict, useOverwriteConfirm } from '../../../../components/use-overwrite-confirm.ts';
import { paths } from '../../../../config/paths.ts';
import { applyServerFieldErrors } from '../../../../lib/server-field-errors.ts';
import { useCreateProvider } from '../../api/create-provider.ts';
import { useUpdateProvider } from '../../api/update-provider.ts';
import { useUploadProviderLogo } from '../../api/upload-provider-logo.ts';
import { PendingLogo } from '../../components/pending-logo.tsx';
import { StoredLogo } from '../../components/stored-logo.tsx';
import {
  emptyProviderValues,
  PROVIDER_FIELD_PATHS,
  type ProviderFormOutput,
  type ProviderFormValues,
  providerToFormValues,
} from './form-values.ts';
import { ContactSection } from './sections/contact-section.tsx';
import { DetailsSection } from './sections/details-section.tsx';
import { FaxSection } from './sections/fax-section.tsx';
import { ServicesSection } from './sections/services-section.tsx';

const { admin } = paths;

/**
 * Create and update form of a health care provider (spec 1 §2, §3, §5): the domain schema
 * validates (the same one the server runs), server field errors land on the fields, a 409 asks
 * whether to overwrite. A new provider's logo waits until the provider exists and is sent right
 * after it; a saved provider's logo is sent at once.
 */
export function ProviderForm({ provider }: { provider: HealthCareProvider | null }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const create = useCreateProvider();
  const update = useUpdateProvider();
  const uploadLogo = useUploadProviderLogo();
  const confirmOverwrite = useOverwriteConfirm();
  const [pendingLogo, setPendingLogo] = useState<File | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<ProviderFormValues, unknown, ProviderFormOutput>({
    resolver: ignoringHiddenFields(zodResolver(healthCareProviderSchema)),
    defaultValues: provider ? providerToFormValues(provider) : emptyProviderValues(),
  });

  /** Returns whether the provider and its waiting logo went through. */
  async function sendLogo(id: number): Promise<boolean> {
    if (!pendingLogo) return true;
    try {
      await uploadLogo.mutateAsync({ id, file: pendingLogo, fileName: pendingLogo.name });
      return true;
    } catch {
      void message.error(M.logoUploadFailed);
      return false;
    }
  }

  async function send(values: ProviderFormOutput, forceUpdate: boolean): Promise<void> {
    setFormError(null);
    setSaving(true);
    try {
      const saved = provider
        ? await update.mutateAsync(forceUpdate ? { ...values, forceUpdate: true } : values)
        : await create.mutateAsync(values);
      void message.success(`Health care provider ${saved.name} saved`);
      const logoSent = provider ? true : await sendLogo(saved.id);
      // If only the logo failed, the provider exists: open it so the logo can be tried again.
      navigate(
        logoSent ? admin.healthCareProviders.getHref() : admin.healthCareProviderUpdate.getHref(saved.id),
      );
    } catch (error) {
      setSaving(false);
      if (provider && isConflict(error) && !forceUpdate) {
        confirmOverwrite(() => send(values, true));
        return;
      }
      setFormError(applyServerFieldErrors(error, form.setError, PROVIDER_FIELD_PATHS));
      void message.error(M.saveFailed(values.name));
    }
  }

  const submit = form.handleSubmit((values) => send(values, false));

  return (
    <FormProvider {...form}>
      <Form layout="vertical" onFinish={() => void submit()} aria-label="Health care provider">
        {formError ? <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} /> : null}
        <Flex vertical gap={16}>
          <Card title="Logo" size="small">
            {provider ? (
              <StoredLogo providerId={provider.id} providerName={provider.name} hasLogo={provider.hasLogo} />
            ) : (
              <PendingLogo file={pendingLogo} onChange={setPendingLogo} />
            )}
          </Card>
          <DetailsSection
            savedCountry={provider ? { id: provider.countryId, name: provider.countryName } : undefined}
          />
          <ContactSection />
          <FaxSection />
          <ServicesSection />
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => navigate(admin.healthCareProviders.getHref())}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={form.formState.isSubmitting || saving}>
              Save
            </Button>
          </Flex>
        </Flex>
      </Form>
    </FormProvider>
  );
}
