import { App } from 'antd';
import type { ReactNode } from 'react';
import { useCasePage } from '../../../../components/case-module/case-page-context.tsx';
import { SectionFormView } from '../../../../components/case-module/section-form-view.tsx';
import type { SectionFormOptions } from '../../../../components/case-module/use-section-form.ts';
import { useLiveSections, useStrokeSectionForm } from '../../../stroke/record/live-sections.ts';
import { ClinicalPresentationFields } from '../fields/clinical-presentation-fields.tsx';
import { DiagnosisFields } from '../fields/diagnosis-fields.tsx';
import { FollowupConsultationFields } from '../fields/followup-consultation-fields.tsx';
import { ImagingFields } from '../fields/imaging-fields.tsx';
import { ManagementFields } from '../fields/management-fields.tsx';
import { TechnicalConsultationFields } from '../fields/technical-fields.tsx';
import type { VstRecord } from '../vst-record.ts';

/**
 * The clinical sections (spec 3 §2.5, §2.6, §3.1, §3.2): each is its section def (the factory's)
 * around the field body engineer C's record/fields folder holds; the body renders inside the
 * section's form (field names `<sectionName>.<field>`).
 */
function ClinicalSection({
  sectionKey,
  options,
  children,
}: {
  sectionKey: string;
  options?: SectionFormOptions;
  children: ReactNode;
}) {
  const section = useStrokeSectionForm(sectionKey, options);
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

/** Recommended Management's Save while the stroke type on screen is not the saved one. */
export const SAVE_DIAGNOSIS_FIRST =
  'Save VST Diagnosis Details first: Recommended Management follows its stroke type.';

/**
 * Recommended Management: Young Stroke Service reads the patient (§4.2); its questions follow the
 * stroke type on screen (the Diagnosis form's, saved or not). Saved alone it would be stored
 * against the saved stroke type, which clears the questions of any other type, so its Save waits
 * for the Diagnosis to be saved (Save all saves both together).
 */
export function ManagementSection() {
  const { caseData } = useCasePage<VstRecord>();
  const { message } = App.useApp();
  const live = useLiveSections();
  const options: SectionFormOptions = {
    confirmBeforeSave: async () => {
      const strokeTypeOf = (d: unknown) => (d as { strokeType?: unknown } | null)?.strokeType ?? null;
      const onScreen = live?.get('diagnosisDetails');
      if (
        !onScreen ||
        strokeTypeOf(onScreen.value) ===
          strokeTypeOf((caseData as { diagnosisDetails?: unknown }).diagnosisDetails)
      )
        return true;
      void message.error(SAVE_DIAGNOSIS_FIRST);
      return false;
    },
  };
  return (
    <ClinicalSection sectionKey="reperfusion-therapies" options={options}>
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
