import {
  type OutcomeInformation,
  outcomeInformationSchema,
  type TelehealthCase,
} from '@scout/domain/telehealth/case.schema';
import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import {
  SELECTABLE_TELEHEALTH_OUTCOMES,
  TELEHEALTH_OUTCOME,
  TELEHEALTH_OUTCOMES,
} from '@scout/domain/telehealth/options';
import { canCloseCase, isOutcomeComplete, isOutcomeLockedToTransfer } from '@scout/domain/telehealth/rules';
import { App, Button, Form, Radio, Space } from 'antd';
import { useEffect } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useCasePage } from '../../../../components/case-module/case-page-context.tsx';
import { defineCaseSection, type SendContext } from '../../../../components/case-module/case-section.ts';
import { SectionFormView } from '../../../../components/case-module/section-form-view.tsx';
import { useCaseSave } from '../../../../components/case-module/use-case-save.ts';
import { useSectionForm } from '../../../../components/case-module/use-section-form.ts';
import { useReadOnly } from '../../../../components/fields/read-only.ts';
import { optionText } from '../../../../components/fields/select-field.tsx';
import { saveTelehealthCase } from '../../api/save-case.ts';
import { saveHead, serverMessage } from '../section-send.ts';
import { useTransferStatus } from '../transfer-part.tsx';

/**
 * The outcome is saved with the whole case (PUT /case, spec 2 §7.2: there is no outcome path);
 * the other sections go as null (left as stored) except the referrer, which the body requires.
 */
function putWholeCase(outcomeInformation: OutcomeInformation, ctx: SendContext<TelehealthCase>) {
  return saveTelehealthCase(ctx.api, '', {
    ...saveHead(ctx),
    referrerInformation: ctx.caseData.referrerInformation,
    intensivistInformation: null,
    patientInformation: null,
    patientHistoryInformation: null,
    outcomeInformation,
  });
}

const WHOLE_CASE_CONFLICT = { question: M.caseConflict };

/** Outcome (spec 2 §4.10): complete once the case is closed with an outcome. */
export const outcomeSection = defineCaseSection<TelehealthCase>()({
  key: 'outcome',
  title: 'Outcome',
  isComplete: (c) => isOutcomeComplete(c.outcomeInformation),
  schema: outcomeInformationSchema,
  defaults: (c) => ({ ...c.outcomeInformation }),
  send: putWholeCase,
  messages: {
    saved: M.caseUpdated,
    failed: serverMessage,
    validationFailed: M.validationFailed,
    conflict: WHOLE_CASE_CONFLICT,
  },
  emptyText: M.noOutcome,
  isEmpty: (c) => c.outcomeInformation.outcome === null,
});

/**
 * Outcome: Stay In Regional ICU or Deceased; once a transfer is requested the outcome is Transfer
 * and cannot be changed here. Close is enabled only with an outcome, and not after a rejected or
 * completed transfer (canCloseCase); it asks 'Are you sure you want to close this case?', sets
 * closedDateTime to now and saves the whole case, and puts closedDateTime back if that fails.
 */
export function OutcomeSection() {
  const section = useSectionForm(outcomeSection);
  const { readOnly } = section;
  const status = useTransferStatus();
  const { form } = section;
  const requested = isOutcomeLockedToTransfer(status);
  // The server stores Transfer with the request; the form follows at once without counting it as
  // an unsaved change of the user's (no leave-guard question for what nobody typed).
  const outcome = useWatch({ control: form.control, name: 'outcome' });
  useEffect(() => {
    if (requested && outcome !== TELEHEALTH_OUTCOME.Transfer)
      form.setValue('outcome', TELEHEALTH_OUTCOME.Transfer);
  }, [requested, outcome, form]);
  return (
    <SectionFormView
      section={section}
      actions={
        readOnly ? null : <OutcomeActions save={section.save} saving={section.saving} status={status} />
      }
    >
      <OutcomeChoice requested={requested} />
    </SectionFormView>
  );
}

function OutcomeChoice({ requested }: { requested: boolean }) {
  const readOnly = useReadOnly();
  const { field, fieldState } = useController({ name: 'outcome' });
  const all = TELEHEALTH_OUTCOMES.map((o) => ({ value: o.value, label: o.label }));
  if (readOnly) return <Form.Item label="Outcome">{optionText(all, field.value)}</Form.Item>;
  const offered = requested
    ? TELEHEALTH_OUTCOMES.filter((o) => o.value === TELEHEALTH_OUTCOME.Transfer)
    : SELECTABLE_TELEHEALTH_OUTCOMES;
  return (
    <Form.Item
      label="Outcome"
      validateStatus={fieldState.error ? 'error' : undefined}
      help={fieldState.error?.message ?? (requested ? M.outcomeTransferOnlyByRequest : undefined)}
    >
      <Radio.Group
        aria-label="Outcome"
        value={field.value ?? null}
        disabled={requested}
        onChange={(e) => field.onChange(e.target.value)}
        options={offered.map((o) => ({ value: o.value, label: o.label }))}
      />
    </Form.Item>
  );
}

function OutcomeActions({
  save,
  saving,
  status,
}: {
  save: () => Promise<boolean>;
  saving: boolean;
  status: TelehealthCase['transferStatus'];
}) {
  const { modal } = App.useApp();
  const { getValues, setValue, reset } = useFormContext<OutcomeInformation>();
  const { caseData } = useCasePage<TelehealthCase>();
  const runSave = useCaseSave<TelehealthCase>();
  const outcome = useController({ name: 'outcome' }).field.value as OutcomeInformation['outcome'];
  const closable = canCloseCase(outcome, status, caseData.closedDateTime);
  const close = () =>
    modal.confirm({
      title: M.closeConfirm,
      okText: 'Yes',
      cancelText: 'No',
      onOk: async () => {
        setValue('closedDateTime', new Date().toISOString());
        const closed = await runSave({
          send: (ctx) => putWholeCase(getValues(), ctx),
          saved: M.caseClosed,
          failed: serverMessage,
          conflict: WHOLE_CASE_CONFLICT,
        });
        if (closed) reset(getValues());
        else setValue('closedDateTime', null);
      },
    });
  return (
    <Space style={{ marginTop: 8 }}>
      <Button type="primary" loading={saving} disabled={saving} onClick={() => void save()}>
        Save
      </Button>
      <Button danger disabled={!closable || saving} onClick={close}>
        Close
      </Button>
    </Space>
  );
}
