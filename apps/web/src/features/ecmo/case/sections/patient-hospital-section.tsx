import { INSURANCE_STATUSES } from '@scout/domain/cases/case-options';
import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import { DEFAULT_HOSPITAL_UNITS, nextSectionAfterSave } from '@scout/domain/ecmo/case-options';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { makePatientHospitalInformationSchema } from '@scout/domain/ecmo/patient-hospital.schema';
import { knownPatientHospital, urnAfterHospitalPick } from '@scout/domain/patients/known-hospital';
import { Col } from 'antd';
import type { z } from 'zod';
import { useCasePage } from '../../../../components/case-module/case-page-context.tsx';
import { defineCaseSection } from '../../../../components/case-module/case-section.ts';
import { SectionFormView } from '../../../../components/case-module/section-form-view.tsx';
import { useSectionForm } from '../../../../components/case-module/use-section-form.ts';
import { YesNoField } from '../../../../components/fields/choice-fields.tsx';
import { DateTimeField } from '../../../../components/fields/date-fields.tsx';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { NumberField } from '../../../../components/fields/number-field.tsx';
import {
  SelectField,
  textOptions,
  textOptionsWithCurrent,
} from '../../../../components/fields/select-field.tsx';
import { TextField } from '../../../../components/fields/text-fields.tsx';
import { HospitalField } from '../../../../components/hospitals/hospital-field.tsx';
import { getServiceTimeZone } from '../../../../lib/dates.ts';
import { sendEcmoSection } from '../../api/save-case-section.ts';
import { webNow } from '../../components/ecmo-dates.ts';

type Values = z.input<ReturnType<typeof makePatientHospitalInformationSchema>>;

/** Patient hospital information (spec 2 §3.1, §5.1): PATCH .../patienthospitalinformation. */
export const patientHospitalSection = defineCaseSection<EcmoCase>()({
  key: 'patient',
  title: 'Patient Hospital Information',
  next: nextSectionAfterSave('patient'),
  schema: () => makePatientHospitalInformationSchema(webNow, getServiceTimeZone()),
  defaults: (c): Values => {
    const p = c.patientHospitalInformation;
    if (!p) return { ...knownHospitalOf(c), infectiousRisk: undefined as unknown as boolean } as Values;
    const { patientHospital: _name, ...values } = p;
    return values;
  },
  send: sendEcmoSection('patienthospitalinformation'),
  messages: { saved: M.patientHospitalUpdated, failed: M.patientHospitalUpdateFailed },
});

/**
 * A never-saved section starts with what SCOUT knows (issue 24 item 7): the referring hospital,
 * its address and the patient's URN/THCI there when the profile holds one (editable).
 */
function knownHospitalOf(c: EcmoCase): Partial<Values> {
  const known = knownPatientHospital(c.patient.urns, c.referrer.referrerHospitalId);
  if (!known) return {};
  return {
    patientHospitalId: known.hospitalId,
    patientHospitalUrn: known.urn,
    patientHospitalAddress: c.referrer.referrerHospitalAddress ?? undefined,
  };
}

/** The hospital's name for a section that holds its id (saved, or prefilled from the referrer). */
function patientHospitalName(c: EcmoCase, id: unknown): string | undefined {
  if (c.patientHospitalInformation) return c.patientHospitalInformation.patientHospital;
  return id === c.referrer.referrerHospitalId ? c.referrer.referrerHospital : undefined;
}

/** Infectious details only when the risk is Yes. */
export function PatientHospitalSection() {
  const { caseData: ecmoCase } = useCasePage<EcmoCase>();
  const section = useSectionForm(patientHospitalSection);
  const { form } = section;
  const hospitalId = form.watch('patientHospitalId');
  const risk = form.watch('infectiousRisk');
  const unit = form.watch('patientHospitalUnit');
  return (
    <SectionFormView section={section}>
      <FieldGrid>
        <HospitalField
          name="patientHospitalId"
          label="Hospital"
          required
          currentName={patientHospitalName(ecmoCase, hospitalId)}
          onPicked={(h) => {
            form.setValue('patientHospitalAddress', h?.address ?? '', { shouldDirty: true });
            // The profile's URN at the picked hospital (never over one the user typed).
            const urn = urnAfterHospitalPick(
              ecmoCase.patient.urns,
              h?.id,
              form.getValues('patientHospitalUrn'),
            );
            if (urn !== undefined) form.setValue('patientHospitalUrn', urn, { shouldDirty: true });
          }}
        />
        <SelectField
          name="patientHospitalUnit"
          label="Unit"
          required
          options={textOptionsWithCurrent(DEFAULT_HOSPITAL_UNITS, unit)}
        />
        <TextField name="patientHospitalUrn" label="URN/THCI" required />
        <TextField name="patientHospitalAddress" label="Address" required />
        <DateTimeField name="hospitalAdmissionDateTime" label="Hospital admission date/time" required />
        <DateTimeField name="icuAdmissionDateTime" label="ICU admission date/time" />
        <Col xs={12} md={6}>
          <NumberField name="patientWeight" label="Weight" unit="kg" />
        </Col>
        <Col xs={12} md={6}>
          <NumberField name="patientHeight" label="Height" unit="cm" />
        </Col>
        <SelectField
          name="insuranceStatus"
          label="Insurance status"
          options={textOptions(INSURANCE_STATUSES)}
        />
        <YesNoField
          name="infectiousRisk"
          label="Infectious risk"
          required
          onPicked={(yes) => {
            if (!yes) form.setValue('infectiousRiskDetails', null, { shouldDirty: true });
          }}
        />
        {risk === true ? (
          <TextField name="infectiousRiskDetails" label="Infectious risk details" required />
        ) : null}
        <TextField name="acceptedByHospital" label="Accepted by (hospital)" />
      </FieldGrid>
    </SectionFormView>
  );
}
