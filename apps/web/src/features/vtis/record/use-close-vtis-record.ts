import { HOSPITAL_DOCUMENTATION_MESSAGES as HM } from '@scout/domain/vtis/hospital-documentation-messages';
import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import { paths } from '../../../config/paths.ts';
import { useStrokeKind } from '../../stroke/record/kind-context.ts';
import { type CloseRecordCalls, useCloseStrokeRecord } from '../../stroke/record/use-close-record.ts';
import {
  closeVtisConsult,
  completeHospitalDocumentation,
  deactivateVtisFollowup,
  getVtisConsultStatus,
} from '../api/record-actions.ts';
import type { VtisKind } from './vtis-kinds.ts';

const after = paths.vst.vtisConsults.getHref();

/**
 * Save and Close of each VTIS record (spec 3 §4.1, §4.7) on the shared stroke close, then back to the
 * VTIS dashboard: the consult checks its status first (the stale-form merge), saves every section
 * and closes ("Consult closed"); the follow-up saves and closes ("Follow up consult closed"); the
 * hospital documentation saves and is marked complete ("Hospital documentation closed").
 */
const CALLS: Record<VtisKind['kind'], CloseRecordCalls> = {
  'vtis-consult': {
    status: getVtisConsultStatus,
    close: async (api, id) => {
      await closeVtisConsult(api, id);
      return M.consultClosed;
    },
    after,
  },
  'vtis-followup': {
    close: async (api, id) => {
      await deactivateVtisFollowup(api, id);
      return M.followupClosed;
    },
    after,
  },
  'vtis-hospital-documentation': {
    close: async (api, id) => {
      await completeHospitalDocumentation(api, id);
      return HM.closed;
    },
    after,
    failed: () => HM.completeFailed,
  },
};

export function useCloseVtisRecord() {
  return useCloseStrokeRecord(CALLS[useStrokeKind<VtisKind>().kind]);
}
