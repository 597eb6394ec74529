import { makeNewVstConsultSchema } from '@scout/domain/vst/case.schema';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { NewStrokeConsultForm } from '../../stroke/components/new-record-pages.tsx';
import { useCreateVstConsult } from '../api/create-consult.ts';
import { VST_AREA } from '../api/vst-api.ts';

/**
 * New Consultation (/vst/consults/new, spec 3 §2.4, §5.8): the shared stroke new-consult form with
 * the domain's new-consult schema; Create sends POST /consults and opens /vst/consult/{id}/patient.
 */
export function NewVstConsultPage() {
  useDocumentTitle('New Consultation');
  const create = useCreateVstConsult();
  return (
    <>
      <PageHeading title="New Consultation" subtitle="VST" />
      <NewStrokeConsultForm
        area={VST_AREA}
        label="New VST consultation"
        makeSchema={makeNewVstConsultSchema}
        create={create.mutateAsync}
        hrefOf={(id) => paths.vst.consult.getHref(id, 'patient')}
      />
    </>
  );
}
