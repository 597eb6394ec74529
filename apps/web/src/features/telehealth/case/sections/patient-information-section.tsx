import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { knownPatientHospital, urnAfterHospitalPick } from '@scout/domain/patients/known-hospital';
import {
  type PatientInformationInput,
  patientInformationSchema,
  type TelehealthCase,
} from '@scout/domain/telehealth/case.schema';
import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { isPatientInformationComplete, lengthOfStayDays } from '@scout/domain/telehealth/rules';
import { Button, Form, Space } from 'antd';
import { type UseFormReturn, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useCasePage } from '../../../../components/case-module/case-page-context.tsx';
import { defineCaseSection } from '../../../../components/case-module/case-section.ts';
import { SectionFormView } from '../../../../components/case-module/section-form-view.tsx';
import { useSectionForm } from '../../../../components/case-module/use-section-form.ts';
import { DateTimeField } from '../../../../components/fields/date-fields.tsx';
import { FieldGrid, GridGroup } from '../../../../components/fields/field-grid.tsx';
import { NumberField } from '../../../../components/fields/number-field.tsx';
import { useReadOnly } from '../../../../components/fields/read-only.ts';
import { TextField } from '../../../../components/fields/text-fields.tsx';
import { TelehealthHospitalField } from '../../components/hospital-field.tsx';
import { putSection, sectionMessages } from '../section-send.ts';

/**
 * Patient information (spec 2 §3.6, §5.7: hospital, URN/THCI, both admission dates, weight and at
 * least one filled ICU admission diagnosis required): PUT /case/patient-information.
 */
export const patientInformationSection = defineCaseSection<TelehealthCase>()({
  key: 'patient',
  title: 'Patient Information',
  next: 'patient-history',
  isComplete: (c) => isPatientInformationComplete(c.patientInformation),
  schema: patientInformationSchema,
  defaults: (c) => {
    const p = c.patientInformation;
    // Never saved: the referring hospital and the profile's URN there, when it holds one (issue 24 item 7).
    const known = p ? null : knownPatientHospital(c.patientProfile.urns, c.referrerInformation.hospitalId);
    return {
      healthCareProviderId: p?.healthCareProviderId ?? known?.hospitalId ?? null,
      hospitalURN: p?.hospitalURN ?? known?.urn ?? '',
      dateOfAdmissionHospital: p?.dateOfAdmissionHospital ?? null,
      dateOfAdmissionCriticalCare: p?.dateOfAdmissionCriticalCare ?? null,
      patientWeight: p?.patientWeight ?? null,
      patientHeight: p?.patientHeight ?? null,
      icuAdmissionDiagnoses: p?.icuAdmissionDiagnoses?.length
        ? p.icuAdmissionDiagnoses.map((d) => ({ ...d }))
        : [{ diagnosis: '' }],
      // Not entered yet: the required fields start empty (null) and the schema says 'Required'.
    } as unknown as PatientInformationInput;
  },
  send: putSection('patient-information'),
  messages: sectionMessages('Patient Information', M.patientInformationValidationFailed),
  emptyText: M.noPatientInformation,
  isEmpty: (c) => !c.patientInformation,
});

export function PatientInformationSection() {
  const section = useSectionForm(patientInformationSection);
  const fillUrn = useUrnLookup(section.form);
  return (
    <SectionFormView section={section}>
      <FieldGrid>
        <TelehealthHospitalField
          name="healthCareProviderId"
          label="Hospital"
          required
          onPicked={(hospital) => fillUrn(hospital?.id ?? null)}
        />
        <TextField name="hospitalURN" label="Hospital URN/THCI" required />
        <DateTimeField name="dateOfAdmissionHospital" label="Date of admission to hospital" required />
        <DateTimeField
          name="dateOfAdmissionCriticalCare"
          label="Date of admission to critical care"
          required
        />
        <GridGroup col={{ xs: 24, md: 8 }}>
          <LengthOfStay />
          <NumberField name="patientWeight" label="Weight" unit="kg" min={0} required />
          <NumberField name="patientHeight" label="Height" unit="cm" min={0} />
        </GridGroup>
      </FieldGrid>
      <DiagnosisRows />
    </SectionFormView>
  );
}

/**
 * The URN/THCI lookup (spec 2 §7.2: "lookups of hospital URN for a patient and provider"): picking
 * the patient's hospital fills the URN the patient profile holds for that hospital, when the box
 * is empty or still holds the profile's URN of the hospital picked before (a URN the user typed is
 * never replaced; domain `urnAfterHospitalPick`).
 */
function useUrnLookup(form: UseFormReturn<PatientInformationInput, unknown, unknown>) {
  const { caseData } = useCasePage<TelehealthCase>();
  return (hospitalId: number | null) => {
    const urn = urnAfterHospitalPick(caseData.patientProfile.urns, hospitalId, form.getValues('hospitalURN'));
    if (urn !== undefined) form.setValue('hospitalURN', urn, { shouldDirty: true });
  };
}

/** Spec 2 §4.10: whole days from the critical care admission to the closure, or to now. */
function LengthOfStay() {
  const { caseData } = useCasePage<TelehealthCase>();
  const admitted = useWatch({ name: 'dateOfAdmissionCriticalCare' }) as string | null;
  const days = admitted
    ? lengthOfStayDays(admitted, caseData.closedDateTime ?? new Date().toISOString())
    : null;
  return (
    <Form.Item label="Length of stay">
      <span data-testid="length-of-stay">
        {days === null ? '-' : `${days} ${days === 1 ? 'day' : 'days'}`}
      </span>
    </Form.Item>
  );
}

/**
 * ICU admission diagnoses (spec 2 §5.7): at least one row, every row filled; a row can be removed
 * only while there is more than one.
 */
function DiagnosisRows() {
  const readOnly = useReadOnly();
  const { control } = useFormContext();
  const rows = useFieldArray({ control, name: 'icuAdmissionDiagnoses' });
  return (
    <>
      {rows.fields.map((row, index) => (
        <Space key={row.id} align="start" style={{ display: 'flex' }}>
          <div style={{ minWidth: 320 }}>
            <TextField
              name={`icuAdmissionDiagnoses.${index}.diagnosis`}
              label={`ICU admission diagnosis ${index + 1}`}
              required
            />
          </div>
          {readOnly || rows.fields.length <= 1 ? null : (
            <Button
              aria-label={`Remove diagnosis ${index + 1}`}
              icon={<DeleteOutlined aria-hidden />}
              style={{ marginTop: 30 }}
              onClick={() => rows.remove(index)}
            />
          )}
        </Space>
      ))}
      {readOnly ? null : (
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => rows.append({ diagnosis: '' })}>
          Add diagnosis
        </Button>
      )}
    </>
  );
}
