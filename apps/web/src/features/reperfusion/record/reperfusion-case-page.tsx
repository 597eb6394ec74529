import { canEditVst, isReadOnly } from '@scout/domain/access/rules';
import { REPERFUSION_MESSAGES as M } from '@scout/domain/reperfusion/messages';
import { showsDischargeSummary, showsImagingFollowUp } from '@scout/domain/reperfusion/rules';
import { useMemo } from 'react';
import type { CasePart } from '../../../components/case-module/case-sections-outlet.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { StrokeAttachments, StrokeHealthTimeline } from '../../stroke/record/parts/common-parts.tsx';
import { StrokeRecordBody } from '../../stroke/record/record-body.tsx';
import { StrokeRecordFrame, StrokeRecordRoute, StrokeRecordTitle } from '../../stroke/record/record-page.tsx';
import { strokeSectionsOf } from '../../stroke/record/section-factory.ts';
import { REPERFUSION_KIND, type ReperfusionRecord } from './reperfusion-kind.ts';
import {
  DirectorReviewSection,
  DischargeSummarySection,
  ImagingFollowUpSection,
  ReperfusionPatientSection,
} from './sections/case-sections.tsx';
import { CommentsSection } from './sections/comments-section.tsx';
import {
  CaseInformationPanel,
  NeurologistPanel,
  ReperfusionTherapyPanel,
} from './sections/consult-views.tsx';

const { vst } = paths;

/**
 * Every part of the case page by section key (domain REPERFUSION_SECTIONS). Section forms stay
 * mounted (the leave guard sees their edits); the views mount when shown.
 */
const part = (key: string, node: CasePart['node'], keepMounted?: false): CasePart => ({
  key,
  node,
  keepMounted,
});

export const REPERFUSION_PARTS: Record<string, CasePart> = {
  'case-information': part('case-information', <CaseInformationPanel />, false),
  patient: part('patient', <ReperfusionPatientSection />),
  'neurologist-info': part('neurologist-info', <NeurologistPanel />, false),
  'health-timeline': part('health-timeline', <StrokeHealthTimeline />, false),
  'reperfusion-therapy-details': part('reperfusion-therapy-details', <ReperfusionTherapyPanel />, false),
  'imaging-follow-up': part('imaging-follow-up', <ImagingFollowUpSection />),
  comments: part('comments', <CommentsSection />, false),
  'discharge-summary': part('discharge-summary', <DischargeSummarySection />),
  'director-review': part('director-review', <DirectorReviewSection />),
  attachments: part('attachments', <StrokeAttachments />, false),
};

/**
 * /vst/reperfusion-case/{id}/{section} (spec 3 §2.1, §2.11, §4.6): the case on the shared stroke
 * record page; a bare path goes to Case Information. Imaging Follow-up shows for a thrombolysed
 * patient who is not ECR-related, Discharge Summary for an ECR-related one (register.ts). Save /
 * Save and Next per section with the valid/invalid markers, the leave guard and the forced
 * overwrite after a conflict are the framework's. Users without VST edit rights read only (§6).
 */
export function ReperfusionCasePage() {
  return (
    <StrokeRecordRoute
      kind={REPERFUSION_KIND}
      firstSection="case-information"
      hrefOf={(id, section) => vst.reperfusionCase.getHref(id, section)}
      loadFailed={M.caseLoadFailed}
      refetchFailed={M.caseRefetchFailed}
      render={(record, segment) => (
        <LoadedCase key={record.id} record={record as ReperfusionRecord} segment={segment} />
      )}
    />
  );
}

function LoadedCase({ record, segment }: { record: ReperfusionRecord; segment: string }) {
  const user = useCurrentUser();
  const readOnly = !canEditVst(user) || isReadOnly(user, 'vst');
  useDocumentTitle(`${record.studyId} Reperfusion Case`);
  const therapy = record.reperfusionTherapiesDetails;
  const imaging = showsImagingFollowUp(therapy);
  const summary = showsDischargeSummary(therapy);
  const all = strokeSectionsOf(REPERFUSION_KIND);
  const sections = useMemo(
    () =>
      REPERFUSION_KIND.sections
        .filter((s) =>
          s.key === 'imaging-follow-up' ? imaging : s.key === 'discharge-summary' ? summary : true,
        )
        .flatMap((s) => all.get(s.key) ?? []),
    [all, imaging, summary],
  );
  return (
    <StrokeRecordFrame
      kind={REPERFUSION_KIND}
      record={record}
      readOnly={readOnly}
      sections={sections}
      basePath={vst.reperfusionCase.getHref(record.id)}
    >
      <PageHeading title="VST Reperfusion Case" subtitle={<StrokeRecordTitle record={record} />} />
      <StrokeRecordBody
        segment={segment}
        parts={REPERFUSION_PARTS}
        showSaveAll={false}
        dashboardHref={vst.reperfusionCases.getHref()}
      />
    </StrokeRecordFrame>
  );
}
