import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import type { VtisSendRecordType } from '@scout/domain/vtis/actions.schema';
import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import { useState } from 'react';
import { useFetchFile } from '../../stroke/api/fetch-file.ts';
import type { StrokePdfTarget } from '../../stroke/components/pdf-viewer.tsx';
import { VTIS_AREA, VTIS_CONSULTS } from '../api/vtis-api.ts';

const TITLE: Record<VtisSendRecordType, string> = {
  VtisConsult: 'VTIS Consult PDF',
  VtisFollowup: 'VTIS Follow Up PDF',
};

/** A VTIS consult's or follow-up's PDF (GET /api/vtis/form/generate/{recordType}?id=, spec 3 §2.3). */
export const vtisPdfTarget = (recordType: VtisSendRecordType, id: number): StrokePdfTarget => ({
  area: VTIS_AREA,
  type: recordType,
  id,
  title: TITLE[recordType],
});

/**
 * Opens a consult's discharge summary (GET /api/vtis/consults/{id}/discharge-summary, a PDF; spec 3
 * §2.3, §7.2, §8.1) in a new tab: the tab opens at once (a popup opened after the answer would be
 * blocked) saying "Loading Discharge Summary PDF please wait..", then shows the PDF; a failure
 * says "Error could not load Discharge Summary PDF" (toast, and the tab closes).
 */
export function useOpenDischargeSummary() {
  const fetchFile = useFetchFile();
  const { message } = App.useApp();
  return async (consultId: number): Promise<boolean> => {
    const key = `discharge-summary-${consultId}`;
    const tab = typeof window.open === 'function' ? window.open('', '_blank') : null;
    if (tab) tab.document.title = M.dischargeSummaryLoading;
    tab?.document.body?.append(M.dischargeSummaryLoading);
    message.open({ key, type: 'loading', content: M.dischargeSummaryLoading, duration: 0 });
    try {
      const file = await fetchFile('GET', `${VTIS_CONSULTS}/${consultId}/discharge-summary`);
      if (!file) throw new Error('empty');
      const url = URL.createObjectURL(new Blob([file.blob], { type: 'application/pdf' }));
      if (tab) tab.location.href = url;
      else window.open(url, '_blank');
      message.destroy(key);
      return true;
    } catch {
      tab?.close();
      message.open({ key, type: 'error', content: M.dischargeSummaryFailed });
      return false;
    }
  };
}

/** The dashboard's discharge summary button (hospital-documentation rows of an ischaemic or haemorrhagic stroke). */
export function DischargeSummaryButton({
  consultId,
  compact = false,
}: {
  consultId: number;
  compact?: boolean;
}) {
  const open = useOpenDischargeSummary();
  const [busy, setBusy] = useState(false);
  const button = (
    <Button
      size="small"
      icon={<FileTextOutlined aria-hidden />}
      loading={busy}
      aria-label={compact ? DISCHARGE_SUMMARY : undefined}
      onClick={(event) => {
        event.stopPropagation();
        setBusy(true);
        void open(consultId).finally(() => setBusy(false));
      }}
    >
      {compact ? undefined : DISCHARGE_SUMMARY}
    </Button>
  );
  // Compact (the dashboard's PDF column): icon only, its name as tooltip (antd's, on hover and
  // keyboard focus) and accessible name.
  return compact ? <Tooltip title={DISCHARGE_SUMMARY}>{button}</Tooltip> : button;
}
const DISCHARGE_SUMMARY = 'Discharge Summary';
