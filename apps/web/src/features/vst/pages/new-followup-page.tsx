import { makeNewVstFollowupSchema } from '@scout/domain/vst/followup.schema';
import { Alert, Result } from 'antd';
import { useParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { NewStrokeFollowupForm } from '../../stroke/components/new-record-pages.tsx';
import { useCreateVstFollowup } from '../api/create-followup.ts';
import { useVstRecord } from '../api/get-record.ts';
import { VST_AREA } from '../api/vst-api.ts';

/**
 * New Follow up (/vst/consults/{consultId}/new, spec 3 §2.4, §5.8): the shared stroke follow-up
 * form for the consult's patient, its referrer hospital prefilled from the consult; Create sends
 * POST /followup with vstConsultId and opens /vst/followup/{id}/patient.
 */
export function NewVstFollowupPage() {
  useDocumentTitle('New Follow up');
  const consultId = Number(useParams().consultId);
  const consult = useVstRecord('consult', consultId);
  const create = useCreateVstFollowup();
  if (consult.isLoading) return <PageSpinner />;
  const loaded = consult.data;
  if (!loaded) return <Result status="warning" title="The consult could not be loaded." />;
  return (
    <>
      <PageHeading title="New Follow up" subtitle={`VST · follow up of ${loaded.studyId}`} />
      <NewStrokeFollowupForm
        area={VST_AREA}
        label="New VST follow up"
        consult={loaded}
        consultId={consultId}
        consultIdField="vstConsultId"
        makeSchema={makeNewVstFollowupSchema}
        create={create.mutateAsync}
        hrefOf={(id) => paths.vst.followUp.getHref(id, 'patient')}
        notice={
          loaded.isActive ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title="This consult is still open: a follow-up can be created only once it is closed."
            />
          ) : null
        }
      />
    </>
  );
}
