import { canViewVst } from '@scout/domain/access/rules';
import type { PatientHistoryRecord } from '@scout/domain/vtis/dashboard.schema';
import { VTIS_DASHBOARD_TYPE_LABEL } from '@scout/domain/vtis/options';
import { clearedPatientHistory, showsPastRecords } from '@scout/domain/vtis/rules';
import { useCasePage } from '../../../../components/case-module/case-page-context.tsx';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { useCurrentUser } from '../../../../lib/current-user.tsx';
import type { StrokePdfTarget } from '../../../stroke/components/pdf-viewer.tsx';
import { vstPdfTarget } from '../../../stroke/components/vst-pdf-target.ts';
import { StrokeField } from '../../../stroke/record/fields/stroke-field.tsx';
import { StrokeHistoryPanel, type StrokeHistoryRow } from '../../../stroke/record/parts/history-table.tsx';
import { StrokeFormSection } from '../../../stroke/record/sections/stroke-form-section.tsx';
import type { StrokeRecord } from '../../../stroke/record/stroke-kind.ts';
import { useVtisPatientHistory } from '../../api/record-actions.ts';
import { vtisPdfTarget } from '../../components/vtis-pdf.tsx';

type Values = Record<string, unknown>;

const MULTILINE = { multiline: true, rows: 3 } as const;

/** The PDF of a past record, where the user may read it (a VST record needs VST access, §6). */
function pdfOf(r: PatientHistoryRecord, canReadVst: boolean): StrokePdfTarget | null {
  if (r.recordType === 'VtisConsult' || r.recordType === 'VtisFollowup')
    return vtisPdfTarget(r.recordType, r.recordId);
  if (!canReadVst) return null;
  if (r.recordType === 'Consult') return vstPdfTarget('consult', r.recordId);
  if (r.recordType === 'Followup') return vstPdfTarget('followup', r.recordId);
  return null;
}

/**
 * The patient's other stroke records (§2.5, §2.7, §2.8; GET /consults/patientHistory), newest first,
 * without this one. VTIS records open their PDF here; VST records too for a user who may read VST
 * records (a VTIS-only user sees them listed without one).
 */
export function pastRecordRows(
  records: readonly PatientHistoryRecord[] | undefined,
  current: { id: number; type: string },
  canReadVst = false,
): StrokeHistoryRow[] {
  return (records ?? [])
    .filter((r) => !(r.recordType === current.type && r.recordId === current.id))
    .map((r) => ({
      key: `${r.recordType}-${r.recordId}`,
      typeLabel: VTIS_DASHBOARD_TYPE_LABEL[r.recordType],
      studyId: r.studyId,
      callDateTime: r.callDateTime,
      hospital: r.hospital,
      specialist: r.specialist,
      pdf: pdfOf(r, canReadVst),
    }))
    .sort((a, b) => b.callDateTime.localeCompare(a.callDateTime));
}

/**
 * The past-records table of a VTIS consult or follow-up, shown while it is open and editable
 * (§2.8). On the consult it follows the patient history form in a panel of its own (`titled`).
 */
export function VtisPastRecords({ titled }: { titled?: { sectionKey: string; title: string } }) {
  const { caseData, readOnly } = useCasePage<StrokeRecord & { type: string }>();
  const history = useVtisPatientHistory(caseData.patientProfileId);
  const canReadVst = canViewVst(useCurrentUser());
  if (!showsPastRecords(readOnly, caseData)) return null;
  return (
    <StrokeHistoryPanel
      rows={pastRecordRows(history.data?.records, caseData, canReadVst)}
      loading={history.isPending}
      failed={history.isError}
      {...titled}
    />
  );
}

/**
 * Patient History of a VTIS consult (spec 3 §3.4, §4.3, §5.5): stroke onset known Yes shows its
 * date and accuracy, and its time unless the accuracy is Time unknown; thrombolysis Yes shows its
 * date, time and the adverse-event question, whose Yes shows the type; a changed answer clears
 * what it hides (clearedPatientHistory). The past records follow while the consult is open.
 */
export function VtisPatientHistorySection() {
  return (
    <>
      <StrokeFormSection sectionKey="patient-history" cleared={clearedPatientHistory<Values>}>
        <FieldGrid>
          <StrokeField name="strokeOnsetKnown" />
          <StrokeField name="strokeOnsetDate" />
          <StrokeField name="timeAccuracy" control="select" />
          <StrokeField name="strokeOnsetTime" />
          <StrokeField name="edPresentationDate" />
          <StrokeField name="edPresentationTime" />
          <StrokeField name="previousStroke" control="radio" />
          <StrokeField name="wasVstContacted" />
          <StrokeField name="intravenousThrombolysisReceived" />
          <StrokeField name="dateOfThrombolysis" />
          <StrokeField name="timeOfThrombolysis" />
          <StrokeField name="thrombolysisRelatedAdverseEvent" />
          <StrokeField name="adverseEventType" />
          <StrokeField name="workingDiagnosisBeforeConsult" />
          <StrokeField name="relevantPatientHistory" {...MULTILINE} wide />
        </FieldGrid>
      </StrokeFormSection>
      <VtisPastRecords titled={{ sectionKey: 'past-records', title: 'Past Records' }} />
    </>
  );
}
