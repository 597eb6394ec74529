import type { ReactNode } from 'react';
import { StrokeFieldSection } from '../../../stroke/record/fields/field-section.tsx';
import type { VstRecordKind } from '../../api/vst-api.ts';
import { VST_FIELD_SOURCES, type VstSectionName } from './vst-declarations.ts';

/**
 * A VST section body's fields (the shared StrokeFieldSection over the VST declarations of the
 * record kind): required markers from the section's `check*` rule, and with `cleared` (its
 * clearing rule, stable) which fields show and the clearing itself as answers change.
 */
export function VstFieldSection<T extends object>({
  record = 'consult',
  section,
  cleared,
  children,
}: {
  record?: VstRecordKind;
  section: VstSectionName;
  cleared?: (values: T) => T;
  children: ReactNode;
}) {
  return (
    <StrokeFieldSection source={VST_FIELD_SOURCES[record]} section={section} cleared={cleared}>
      {children}
    </StrokeFieldSection>
  );
}
