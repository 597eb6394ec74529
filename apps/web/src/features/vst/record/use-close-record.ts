import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { paths } from '../../../config/paths.ts';
import { useCloseStrokeRecord } from '../../stroke/record/use-close-record.ts';
import { deactivateConsult, deactivateFollowup, getConsultStatus } from '../api/record-actions.ts';
import { useVstKind } from './vst-kind-context.ts';

/**
 * Save and Close of a VST record (spec 3 §4.1, §4.5) on the shared stroke close: a consult checks
 * its status first (the stale-form merge) and says whether the patient was referred to VTIS
 * ("Consult closed" or its VTIS variant); a follow-up says "Follow up consult closed". Then back
 * to the VST dashboard.
 */
export function useCloseRecord() {
  const { kind } = useVstKind();
  return useCloseStrokeRecord(
    kind === 'consult'
      ? {
          status: getConsultStatus,
          close: async (api, id) =>
            (await deactivateConsult(api, id)).vtisConsultAutomaticallyCreated
              ? M.consultClosedReferredToVtis
              : M.consultClosed,
          after: paths.vst.consults.getHref(),
        }
      : {
          close: async (api, id) => {
            await deactivateFollowup(api, id);
            return M.followupClosed;
          },
          after: paths.vst.consults.getHref(),
        },
  );
}
