import { clearedVtisPatientInformation } from '@scout/domain/vtis/rules';
import { Divider } from 'antd';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { StrokeField } from '../../../stroke/record/fields/stroke-field.tsx';
import { StrokeFormSection } from '../../../stroke/record/sections/stroke-form-section.tsx';
import { useHospitalAddress } from '../../../stroke/record/use-hospital-address.ts';
import { VTIS_AREA } from '../../api/vtis-api.ts';

type Values = Record<string, unknown>;

const S = 'patientInformation';

/**
 * Patient Information of a VTIS consult (spec 3 §3.4, §4.3, §5.5): title, mobile, ATSI, country of
 * birth and spoken language (searched from 3 letters, 500 ms after the last key, from the SACC and
 * ASCL lists; the names go with the codes, clearedVtisPatientInformation), interpreter, Medicare
 * number, the patient's hospital (address from the lookup), next of kin, and the required-rule
 * prompt: Yes turns the toggled requirements off (§4.3), which the required markers follow.
 */
export function VtisPatientSection() {
  return (
    <StrokeFormSection sectionKey="patient" cleared={clearedVtisPatientInformation<Values>}>
      <PatientFields />
    </StrokeFormSection>
  );
}

export function PatientFields() {
  useHospitalAddress(VTIS_AREA, `${S}.patientHospitalId`, `${S}.patientHospitalAddress`);
  return (
    <>
      <FieldGrid>
        <StrokeField name="mandatoryFieldsOff" control="radio" />
        <StrokeField name="title" />
        <StrokeField name="mobileNumber" />
        <StrokeField name="atsi" control="select" />
        <StrokeField name="countryOfBirthCode" />
        <StrokeField name="spokenLanguageCode" />
        <StrokeField name="interpreterRequired" />
        <StrokeField name="medicareNumber" />
        <StrokeField name="patientHospitalId" />
        <StrokeField name="patientHospitalUnit" />
        <StrokeField name="patientHospitalUrn" />
        <StrokeField name="patientHospitalAddress" />
      </FieldGrid>
      <Divider titlePlacement="start">Next of Kin</Divider>
      <FieldGrid>
        <StrokeField name="nokFirstName" />
        <StrokeField name="nokSurname" />
        <StrokeField name="nokRelationship" />
        <StrokeField name="nokContactNumber" />
      </FieldGrid>
    </>
  );
}
