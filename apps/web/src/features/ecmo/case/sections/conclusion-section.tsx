import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import { canEnterConclusion, conclusionViewMessage } from '@scout/domain/ecmo/case-rules';
import { conclusionSchema, isPatientOutcomeDisabled } from '@scout/domain/ecmo/conclusion.schema';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import {
  ECMO_OUTCOME_NEVER_WEANED,
  ECMO_OUTCOMES,
  PATIENT_OUTCOMES,
} from '@scout/domain/ecmo/status-options';
import { Alert, App, Button } from 'antd';
import { useCallback } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useCasePage } from '../../../../components/case-module/case-page-context.tsx';
import { defineCaseSection } from '../../../../components/case-module/case-section.ts';
import { SectionFormView } from '../../../../components/case-module/section-form-view.tsx';
import { SectionPanel } from '../../../../components/case-module/section-panel.tsx';
import { useSectionForm } from '../../../../components/case-module/use-section-form.ts';
import { RadioField } from '../../../../components/fields/choice-fields.tsx';
import { TextField } from '../../../../components/fields/text-fields.tsx';
import { sendEcmoSection } from '../../api/save-case-section.ts';

type Values = z.input<typeof conclusionSchema>;

/** The conclusion (spec 2 §4.2): PATCH .../conclusion, which closes (archives) the case. */
export const conclusionSection = defineCaseSection<EcmoCase>()({
  key: 'conclusion',
  title: 'Conclusion',
  schema: conclusionSchema,
  defaults: (c): Values => ({
    ecmoOutcome: c.ecmoConclusion?.ecmoOutcome ?? null,
    patientOutcome: c.ecmoConclusion?.patientOutcome ?? null,
    notes: c.ecmoConclusion?.notes ?? null,
  }),
  send: sendEcmoSection('conclusion'),
  messages: { saved: M.conclusionUpdated, failed: M.conclusionUpdateFailed },
});

/**
 * Only for a decannulated case; saving closes the case after 'This case will become closed,
 * proceed?'. Never weaned forces Died and disables Discharged.
 */
export function ConclusionSection() {
  const { caseData: ecmoCase, readOnly } = useCasePage<EcmoCase>();
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
  const section = useSectionForm(conclusionSection, { confirmBeforeSave });
  const { save, saving } = section;
  const viewMessage = conclusionViewMessage(ecmoCase.ecmoDetails, ecmoCase.ecmoConclusion);
  const editable = !readOnly && canEnterConclusion(ecmoCase.ecmoDetails);
  if (viewMessage && (readOnly || !editable)) {
    return (
      <SectionPanel sectionKey={conclusionSection.key} title={conclusionSection.title}>
        <Alert type="info" showIcon title={viewMessage} />
      </SectionPanel>
    );
  }
  return (
    <SectionFormView
      section={section}
      actions={
        editable ? (
          <Button type="primary" loading={saving} disabled={saving} onClick={() => void save()}>
            Save
          </Button>
        ) : null
      }
    >
      <OutcomeFields />
      <TextField name="notes" label="Notes" multiline />
    </SectionFormView>
  );
}

/** ECMO outcome and patient outcome radios with the Never weaned rule. */
export function OutcomeFields() {
  const { setValue, formState } = useFormContext<Values>();
  const ecmoOutcome = useWatch<Values, 'ecmoOutcome'>({ name: 'ecmoOutcome' }) ?? null;
  return (
    <>
      <RadioField
        name="ecmoOutcome"
        label="ECMO outcome"
        required
        options={ECMO_OUTCOMES.map((o) => ({ value: o, label: o }))}
        onPicked={(next) => {
          if (next === ECMO_OUTCOME_NEVER_WEANED)
            setValue('patientOutcome', 'Died', { shouldDirty: true, shouldValidate: formState.isSubmitted });
        }}
      />
      <RadioField
        name="patientOutcome"
        label="Patient outcome"
        required
        options={PATIENT_OUTCOMES.map((o) => ({
          value: o,
          label: o,
          disabled: isPatientOutcomeDisabled(ecmoOutcome, o),
        }))}
      />
    </>
  );
}
