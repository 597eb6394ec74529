import { STROKE_MESSAGES as M } from '@scout/domain/stroke/messages';
import { Alert, App, Button, Card, Form } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NewCaseCallCard } from '../../../components/case-module/new-case-parts.tsx';
import type { SelectOption } from '../../../components/fields/select-field.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { NoResultError } from '../api/create-record.ts';
import { useStrokeUsers } from '../api/lookups.ts';
import type { StrokeArea } from '../api/stroke-area.ts';
import { NewRecordReferrerFields } from './new-record-referrer-fields.tsx';

/**
 * The create cycle of a new consult or follow-up (spec 3 §2.4, §7.3, §8.1): on success the new
 * record opens at its first section; a create answered without data toasts "API Post returned
 * no result"; any other failure "Something went wrong", with the server's field errors on their
 * fields (`placeErrors`) and any other message above the form. Once created (`opening`) the form
 * takes no more typing: it stays on screen while the record's page loads, and what was typed
 * into it then would be lost.
 */
export function useCreateAndOpen() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const run = async (
    create: () => Promise<number>,
    hrefOf: (id: number) => string,
    placeErrors: (error: unknown) => string | null,
  ) => {
    setFormError(null);
    try {
      const id = await create();
      setOpening(true);
      navigate(hrefOf(id));
    } catch (error) {
      if (error instanceof NoResultError) {
        void message.error(M.apiPostNoResult);
        return;
      }
      setFormError(placeErrors(error));
      void message.error(M.createFailed);
    }
  };
  return { formError, opening, run };
}

/**
 * What a kind's new form asks in place of the stroke defaults (a new clinic, spec 3 §2.4, §3.8,
 * §3.9): the person of the call (`caller`: the specialist, from the area's `list`, instead of the
 * call taker), the referrer's unit list, the referrer's own fields (`referrerExtra`) and their
 * form paths (`extraFields`, where a server field error may land).
 */
export interface NewRecordVariant {
  caller?: { name: string; label: string; list: string };
  referrerUnits?: readonly SelectOption[];
  referrerExtra?: ReactNode;
  extraFields?: readonly string[];
}

/**
 * The new consult / follow-up form of a stroke area inside its FormProvider: Call (call taker from
 * the area's list, preset to the user when they are one, and call date/time), Patient (`patient`),
 * Referrer (`lockedFields`: a follow-up's hospital fields as the consult's), and Create, disabled
 * until the form is valid (§5.8) and while it is being sent. `notice` shows above the form;
 * `variant` as NewRecordVariant says; `opening` (the record is created) disables the whole form.
 */
export function NewStrokeRecordForm({
  area,
  label,
  patient,
  formError,
  opening = false,
  onSubmit,
  lockedFields,
  notice,
  variant,
}: {
  area: StrokeArea;
  label: string;
  patient: ReactNode;
  formError: string | null;
  opening?: boolean;
  onSubmit: () => void;
  lockedFields?: readonly string[];
  notice?: ReactNode;
  variant?: NewRecordVariant;
}) {
  const { formState, getValues, setValue } = useFormContext();
  const caller = variant?.caller ?? { name: 'callTakerId', label: 'Call taker', list: area.lists.callTakers };
  const callTakers = useStrokeUsers(area, caller.list);
  const { userId } = useCurrentUser();
  // The call taker is usually the one at the keyboard: preset when the list offers them.
  const offersMe = callTakers.options.some((o) => o.value === userId);
  useEffect(() => {
    if (offersMe && getValues(caller.name) == null) setValue(caller.name, userId, { shouldValidate: true });
  }, [offersMe, userId, getValues, setValue, caller.name]);
  return (
    <Form layout="vertical" onFinish={onSubmit} aria-label={label} disabled={opening}>
      {notice}
      {formError ? <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} /> : null}
      <NewCaseCallCard callTakers={callTakers.options} loading={callTakers.isLoading} caller={caller} />
      <Card title="Patient" size="small" style={{ marginBottom: 16 }}>
        {patient}
      </Card>
      <Card title="Referrer" size="small" style={{ marginBottom: 16 }}>
        <NewRecordReferrerFields area={area} locked={lockedFields} units={variant?.referrerUnits}>
          {variant?.referrerExtra}
        </NewRecordReferrerFields>
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
