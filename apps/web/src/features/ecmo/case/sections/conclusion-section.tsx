import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import { canEnterConclusion, conclusionViewMessage } from '@scout/domain/ecmo/case-rules';
import { conclusionSchema, isPatientOutcomeDisabled } from '@scout/domain/ecmo/conclusion.schema';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import {
  ECMO_OUTCOME_NEVER_WEANED,
  ECMO_OUTCOMES,
  PATIENT_OUTCOMES,
} from '@scout/domain/ecmo/status-options';
import { Alert, App, Button, Card, Form, Radio } from 'antd';
import { useCallback } from 'react';
import { FormProvider, useController } from 'react-hook-form';
import type { z } from 'zod';
import { TextField, useReadOnly } from '../../forms/fields.tsx';
import { useCaseContext } from '../case-context.tsx';
import { useSectionForm } from '../use-section-form.ts';

type Values = z.input<typeof conclusionSchema>;

const defaults = (c: EcmoCase): Values => ({
  ecmoOutcome: c.ecmoConclusion?.ecmoOutcome ?? null,
  patientOutcome: c.ecmoConclusion?.patientOutcome ?? null,
  notes: c.ecmoConclusion?.notes ?? null,
});

/**
 * The conclusion (spec 2 §4.2): only for a decannulated case; saving closes the case after 'This
 * case will become closed, proceed?'. Never weaned forces Died and disables Discharged.
 */
export function ConclusionSection() {
  const { ecmoCase, readOnly } = useCaseContext();
  const { modal } = App.useApp();
  const confirmBeforeSave = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: M.conclusionConfirm,
          okText: 'Yes',
          cancelText: 'No',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );
  const { form, save, saving } = useSectionForm({
    key: 'conclusion',
    schema: conclusionSchema,
    defaults,
    path: 'conclusion',
    saved: M.conclusionUpdated,
    failed: M.conclusionUpdateFailed,
    confirmBeforeSave,
  });
  const viewMessage = conclusionViewMessage(ecmoCase.ecmoDetails, ecmoCase.ecmoConclusion);
  const editable = !readOnly && canEnterConclusion(ecmoCase.ecmoDetails);
  return (
    <Card title="Conclusion" size="small">
      {viewMessage && (readOnly || !editable) ? (
        <Alert type="info" showIcon title={viewMessage} />
      ) : (
        <FormProvider {...form}>
          <Form layout="vertical" component="div" aria-label="Conclusion">
            <OutcomeFields />
            <TextField name="notes" label="Notes" multiline />
          </Form>
          {editable ? (
            <Button type="primary" loading={saving} disabled={saving} onClick={() => void save()}>
              Save
            </Button>
          ) : null}
        </FormProvider>
      )}
    </Card>
  );
}

/** ECMO outcome and patient outcome radios with the Never weaned rule. */
export function OutcomeFields() {
  const readOnly = useReadOnly();
  const ecmo = useController<Values, 'ecmoOutcome'>({ name: 'ecmoOutcome' });
  const patient = useController<Values, 'patientOutcome'>({ name: 'patientOutcome' });
  const ecmoOutcome = ecmo.field.value ?? null;
  if (readOnly) {
    return (
      <>
        <Form.Item label="ECMO outcome">{ecmoOutcome ?? '-'}</Form.Item>
        <Form.Item label="Patient outcome">{patient.field.value ?? '-'}</Form.Item>
      </>
    );
  }
  return (
    <>
      <Form.Item
        label="ECMO outcome"
        required
        validateStatus={ecmo.fieldState.error ? 'error' : undefined}
        help={ecmo.fieldState.error?.message}
      >
        <Radio.Group
          aria-label="ECMO outcome"
          value={ecmoOutcome}
          onChange={(e) => {
            ecmo.field.onChange(e.target.value);
            if (e.target.value === ECMO_OUTCOME_NEVER_WEANED) patient.field.onChange('Died');
          }}
          options={ECMO_OUTCOMES.map((o) => ({ value: o, label: o }))}
        />
      </Form.Item>
      <Form.Item
        label="Patient outcome"
        required
        validateStatus={patient.fieldState.error ? 'error' : undefined}
        help={patient.fieldState.error?.message}
      >
        <Radio.Group
          aria-label="Patient outcome"
          value={patient.field.value ?? null}
          onChange={(e) => patient.field.onChange(e.target.value)}
          options={PATIENT_OUTCOMES.map((o) => ({
            value: o,
            label: o,
            disabled: isPatientOutcomeDisabled(ecmoOutcome, o),
          }))}
        />
      </Form.Item>
    </>
  );
}
