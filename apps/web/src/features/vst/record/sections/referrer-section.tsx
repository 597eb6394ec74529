import { SectionFormView } from '../../../../components/case-module/section-form-view.tsx';
import { useSectionForm } from '../../../../components/case-module/use-section-form.ts';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { VstField } from '../fields/vst-field.tsx';
import { VstFieldSection } from '../fields/vst-section.tsx';
import { useHospitalAddress } from '../use-hospital-address.ts';
import { useVstKind, useVstSectionDef } from '../vst-kind-context.ts';

const S = 'referrerInformation';

/** Referrer (spec 3 §3.1, §5.1): the hospital's address is filled from the hospital lookup. */
export function ReferrerSection() {
  const section = useSectionForm(useVstSectionDef('referrer'));
  return (
    <SectionFormView section={section}>
      <ReferrerFields />
    </SectionFormView>
  );
}

function ReferrerFields() {
  const { kind } = useVstKind();
  useHospitalAddress(`${S}.referrerHospitalId`, `${S}.referrerHospitalAddress`);
  return (
    <VstFieldSection record={kind} section={S}>
      <FieldGrid>
        <VstField name="referrerFirstName" />
        <VstField name="referrerLastName" />
        <VstField name="referrerPosition" />
        <VstField name="referrerContactNumber" />
        <VstField name="referrerHospitalId" />
        <VstField name="referrerHospitalUnit" />
        <VstField name="referrerHospitalAddress" />
        <VstField name="referrerEmailAddress" />
        <VstField name="referralDateTime" />
      </FieldGrid>
    </VstFieldSection>
  );
}
