import type { VtisConsult } from '@scout/domain/vtis/case.schema';
import { makeNewVtisFollowupSchema } from '@scout/domain/vtis/followup.schema';
import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import { canCreateVtisFollowup, FOLLOWUP_LOCKED_REFERRER_FIELDS } from '@scout/domain/vtis/rules';
import { Alert, Result } from 'antd';
import { useParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { NewStrokeFollowupForm } from '../../stroke/components/new-record-pages.tsx';
import { useStrokeRecord } from '../../stroke/record/record-page.tsx';
import type { StrokeRecord } from '../../stroke/record/stroke-kind.ts';
import { useCreateVtisFollowup } from '../api/create-records.ts';
import { VTIS_AREA } from '../api/vtis-api.ts';
import { VTIS_CONSULT_KIND } from '../record/vtis-kinds.ts';

/** /vst/vtisConsults/{consultId}/new (spec 3 §2.1): New VTIS Follow up for the consult. */
export function NewVtisFollowupPage() {
  return <NewVtisFollowup consultId={Number(useParams().consultId)} />;
}

/**
 * New VTIS Follow up (spec 3 §2.1, §2.4, §4.1, §5.8): the shared stroke follow-up form for the
 * consult's patient, its referrer hospital and address taken from the consult and locked
 * (FOLLOWUP_LOCKED_REFERRER_FIELDS; the server applies the same); Create sends POST
 * /api/vtis/followup with vtisConsultId and opens the follow-up. A consult that may not have a
 * follow-up now (canCreateVtisFollowup) says so above the form; the server refuses it too.
 */
export function NewVtisFollowup({ consultId }: { consultId: number }) {
  useDocumentTitle(M.newFollowupTitle);
  const consult = useStrokeRecord(VTIS_CONSULT_KIND, consultId);
  const create = useCreateVtisFollowup();
  if (consult.isLoading) return <PageSpinner />;
  const loaded = consult.data as (StrokeRecord & VtisConsult) | undefined;
  if (!loaded) return <Result status="warning" title="The VTIS consult could not be loaded." />;
  return (
    <>
      <PageHeading title={M.newFollowupTitle} subtitle={`VTIS · follow up of ${loaded.studyId}`} />
      <NewStrokeFollowupForm
        area={VTIS_AREA}
        label="New VTIS follow up"
        consult={loaded}
        consultId={consultId}
        consultIdField="vtisConsultId"
        makeSchema={makeNewVtisFollowupSchema}
        create={create.mutateAsync}
        hrefOf={(id) => paths.vst.vtisFollowUp.getHref(id, 'referrer')}
        lockedFields={FOLLOWUP_LOCKED_REFERRER_FIELDS}
        notice={
          canCreateVtisFollowup(loaded) ? null : (
            <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={M.followupNotAllowed} />
          )
        }
      />
    </>
  );
}
