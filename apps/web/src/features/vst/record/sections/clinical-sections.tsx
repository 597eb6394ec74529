import type { ReactNode } from 'react';
import { useCasePage } from '../../../../components/case-module/case-page-context.tsx';
import { SectionFormView } from '../../../../components/case-module/section-form-view.tsx';
import { useSectionForm } from '../../../../components/case-module/use-section-form.ts';
import { ClinicalPresentationFields } from '../fields/clinical-presentation-fields.tsx';
import { DiagnosisFields } from '../fields/diagnosis-fields.tsx';
import { FollowupConsultationFields } from '../fields/followup-consultation-fields.tsx';
import { ImagingFields } from '../fields/imaging-fields.tsx';
import { ManagementFields } from '../fields/management-fields.tsx';
import { TechnicalConsultationFields } from '../fields/technical-fields.tsx';
import { useVstSectionDef } from '../vst-kind-context.ts';
import type { VstRecord } from '../vst-record.ts';

/**
 * The clinical sections (spec 3 §2.5, §2.6, §3.1, §3.2): each is its section def (the factory's)
 * around the field body engineer C's record/fields folder holds; the body renders inside the
 * section's form (field names `<sectionName>.<field>`).
 */
function ClinicalSection({ sectionKey, children }: { sectionKey: string; children: ReactNode }) {
  const section = useSectionForm(useVstSectionDef(sectionKey));
  return <SectionFormView section={section}>{children}</SectionFormView>;
}

export const ClinicalPresentationSection = () => (
  <ClinicalSection sectionKey="clinical-details">
    <ClinicalPresentationFields />
  </ClinicalSection>
);

export const ImagingSection = () => (
  <ClinicalSection sectionKey="imaging-details">
    <ImagingFields />
  </ClinicalSection>
);

export const DiagnosisSection = () => (
  <ClinicalSection sectionKey="diagnosis-details">
    <DiagnosisFields />
  </ClinicalSection>
);

/** Recommended Management: Young Stroke Service reads the patient (§4.2). */
export function ManagementSection() {
  const { caseData } = useCasePage<VstRecord>();
  return (
    <ClinicalSection sectionKey="reperfusion-therapies">
      <ManagementFields patient={caseData.patient} />
    </ClinicalSection>
  );
}

export const TechnicalConsultationSection = () => (
  <ClinicalSection sectionKey="technical-consultation-info">
    <TechnicalConsultationFields />
  </ClinicalSection>
);

export const FollowupConsultationSection = () => (
  <ClinicalSection sectionKey="followup-consultation">
    <FollowupConsultationFields />
  </ClinicalSection>
);
