import { makeNewVtisConsultSchema } from '@scout/domain/vtis/case.schema';
import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { NewStrokeConsultForm } from '../../stroke/components/new-record-pages.tsx';
import { useCreateVtisConsult } from '../api/create-records.ts';
import { VTIS_AREA } from '../api/vtis-api.ts';
import { NewVtisFollowup } from './new-vtis-followup-page.tsx';

/** The first section of a new VTIS consult (§2.7: a bare consult path goes to the referrer). */
const FIRST_SECTION = 'referrer';

/**
 * New VTIS Consultation (/vst/vtisConsults/new, spec 3 §2.1, §2.4, §5.8): the shared stroke
 * new-consult form with the domain's new-consult schema; Create sends POST /api/vtis/consults and
 * opens the consult. With ?consultId= the page is New VTIS Follow up for that consult (§2.1).
 */
export function NewVtisConsultPage() {
  const [params] = useSearchParams();
  const consultId = Number(params.get('consultId'));
  if (params.get('consultId') && Number.isInteger(consultId) && consultId > 0)
    return <NewVtisFollowup consultId={consultId} />;
  return <NewConsult />;
}

function NewConsult() {
  useDocumentTitle(M.newConsultButton);
  const create = useCreateVtisConsult();
  return (
    <>
      <PageHeading title={M.newConsultButton} subtitle="VTIS" />
      <NewStrokeConsultForm
        area={VTIS_AREA}
        label="New VTIS consultation"
        makeSchema={makeNewVtisConsultSchema}
        create={create.mutateAsync}
        hrefOf={(id) => paths.vst.vtisConsult.getHref(id, FIRST_SECTION)}
      />
    </>
  );
}
