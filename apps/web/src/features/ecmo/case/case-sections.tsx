import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import { areClinicalDetailsComplete } from '@scout/domain/ecmo/case-rules';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { useCasePage } from '../../../components/case-module/case-page-context.tsx';
import type { CasePart } from '../../../components/case-module/case-sections-outlet.tsx';
import { CaseAttachments } from '../../../components/case-parts/case-attachments.tsx';
import { CaseNotes } from '../../../components/case-parts/case-notes.tsx';
import { CaseTransfer } from '../../../components/case-parts/case-transfer.tsx';
import { ClinicalDetailsSection } from './sections/clinical-details-section.tsx';
import { ConclusionSection } from './sections/conclusion-section.tsx';
import { EcmoDetailsSection } from './sections/ecmo-details-section.tsx';
import { PatientHospitalSection } from './sections/patient-hospital-section.tsx';
import { ReferrerSection } from './sections/referrer-section.tsx';
import { transferPrefillFromCase } from './transfer-prefill.ts';

/** The transfer request is the shared case component (components/case-parts) with the ECMO prefill. */
function EcmoTransfer() {
  const { caseId, readOnly, caseData } = useCasePage<EcmoCase>();
  return (
    <CaseTransfer
      module="ecmo"
      caseId={caseId}
      readOnly={readOnly}
      clinicalDetailsComplete={areClinicalDetailsComplete(caseData.clinicalDetails)}
      prefill={transferPrefillFromCase(caseData)}
    />
  );
}

function EcmoNotes() {
  const { caseId, readOnly } = useCasePage();
  return (
    <CaseNotes
      module="ecmo"
      caseId={caseId}
      readOnly={readOnly}
      toasts={{ saved: M.noteSaved, saveFailed: M.noteSaveFailed }}
    />
  );
}

function EcmoAttachments() {
  const { caseId, readOnly } = useCasePage();
  return <CaseAttachments module="ecmo" caseId={caseId} readOnly={readOnly} />;
}

/**
 * The parts of the ECMO case page in menu order (spec 2 §2.1): the section forms stay mounted
 * (hidden when not shown) so Save All can save every edited section; transfer, notes and
 * attachments mount when shown.
 */
export const ECMO_CASE_PARTS: readonly CasePart[] = [
  { key: 'referrer', node: <ReferrerSection /> },
  { key: 'patient', node: <PatientHospitalSection /> },
  { key: 'clinicaldetails', node: <ClinicalDetailsSection /> },
  { key: 'ecmodetails', node: <EcmoDetailsSection /> },
  { key: 'transfer', node: <EcmoTransfer />, keepMounted: false },
  { key: 'notes', node: <EcmoNotes />, keepMounted: false },
  { key: 'attachments', node: <EcmoAttachments />, keepMounted: false },
  { key: 'conclusion', node: <ConclusionSection /> },
];
