import { clearedDiagnosisDetails } from '@scout/domain/vst/rules';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { VstField } from './vst-field.tsx';
import { VstFieldSection } from './vst-section.tsx';

/**
 * Diagnosis (spec 3 §5.2): the stroke type, always required; Not Stroke shows the not-stroke
 * diagnoses (at least one; Other: its notes), every other type the diagnosis details. Changing
 * the type clears what it no longer shows (clearedDiagnosisDetails); the server also clears
 * Recommended Management's chains of the old type when the section is saved.
 */
export function DiagnosisFields() {
  return (
    <VstFieldSection section="diagnosisDetails" cleared={clearedDiagnosisDetails}>
      <FieldGrid>
        <VstField name="strokeType" />
        <VstField name="notStokeDiagnosisDetails" other="notStokeDiagnosisDetailsOtherNotes" wide />
        <VstField name="diagnosisDetails" multiline wide />
      </FieldGrid>
    </VstFieldSection>
  );
}
