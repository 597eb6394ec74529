import { useCasePage } from '../../../components/case-module/case-page-context.tsx';
import { SaveAndCloseActions } from '../../stroke/record/sections/save-and-close-actions.tsx';
import { StrokeFormSection } from '../../stroke/record/sections/stroke-form-section.tsx';
import type { StrokeRecord } from '../../stroke/record/stroke-kind.ts';
import { useCloseVtisRecord } from '../record/use-close-vtis-record.ts';

/**
 * The VTIS consult's clinical sections without their field bodies (the page tests that do not test
 * them stay quick): each section's form still mounts, so Save all and closing validate and send it.
 */
const Bodyless = ({ sectionKey }: { sectionKey: string }) => (
  <StrokeFormSection sectionKey={sectionKey}>{null}</StrokeFormSection>
);

export const VtisImagingSection = () => <Bodyless sectionKey="imaging-details" />;
export const VtisDiagnosisSection = () => <Bodyless sectionKey="vtis-diagnosis-details" />;
export const VtisManagementSection = () => <Bodyless sectionKey="recommended-management" />;

export function VtisTechnicalSection() {
  const { caseData } = useCasePage<StrokeRecord>();
  const close = useCloseVtisRecord();
  return (
    <StrokeFormSection
      sectionKey="technical-consultation-info"
      actions={(section) => (
        <SaveAndCloseActions section={section} close={close} open={caseData.isActive && !caseData.closedOn} />
      )}
    >
      {null}
    </StrokeFormSection>
  );
}
