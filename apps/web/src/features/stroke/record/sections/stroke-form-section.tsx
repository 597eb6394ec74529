import type { ReactNode } from 'react';
import { SectionFormView } from '../../../../components/case-module/section-form-view.tsx';
import { StrokeFieldSection } from '../fields/field-section.tsx';
import { useStrokeKind } from '../kind-context.ts';
import { useStrokeSectionForm } from '../live-sections.ts';

/** What a section's own buttons need of its form. */
export interface SectionSaving {
  save: () => Promise<boolean>;
  saving: boolean;
  readOnly: boolean;
}

/**
 * A data section of the page's record kind (its def from the section factory) with its body's
 * fields inside a StrokeFieldSection of the kind's declarations: field names are the section's,
 * required markers and shown fields follow its domain rules (`cleared`: its clearing rule,
 * stable). `actions` replaces Save / Save and Next (Save and Close sections).
 */
export function StrokeFormSection<T extends object>({
  sectionKey,
  cleared,
  actions,
  extra,
  children,
}: {
  /** The section's key (route segment) in the kind's sections list. */
  sectionKey: string;
  cleared?: (values: T) => T;
  actions?: (section: SectionSaving) => ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const kind = useStrokeKind();
  const section = useStrokeSectionForm(sectionKey);
  const name = kind.sections.find((s) => s.key === sectionKey)?.data as string;
  return (
    <SectionFormView section={section} actions={actions?.(section)} extra={extra}>
      <StrokeFieldSection source={kind.fields} section={name} cleared={cleared}>
        {children}
      </StrokeFieldSection>
    </SectionFormView>
  );
}
