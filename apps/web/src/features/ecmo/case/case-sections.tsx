import { areClinicalDetailsComplete } from '@scout/domain/ecmo/case-rules';
import type { ReactNode } from 'react';
import { CaseAttachments } from '../../../components/cases/case-attachments.tsx';
import { CaseNotes } from '../../../components/cases/case-notes.tsx';
import { CaseTransfer } from '../../../components/cases/case-transfer.tsx';
import { useCaseContext } from './case-context.tsx';
import { ClinicalDetailsSection } from './sections/clinical-details-section.tsx';
import { ConclusionSection } from './sections/conclusion-section.tsx';
import { EcmoDetailsSection } from './sections/ecmo-details-section.tsx';
import { PatientHospitalSection } from './sections/patient-hospital-section.tsx';
import { ReferrerSection } from './sections/referrer-section.tsx';
import { transferPrefillFromCase } from './transfer-prefill.ts';

/** Transfer, notes and attachments are the shared case components (components/cases). */
function SharedPart({ section }: { section: string }) {
  const { caseId, readOnly, ecmoCase } = useCaseContext();
  if (section === 'transfer') {
    return (
      <CaseTransfer
        module="ecmo"
        caseId={caseId}
        readOnly={readOnly}
        clinicalDetailsComplete={areClinicalDetailsComplete(ecmoCase.clinicalDetails)}
        prefill={transferPrefillFromCase(ecmoCase)}
      />
    );
  }
  if (section === 'notes') return <CaseNotes module="ecmo" caseId={caseId} readOnly={readOnly} />;
  if (section === 'attachments') return <CaseAttachments module="ecmo" caseId={caseId} readOnly={readOnly} />;
  return null;
}

const SHARED = ['transfer', 'notes', 'attachments'];

const FORMS: { key: string; node: ReactNode }[] = [
  { key: 'referrer', node: <ReferrerSection /> },
  { key: 'patient', node: <PatientHospitalSection /> },
  { key: 'clinicaldetails', node: <ClinicalDetailsSection /> },
  { key: 'ecmodetails', node: <EcmoDetailsSection /> },
  { key: 'conclusion', node: <ConclusionSection /> },
];

/** The forms stay mounted (hidden when not shown) so Save All can save every edited section. */
export function CaseSections({ section }: { section: string }) {
  // The base path (and any unknown segment) shows the referrer, as spec 2 §2.1 says.
  const shown = FORMS.some((f) => f.key === section) || SHARED.includes(section) ? section : 'referrer';
  return (
    <>
      {FORMS.map((f) => (
        <div key={f.key} hidden={f.key !== shown}>
          {f.node}
        </div>
      ))}
      <SharedPart section={shown} />
    </>
  );
}
