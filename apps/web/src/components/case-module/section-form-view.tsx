import { Alert, Form } from 'antd';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { useCasePage } from './case-page-context.tsx';
import type { CaseRecord } from './case-section.ts';
import { SectionActions } from './section-actions.tsx';
import { SectionPanel } from './section-panel.tsx';
import type { SectionForm } from './use-section-form.ts';

/**
 * Renders a section form: its frame (SectionPanel; `frame="bare"` in the cards layout leaves the
 * framing to the section, which lays out several cards of its own), `extra` above the fields, the
 * fields inside a vertical antd Form named by the section's title, and Save / Save and Next
 * (`actions` replaces them: ECMO's conclusion has its own Save). A read-only case whose section is
 * empty (`isEmpty`) shows the section's `emptyText` instead.
 */
export function SectionFormView<TCase extends CaseRecord, TIn extends FieldValues, TOut>({
  section,
  children,
  extra,
  frame = 'panel',
  actions,
  actionsDisabled,
}: {
  section: SectionForm<TCase, TIn, TOut>;
  children: ReactNode;
  extra?: ReactNode;
  frame?: 'panel' | 'bare';
  actions?: ReactNode;
  actionsDisabled?: boolean;
}) {
  const { caseData, layout } = useCasePage<TCase>();
  const { def, form, save, saving, readOnly } = section;
  const framed = (node: ReactNode) =>
    frame === 'bare' && layout === 'cards' ? (
      node
    ) : (
      <SectionPanel sectionKey={def.key} title={def.title}>
        {node}
      </SectionPanel>
    );
  if (readOnly && def.emptyText && def.isEmpty?.(caseData)) {
    return (
      <SectionPanel sectionKey={def.key} title={def.title}>
        <Alert type="info" showIcon title={def.emptyText} />
      </SectionPanel>
    );
  }
  return framed(
    <>
      {extra}
      <FormProvider {...form}>
        <Form layout="vertical" component="div" aria-label={def.title}>
          {children}
        </Form>
        {actions === undefined ? (
          <SectionActions next={def.next} save={save} saving={saving} disabled={actionsDisabled} />
        ) : (
          actions
        )}
      </FormProvider>
    </>,
  );
}
