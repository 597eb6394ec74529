import {
  anticoagulantQuestion,
  clearedPatientInformation,
  defaultMandatoryFields,
} from '@scout/domain/vst/rules';
import { Divider } from 'antd';
import { useFormContext, useWatch } from 'react-hook-form';
import { SectionFormView } from '../../../../components/case-module/section-form-view.tsx';
import { FieldGrid, GridGroup } from '../../../../components/fields/field-grid.tsx';
import { useSectionClearing } from '../../../stroke/record/fields/use-section-clearing.ts';
import { useStrokeSectionForm } from '../../../stroke/record/live-sections.ts';
import { useHospitalAddress } from '../../../stroke/record/use-hospital-address.ts';
import { VST_AREA } from '../../api/vst-api.ts';
import { VstField } from '../fields/vst-field.tsx';
import { VstFieldSection } from '../fields/vst-section.tsx';
import { useVstKind } from '../vst-kind-context.ts';

const S = 'patientInformation';
const OBSERVATIONS = [
  'hr',
  'rhythm',
  'sbp',
  'dbp',
  'bsl',
  'respRate',
  'spo2',
  'gcs',
  'weight',
  'temp',
  'ett',
];
const QUARTER = { xs: 12, md: 6 };

/**
 * Patient Information (spec 3 §3.1, §4.2, §5.2; follow-up §5.3): the patient's hospital (address
 * from the lookup), and on a consult the triage and admission times, imaging, the anticoagulant
 * question of the record's schemaVersion, the observations, symptom onset over 24 hours and the
 * mandatory-fields toggle with its reason (Other: its text).
 */
export function PatientSection() {
  const section = useStrokeSectionForm('patient');
  const { kind } = useVstKind();
  return (
    <SectionFormView section={section}>
      <VstFieldSection record={kind} section={S}>
        {kind === 'consult' ? <ConsultPatientFields /> : <HospitalFields />}
        <FieldGrid>
          <VstField name="patientCurrentLocation" />
        </FieldGrid>
      </VstFieldSection>
    </SectionFormView>
  );
}

function HospitalFields() {
  useHospitalAddress(VST_AREA, `${S}.patientHospitalId`, `${S}.patientHospitalAddress`);
  return (
    <FieldGrid>
      <VstField name="patientHospitalId" />
      <VstField name="patientHospitalUnit" />
      <VstField name="patientHospitalUrn" />
      <VstField name="patientHospitalAddress" />
    </FieldGrid>
  );
}

function ConsultPatientFields() {
  const { setValue, control } = useFormContext();
  const [info, schemaVersion] = useWatch({ control, name: [S, 'schemaVersion'] }) as [
    Record<string, unknown> | null,
    number | null,
  ];
  useSectionClearing(S, clearedPatientInformation);
  const off = info?.mandatoryFields === 'Off';
  return (
    <>
      <HospitalFields />
      <FieldGrid>
        <VstField name="hospitalTriageDateAndTime" />
        <VstField name="hospitalAdmissionDateAndTime" />
        <VstField name="imagingCompleted" />
        <VstField name={anticoagulantQuestion(schemaVersion)} />
      </FieldGrid>
      <Divider titlePlacement="start">Observations</Divider>
      <FieldGrid>
        <GridGroup col={QUARTER}>
          {OBSERVATIONS.map((o) => (
            <VstField key={o} name={`observations.${o}`} />
          ))}
        </GridGroup>
      </FieldGrid>
      <FieldGrid>
        <VstField
          name="moreThanTwentyFourHrs"
          onPicked={(v) =>
            setValue(`${S}.mandatoryFields`, defaultMandatoryFields(v as string | null), {
              shouldDirty: true,
            })
          }
        />
        <VstField name="mandatoryFields" control="radio" />
        {off ? (
          <VstField name="reasonMandatoryFieldsNotRequired" other="otherReasonMandatoryFieldsNotRequired" />
        ) : null}
      </FieldGrid>
    </>
  );
}
