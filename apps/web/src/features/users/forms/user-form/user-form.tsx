import { zodResolver } from '@hookform/resolvers/zod';
import { CLINICAL_APPS } from '@scout/domain/access/roles';
import {
  hasAppSections,
  USER_MESSAGES as M,
  normaliseUserRoles,
  seesAllCases,
  type UserFormValues,
  type UserInput,
  userInputSchema,
} from '@scout/domain/admin/user.schema';
import { Alert, App, Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isConflict, useOverwriteConfirm } from '../../../../components/use-overwrite-confirm.ts';
import { useUnsavedChangesPrompt } from '../../../../components/use-unsaved-changes-prompt.ts';
import { paths } from '../../../../config/paths.ts';
import { applyServerFieldErrors } from '../../../../lib/server-field-errors.ts';
import { USER_FORM_FIELDS } from './form-values.ts';
import { AccountSection } from './sections/account-section.tsx';
import { AppSection } from './sections/app-section.tsx';
import { RolesSection } from './sections/roles-section.tsx';

export interface UserFormProps {
  /** Update: the e-mail is shown but cannot change. */
  emailLocked: boolean;
  defaultValues: UserFormValues;
  /** Sends the user (POST or PUT); rejects with the server's error. */
  save: (input: UserInput) => Promise<unknown>;
  savedMessage: string;
  failedMessage: string;
  /**
   * Update: the version being edited. Kept outside the form values so that the page can move it
   * on after its own change to the record (an MFA reset) without a 409 on the next save.
   */
  lastModified?: string | undefined;
}

/**
 * The create/update user form (spec 1 §4, §5): a system admin has no call-taker switch and no app
 * sections; a call taker has no app sections; each app shows its level and providers only while
 * its flag is on. Validation is the domain schema the server runs too; before saving, a user who
 * would see all cases is asked about; a 409 asks whether to overwrite. Saved: back to the list.
 */
export function UserForm({
  emailLocked,
  defaultValues,
  save,
  savedMessage,
  failedMessage,
  lastModified,
}: UserFormProps) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const confirmOverwrite = useOverwriteConfirm();
  const form = useForm<UserFormValues, unknown, UserInput>({
    resolver: zodResolver(userInputSchema),
    defaultValues,
  });
  const { handleSubmit, setError, control, formState } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Leaving with unsaved changes asks first (the app's one prompt), except right after a save.
  const prompt = useUnsavedChangesPrompt(formState.isDirty && !saving);
  const isSystemAdmin = useWatch({ control, name: 'isSystemAdmin' });
  const isAvRaso = useWatch({ control, name: 'isAvRaso' });
  const showApps = hasAppSections({ isSystemAdmin, isAvRaso });

  async function send(values: UserInput, forceUpdate: boolean): Promise<void> {
    setFormError(null);
    setSaving(true);
    try {
      const versioned = lastModified ? { ...values, lastModified } : values;
      await save(forceUpdate ? { ...versioned, forceUpdate: true } : versioned);
      prompt.allowNextNavigation();
      void message.success(savedMessage);
      navigate(paths.admin.users.getHref());
    } catch (error) {
      setSaving(false);
      if (isConflict(error) && !forceUpdate) {
        confirmOverwrite(() => send(values, true));
        return;
      }
      setFormError(applyServerFieldErrors(error, setError, USER_FORM_FIELDS));
      void message.error(failedMessage);
    }
  }

  const submit = handleSubmit(async (parsed) => {
    const values = normaliseUserRoles(parsed);
    if (!seesAllCases(values)) return send(values, false);
    modal.confirm({
      title: M.seesAllCasesTitle,
      content: M.seesAllCases,
      okText: 'Save',
      cancelText: 'Cancel',
      onOk: () => send(values, false),
    });
  });

  return (
    <FormProvider {...form}>
      <Form layout="vertical" onFinish={() => void submit()} aria-label="User">
        {formError ? <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} /> : null}
        <Flex vertical gap={16}>
          <AccountSection emailLocked={emailLocked} />
          <RolesSection />
          {showApps ? CLINICAL_APPS.map((app) => <AppSection key={app} app={app} />) : null}
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => navigate(paths.admin.users.getHref())}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={formState.isSubmitting || saving}>
              Save
            </Button>
          </Flex>
        </Flex>
      </Form>
    </FormProvider>
  );
}
