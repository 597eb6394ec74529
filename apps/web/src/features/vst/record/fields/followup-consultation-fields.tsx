import { clearedFollowupConsultation } from '@scout/domain/vst/rules';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { VstField } from './vst-field.tsx';
import { VstFieldSection } from './vst-section.tsx';

/**
 * Follow Up Consultation of a VST follow-up (spec 3 §3.2, §5.3): reason, notes, PACS accessed,
 * consultation type, technical issues, further advice, staff comments and the serious adverse
 * event: Yes asks its type (Other: an explanation) and date/time, which clear when the answer
 * changes (clearedFollowupConsultation).
 */
export function FollowupConsultationFields() {
  return (
    <VstFieldSection
      record="followup"
      section="followupConsultationInformation"
      cleared={clearedFollowupConsultation}
    >
      <FieldGrid>
        <VstField name="reasonForFollowup" />
        <VstField name="followupConsultationType" control="radio" />
        <VstField name="followupNotes" multiline wide />
        <VstField name="pacsAccessed" />
        <VstField name="technicalIssues" multiline />
        <VstField name="furtherAdviceOrTreatment" multiline wide />
        <VstField name="comments" multiline wide />
        <VstField name="seriousAdverseEvent" control="radio" />
        <VstField name="seriousAdverseEventType" other="seriousAdverseEventTypeOtherExplanation" />
        <VstField name="seriousAdverseEventDateTime" />
      </FieldGrid>
    </VstFieldSection>
  );
}
