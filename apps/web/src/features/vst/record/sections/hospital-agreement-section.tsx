import { Button, Space } from 'antd';
import { useCasePage } from '../../../../components/case-module/case-page-context.tsx';
import { SectionFormView } from '../../../../components/case-module/section-form-view.tsx';
import { useSectionForm } from '../../../../components/case-module/use-section-form.ts';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { VstField } from '../fields/vst-field.tsx';
import { VstFieldSection } from '../fields/vst-section.tsx';
import { useCloseRecord } from '../use-close-record.ts';
import { useVstKind, useVstSectionDef } from '../vst-kind-context.ts';
import type { VstRecord } from '../vst-record.ts';

const S = 'hospitalAgreementDetails';

/**
 * Hospital Agreement (spec 3 §3.1, §5.2) with Save and Save and Close (§4.1, §4.5): closing is
 * offered on an open record only (a closed one being edited finishes with Save and Exit).
 */
export function HospitalAgreementSection() {
  const section = useSectionForm(useVstSectionDef('hospital-agreement'));
  const { kind } = useVstKind();
  const { caseData, readOnly } = useCasePage<VstRecord>();
  const close = useCloseRecord();
  const open = caseData.isActive && !caseData.closedOn;
  const busy = section.saving || close.pending;
  return (
    <SectionFormView
      section={section}
      actions={
        readOnly ? null : (
          <Space style={{ marginTop: 8 }}>
            <Button
              type="primary"
              loading={section.saving}
              disabled={busy}
              onClick={() => void section.save()}
            >
              Save
            </Button>
            {open ? (
              <Button loading={close.pending} disabled={busy} onClick={() => void close.run()}>
                Save and Close
              </Button>
            ) : null}
          </Space>
        )
      }
    >
      <VstFieldSection record={kind} section={S}>
        <FieldGrid>
          <VstField name="agreementFromHospitalToDeliverTreatmentPlan" />
          <VstField name="appropriateReferralToVST" />
        </FieldGrid>
      </VstFieldSection>
    </SectionFormView>
  );
}
