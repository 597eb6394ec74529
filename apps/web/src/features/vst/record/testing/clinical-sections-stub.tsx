import { SectionFormView } from '../../../../components/case-module/section-form-view.tsx';
import { useSectionForm } from '../../../../components/case-module/use-section-form.ts';
import { useVstSectionDef } from '../vst-kind-context.ts';

/**
 * The clinical sections with no field body (the bodies are engineer C's, tested beside them): the
 * page tests still mount each section's form, so Save all and closing validate and send them.
 */
function BodylessSection({ sectionKey }: { sectionKey: string }) {
  const section = useSectionForm(useVstSectionDef(sectionKey));
  return <SectionFormView section={section}>{null}</SectionFormView>;
}

export const ClinicalPresentationSection = () => <BodylessSection sectionKey="clinical-details" />;
export const ImagingSection = () => <BodylessSection sectionKey="imaging-details" />;
export const DiagnosisSection = () => <BodylessSection sectionKey="diagnosis-details" />;
export const ManagementSection = () => <BodylessSection sectionKey="reperfusion-therapies" />;
export const TechnicalConsultationSection = () => (
  <BodylessSection sectionKey="technical-consultation-info" />
);
export const FollowupConsultationSection = () => <BodylessSection sectionKey="followup-consultation" />;
