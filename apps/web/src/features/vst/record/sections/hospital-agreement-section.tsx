import { useCasePage } from '../../../../components/case-module/case-page-context.tsx';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { StrokeField } from '../../../stroke/record/fields/stroke-field.tsx';
import { SaveAndCloseActions } from '../../../stroke/record/sections/save-and-close-actions.tsx';
import { StrokeFormSection } from '../../../stroke/record/sections/stroke-form-section.tsx';
import { useCloseRecord } from '../use-close-record.ts';
import type { VstRecord } from '../vst-record.ts';

/**
 * Hospital Agreement (spec 3 §3.1, §5.2) with Save and Save and Close (§4.1, §4.5): closing is
 * offered on an open record only (a closed one being edited finishes with Save and Exit).
 */
export function HospitalAgreementSection() {
  const { caseData } = useCasePage<VstRecord>();
  const close = useCloseRecord();
  const open = caseData.isActive && !caseData.closedOn;
  return (
    <StrokeFormSection
      sectionKey="hospital-agreement"
      actions={(section) => <SaveAndCloseActions section={section} close={close} open={open} />}
    >
      <FieldGrid>
        <StrokeField name="agreementFromHospitalToDeliverTreatmentPlan" />
        <StrokeField name="appropriateReferralToVST" />
      </FieldGrid>
    </StrokeFormSection>
  );
}
