import {
  clearedClinicalInformation,
  clearedDischargeInformation,
  clearedSecondaryPrevention,
} from '@scout/domain/vtis/hospital-documentation-clearing';
import { HOSPITAL_DOCUMENTATION_FIELDS } from '@scout/domain/vtis/hospital-documentation-labels';
import { admissionEpochMs, answersShownByReadings } from '@scout/domain/vtis/hospital-documentation-readings';
import { YES } from '@scout/domain/vtis/options';
import { Col, Typography } from 'antd';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useCasePage } from '../../../../components/case-module/case-page-context.tsx';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { useReadOnly } from '../../../../components/fields/read-only.ts';
import { getServiceTimeZone } from '../../../../lib/dates.ts';
import { StrokeField, type StrokeFieldProps } from '../../../stroke/record/fields/stroke-field.tsx';
import { SaveAndCloseActions } from '../../../stroke/record/sections/save-and-close-actions.tsx';
import { StrokeFormSection } from '../../../stroke/record/sections/stroke-form-section.tsx';
import type { HospitalDocumentationRecord } from '../../api/get-records.ts';
import { useCloseVtisRecord } from '../use-close-vtis-record.ts';

type Values = Record<string, unknown>;
type SectionName = keyof typeof HOSPITAL_DOCUMENTATION_FIELDS;

/** How a field of the documentation lays out: long lists and texts across the row. */
function layoutOf(kind: string, name: string): Partial<StrokeFieldProps> {
  if (kind === 'choices' || kind === 'readings') return { wide: true };
  if (kind === 'text' && !name.startsWith('icd10')) return { multiline: true, rows: 3 };
  if (kind === 'choice') return { control: 'select' };
  return {};
}

/** Every declared field of a section, in form order (the declarations are the form, §3.6). */
function DeclaredFields({ section }: { section: SectionName }) {
  return (
    <FieldGrid>
      {HOSPITAL_DOCUMENTATION_FIELDS[section].map((f) => (
        <StrokeField key={f.name} name={f.name} {...layoutOf(f.kind, f.name)} />
      ))}
    </FieldGrid>
  );
}

/** Admission Details (§3.6, §5.9): the admission date and time, required. */
export function AdmissionDetailsSection() {
  return (
    <StrokeFormSection sectionKey="admission-details">
      <DeclaredFields section="admissionDetails" />
    </StrokeFormSection>
  );
}

/**
 * Pre-fills the answers the recorded readings show to be Yes (temperature four times and glucose
 * four times on day one, fever within 72 h, high glucose within 48 h; §3.6, §9) once the user
 * changes the readings; the clinician's own answers stay otherwise (a No the readings contradict
 * fails validation with its message).
 */
function ReadingAnswers() {
  const { setValue } = useFormContext();
  const readOnly = useReadOnly();
  const [admission, clinical] = useWatch({ name: ['admissionDetails', 'clinicalInformation'] }) as [
    Values | null,
    Values | null,
  ];
  const readings = JSON.stringify([
    clinical?.temperatureReadings ?? [],
    clinical?.fingerPrickGlucoseReadings ?? [],
  ]);
  const last = useRef(readings);
  useEffect(() => {
    if (last.current === readings) return;
    last.current = readings;
    if (readOnly) return;
    for (const field of answersShownByReadings(admissionEpochMs(admission, getServiceTimeZone()), clinical)) {
      if (clinical?.[field] !== YES) setValue(`clinicalInformation.${field}`, YES, { shouldDirty: true });
    }
  }, [readings, readOnly, admission, clinical, setValue]);
  return null;
}

/**
 * Clinical Information (§3.6, §4.7, §5.9): stroke date and accuracy (time hidden and not required
 * for Unknown), the hospital questions, NIHSS and pre-stroke mRS, risk factors, swallow,
 * mobilisation, antiplatelets, the temperature and glucose readings with their questions; each Yes
 * shows its date and time (required) and a changed answer clears what it hides
 * (clearedClinicalInformation).
 */
export function ClinicalInformationSection() {
  return (
    <StrokeFormSection sectionKey="clinical-information" cleared={clearedClinicalInformation<Values>}>
      <ReadingAnswers />
      <DeclaredFields section="clinicalInformation" />
    </StrokeFormSection>
  );
}

/**
 * Secondary Prevention & Stroke Education (§3.6, §4.7): the smoking cessation question only for a
 * Current smoker (the saved clinical information's lifestyle risk factors); the three discharge
 * prescriptions.
 */
export function SecondaryPreventionSection() {
  const { caseData } = useCasePage<HospitalDocumentationRecord>();
  const clinical = caseData.hospitalDocumentation.clinicalInformation as Values | null;
  const cleared = useCallback((s: Values) => clearedSecondaryPrevention(s, clinical), [clinical]);
  return (
    <StrokeFormSection sectionKey="secondary-prevention" cleared={cleared}>
      <DeclaredFields section="secondaryPrevention" />
    </StrokeFormSection>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <Col span={24}>
      <Typography.Paragraph type="secondary">{children}</Typography.Paragraph>
    </Col>
  );
}

/**
 * Discharge Information (§3.6, §4.7, §5.9) with Save and Close: discharge mRS and NIHSS, death
 * (its date when Yes), discharge date and the length of stay computed from it, four ICD-10-AM
 * codes, destination (Other: its text), care plan, investigations and referrals (Other / Pathology:
 * their text), equipment, therapy, driving. Save and Close saves every section and marks the
 * documentation complete ("Hospital documentation closed").
 */
export function DischargeInformationSection() {
  const { caseData } = useCasePage<HospitalDocumentationRecord>();
  const close = useCloseVtisRecord();
  const open = !caseData.closedOn;
  return (
    <StrokeFormSection
      sectionKey="discharge-information"
      cleared={clearedDischargeInformation<Values>}
      actions={(section) => <SaveAndCloseActions section={section} close={close} open={open} />}
    >
      <FieldGrid>
        <Note>ICD-10 codes are ICD-10-AM codes such as I63.9.</Note>
      </FieldGrid>
      <DeclaredFields section="dischargeInformation" />
    </StrokeFormSection>
  );
}
