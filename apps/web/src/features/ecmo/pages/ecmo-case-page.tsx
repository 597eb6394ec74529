import { canDeleteCases } from '@scout/domain/access/rules';
import { CONFLICT_MESSAGES } from '@scout/domain/api/conflict';
import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import { ECMO_CASE_SECTIONS, isEcmoCaseId, nextSectionAfterSave } from '@scout/domain/ecmo/case-options';
import { isCaseReadOnly } from '@scout/domain/ecmo/case-rules';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { Alert } from 'antd';
import { CasePageBody } from '../../../components/case-module/case-page-body.tsx';
import {
  type CaseModuleTexts,
  CasePageProvider,
  useCasePage,
} from '../../../components/case-module/case-page-context.tsx';
import { CasePageLoader, type LoadedCaseRecord } from '../../../components/case-module/case-page-loader.tsx';
import type { CaseSectionMeta } from '../../../components/case-module/case-section.ts';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDeleteCase } from '../api/delete-case.ts';
import { ecmoKeys } from '../api/ecmo-api.ts';
import { getCase } from '../api/get-case.ts';
import { CaseHeader } from '../case/case-header.tsx';
import { ECMO_CASE_PARTS } from '../case/case-sections.tsx';

/**
 * /ecmo/cases/{id}/* and /ecmo/archive/cases/{id}/* (spec 2 §2.1): side menu of sections, Save
 * All, Delete (system admins) and Back; the case header; the section of the sub-route (the base
 * path shows the referrer). Every section form stays mounted so switching sections keeps unsaved
 * edits and Save All can save them all; the leave guard asks before leaving the case.
 */
export function EcmoCasePage({ archivedRoute }: { archivedRoute: boolean }) {
  return (
    <CasePageLoader
      queryKey={ecmoKeys.case}
      load={getCase}
      hrefOf={paths.ecmo.case.getHref}
      loadFailed="Unable to load the ECMO case."
      firstSection="referrer"
      // A case concluded here (or elsewhere) is archived: its place is the archive, where the menu
      // shows Archived Cases. The leave guard judges by the archive base (a move within the case
      // is never blocked).
      archive={{
        route: archivedRoute,
        isArchived: (c) => c.archived,
        hrefOf: paths.ecmo.archivedCase.getHref,
      }}
    >
      {(loaded) => <LoadedCase archivedRoute={archivedRoute} loaded={loaded} />}
    </CasePageLoader>
  );
}

/** The ECMO words of the case-module framework (spec 2 §2.1, §8.1; spec 1 §4 conflict dialog). */
const ECMO_CASE_TEXTS: CaseModuleTexts = {
  leaveGuard: M.leaveGuard,
  validationFailed: M.validationFailed,
  conflict: CONFLICT_MESSAGES,
  noUnsavedChanges: 'There are no unsaved changes.',
};

/** The menu's sections (spec 2 §2.1); Save and Next follows §4.6. */
const ECMO_SECTIONS: readonly CaseSectionMeta<EcmoCase>[] = ECMO_CASE_SECTIONS.map((s) => ({
  key: s.key,
  title: s.label,
  next: nextSectionAfterSave(s.key),
}));

const INVALIDATE_ON_SAVE = [ecmoKeys.dashboards];

function LoadedCase({
  archivedRoute,
  loaded: { record: ecmoCase, segment, archived, basePath: base },
}: {
  archivedRoute: boolean;
  loaded: LoadedCaseRecord<EcmoCase>;
}) {
  const section = segment ?? 'referrer';
  const user = useCurrentUser();
  const readOnly = archivedRoute || isCaseReadOnly(user, ecmoCase);
  useDocumentTitle(ecmoCase.caseId);

  return (
    <CasePageProvider
      caseData={ecmoCase}
      queryKey={ecmoKeys.case(ecmoCase.id)}
      readOnly={readOnly}
      texts={ECMO_CASE_TEXTS}
      sections={ECMO_SECTIONS}
      basePath={base}
      invalidateOnSave={INVALIDATE_ON_SAVE}
      liveModule="ecmo"
    >
      <CaseBody ecmoCase={ecmoCase} section={section} archived={archived} />
    </CasePageProvider>
  );
}

/** Header, read-only notice, side menu (Save All, Delete for system admins, Back) and the sections. */
function CaseBody({
  ecmoCase,
  section,
  archived,
}: {
  ecmoCase: EcmoCase;
  section: string;
  archived: boolean;
}) {
  const user = useCurrentUser();
  const { readOnly } = useCasePage<EcmoCase>();
  const deleteCase = useDeleteCase(ecmoCase.id);
  return (
    <>
      <CaseHeader ecmoCase={ecmoCase} />
      {readOnly ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="This case is read-only." />
      ) : null}
      <CasePageBody
        segment={section}
        parts={ECMO_CASE_PARTS}
        caseLabel={ecmoCase.caseId}
        back={{ href: archived ? paths.ecmo.archive.getHref() : paths.ecmo.cases.getHref(), label: 'Back' }}
        // Delete: system admins only (spec 2 §6), for ECMO-prefixed case ids (§5.6).
        deletion={
          canDeleteCases(user) && isEcmoCaseId(ecmoCase.caseId)
            ? {
                remove: (reason) => deleteCase.mutateAsync(reason),
                messages: { reasonRequired: M.deleteReasonRequired, failed: M.deleteFailed },
              }
            : null
        }
      />
    </>
  );
}

export function OpenCasePage() {
  return <EcmoCasePage archivedRoute={false} />;
}
export function ArchivedCasePage() {
  return <EcmoCasePage archivedRoute />;
}
