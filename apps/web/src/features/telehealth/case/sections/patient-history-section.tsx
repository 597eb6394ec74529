import { patientHistoryInformationSchema, type TelehealthCase } from '@scout/domain/telehealth/case.schema';
import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { isPatientHistoryComplete } from '@scout/domain/telehealth/rules';
import { defineCaseSection } from '../../../../components/case-module/case-section.ts';
import { SectionFormView } from '../../../../components/case-module/section-form-view.tsx';
import { useSectionForm } from '../../../../components/case-module/use-section-form.ts';
import { TextAreaField } from '../../../../components/fields/text-fields.tsx';
import { putSection, sectionMessages } from '../section-send.ts';

const FIELDS = [
  { name: 'historyOfPresentingCase', label: 'History of presenting case', required: true },
  { name: 'previousMedicalHistory', label: 'Previous medical history' },
  { name: 'allergies', label: 'Allergies' },
  { name: 'currentMedications', label: 'Current medications' },
  { name: 'previousMedications', label: 'Previous medications' },
] as const;

/** Patient history (spec 2 §3.6; history of presenting case required, §5.7): PUT /case/patient-history. */
export const patientHistorySection = defineCaseSection<TelehealthCase>()({
  key: 'patient-history',
  title: 'Patient History',
  next: 'consultations',
  isComplete: (c) => isPatientHistoryComplete(c.patientHistoryInformation),
  schema: patientHistoryInformationSchema,
  defaults: (c) => {
    const h = c.patientHistoryInformation;
    return {
      historyOfPresentingCase: h?.historyOfPresentingCase ?? '',
      previousMedicalHistory: h?.previousMedicalHistory ?? null,
      allergies: h?.allergies ?? null,
      currentMedications: h?.currentMedications ?? null,
      previousMedications: h?.previousMedications ?? null,
    };
  },
  send: putSection('patient-history'),
  messages: sectionMessages('Patient History', M.patientHistoryValidationFailed),
  emptyText: M.noPatientHistory,
  isEmpty: (c) => !c.patientHistoryInformation,
});

export function PatientHistorySection() {
  const section = useSectionForm(patientHistorySection);
  return (
    <SectionFormView section={section}>
      {FIELDS.map((f) => (
        <TextAreaField key={f.name} name={f.name} label={f.label} required={'required' in f} />
      ))}
    </SectionFormView>
  );
}
