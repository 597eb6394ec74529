import type { VstConsultSearchResponse } from '@scout/domain/vst/dashboard.schema';
import { VST_RECORD_TYPE_LABEL } from '@scout/domain/vst/sections';
import { useCasePage } from '../../../components/case-module/case-page-context.tsx';
import { vstPdfTarget } from '../../stroke/components/vst-pdf-target.ts';
import { StrokeHistoryPanel, type StrokeHistoryRow } from '../../stroke/record/parts/history-table.tsx';
import { useVstPatientHistory } from '../api/record-actions.ts';
import type { VstRecord } from './vst-record.ts';

/** The patient's consults and their follow-ups as one list, newest first, without `current`. */
export function historyRows(
  data: VstConsultSearchResponse | undefined,
  current: VstRecord,
): StrokeHistoryRow[] {
  const rows: StrokeHistoryRow[] = [];
  for (const c of data?.consults ?? []) {
    for (const r of [c, ...c.followupConsults]) {
      if (r.type === current.type && r.id === current.id) continue;
      rows.push({
        key: `${r.type}-${r.id}`,
        typeLabel: VST_RECORD_TYPE_LABEL[r.type],
        studyId: r.studyId,
        callDateTime: r.callDateTime,
        hospital: r.hospital,
        specialist: r.specialist,
        pdf: vstPdfTarget(r.type === 'Consult' ? 'consult' : 'followup', r.id),
      });
    }
  }
  return rows.sort((a, b) => b.callDateTime.localeCompare(a.callDateTime));
}

/**
 * Patient History (spec 3 §2.5): the patient's other VST consults and follow-ups in the shared
 * history panel. The page hides it once closed.
 */
export function VstPatientHistory() {
  const { caseData } = useCasePage<VstRecord>();
  const history = useVstPatientHistory(caseData.patientProfileId);
  return (
    <StrokeHistoryPanel
      rows={historyRows(history.data, caseData)}
      loading={history.isPending}
      failed={history.isError}
    />
  );
}
