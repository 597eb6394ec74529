import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { Alert, App, Button, Card, Form } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NewCaseCallCard } from '../../../components/case-module/new-case-parts.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { NoResultError } from '../api/create-consult.ts';
import { useVstUsers } from '../api/get-lookups.ts';
import { NewRecordReferrerFields } from './new-record-referrer-fields.tsx';

/**
 * The create cycle of a new consult or follow-up (spec 3 §2.4, §7.3, §8.1): on success the new
 * record opens at its patient section; a create answered without data toasts "API Post returned
 * no result"; any other failure "Something went wrong", with the server's field errors on their
 * fields (`placeErrors`) and any other message above the form.
 */
export function useCreateAndOpen() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const run = async (
    create: () => Promise<number>,
    hrefOf: (id: number) => string,
    placeErrors: (error: unknown) => string | null,
  ) => {
    setFormError(null);
    try {
      navigate(hrefOf(await create()));
    } catch (error) {
      if (error instanceof NoResultError) {
        void message.error(M.apiPostNoResult);
        return;
      }
      setFormError(placeErrors(error));
      void message.error(M.createFailed);
    }
  };
  return { formError, run };
}

/**
 * The new consult / follow-up form inside its FormProvider: Call (call taker, preset to the user
 * when they are one, and call date/time),
 * Patient (`patient`), Referrer, and Create, disabled until the form is valid (§5.8) and while
 * it is being sent.
 */
export function NewVstRecordForm({
  label,
  patient,
  formError,
  onSubmit,
}: {
  label: string;
  patient: ReactNode;
  formError: string | null;
  onSubmit: () => void;
}) {
  const { formState, getValues, setValue } = useFormContext();
  const callTakers = useVstUsers('users');
  const { userId } = useCurrentUser();
  // The call taker is usually the one at the keyboard: preset when the list offers them.
  const offersMe = callTakers.options.some((o) => o.value === userId);
  useEffect(() => {
    if (offersMe && getValues('callTakerId') == null)
      setValue('callTakerId', userId, { shouldValidate: true });
  }, [offersMe, userId, getValues, setValue]);
  return (
    <Form layout="vertical" onFinish={onSubmit} aria-label={label}>
      {formError ? <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} /> : null}
      <NewCaseCallCard callTakers={callTakers.options} loading={callTakers.isLoading} />
      <Card title="Patient" size="small" style={{ marginBottom: 16 }}>
        {patient}
      </Card>
      <Card title="Referrer" size="small" style={{ marginBottom: 16 }}>
        <NewRecordReferrerFields />
      </Card>
      <Button
        type="primary"
        htmlType="submit"
        disabled={!formState.isValid || formState.isSubmitting}
        loading={formState.isSubmitting}
      >
        Create
      </Button>
    </Form>
  );
}
