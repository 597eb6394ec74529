import { VST_LIMITS as L } from '@scout/domain/vst/limits';
import { clearedClinicalPresentation } from '@scout/domain/vst/rules';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { VstField } from './vst-field.tsx';
import { VstFieldSection } from './vst-section.tsx';

/**
 * Clinical Presentation (spec 3 §3.1, §5.2): preliminary diagnosis (Other: its notes), wake-up
 * stroke, last known well and symptom onset (not after the call: the schema's rule), NIHSS (0 to
 * 42 or 99) and who performed it, pre-stroke mRS (0 to 5 or 99), activities, comorbidities (Other:
 * its text), medications (GET /medications) and details. Requirements follow the domain rule and
 * the completeness toggle; the Other texts clear with their Other (clearedClinicalPresentation).
 */
export function ClinicalPresentationFields() {
  return (
    <VstFieldSection section="clinicalPresentationInformation" cleared={clearedClinicalPresentation}>
      <FieldGrid>
        <VstField name="siteHospitalPreliminaryDiagnosis" other="preliminaryDiagnosisOtherNotes" />
        <VstField name="wakeUpStroke" />
        <VstField name="lastKnownWellDateAndTime" />
        <VstField name="symptomOnsetDateAndTime" />
        <VstField
          name="clinicalPresentationNIHSS"
          extra={`${L.nihssMin} to ${L.nihssMax}, or ${L.scoreUnknown} if not assessable`}
        />
        <VstField name="nihssPerformedBy" />
        <VstField name="preStrokemRS" extra={`${L.mrsMin} to ${L.mrsMax}, or ${L.scoreUnknown} if unknown`} />
        <VstField name="preStrokeActivities" />
        <VstField name="currentComorbidities" other="otherComorbidities" wide />
        <VstField name="currentMedications" />
        <VstField name="otherMedications" multiline />
        <VstField name="clinicalPresentationDetails" multiline wide />
      </FieldGrid>
    </VstFieldSection>
  );
}
