import { clearedTechnicalConsultation } from '@scout/domain/vst/rules';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { VstField } from './vst-field.tsx';
import { VstFieldSection } from './vst-section.tsx';

/**
 * Technical Consultation (spec 3 §4.2, §5.2): consult type and technical success, always
 * required; Phone Only asks why there was no video, Video the internet type (Other: its text);
 * Impeded shows the technical issues (at least one; Other: its text). A changed answer clears
 * what it no longer shows (clearedTechnicalConsultation).
 */
export function TechnicalConsultationFields() {
  return (
    <VstFieldSection section="technicalConsultationInformation" cleared={clearedTechnicalConsultation}>
      <FieldGrid>
        <VstField name="consultType" control="radio" />
        <VstField name="reasonNoVideoConsultation" />
        <VstField name="internetType" other="otherInternetTypeNotes" />
        <VstField name="technicalSuccess" control="radio" />
        <VstField name="technicalIssues" other="technicalIssuesOtherNotes" wide />
      </FieldGrid>
    </VstFieldSection>
  );
}
