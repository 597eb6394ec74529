import type { CurrentUser } from '@scout/domain/admin/current-user.schema';
import { CONFLICT_MESSAGES } from '@scout/domain/api/conflict';
import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import { ECMO_CASE_SECTIONS, nextSectionAfterSave } from '@scout/domain/ecmo/case-options';
import { isCaseReadOnly } from '@scout/domain/ecmo/case-rules';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import {
  type CaseModuleTexts,
  CasePageProvider,
} from '../../../components/case-module/case-page-context.tsx';
import type { CaseSectionMeta } from '../../../components/case-module/case-section.ts';
import { CaseSectionMenu } from '../../../components/case-module/case-section-menu.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import type { MockRoutes } from '../../../testing/fetch-mock.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { ecmoKeys } from '../api/ecmo-api.ts';
import { useEcmoCase } from '../api/get-case.ts';
import { EcmoLayout } from '../components/ecmo-layout.tsx';
import { NewConsumableItemPage, UpdateConsumableItemPage } from '../consumables/consumable-item-pages.tsx';
import { ConsumablesPage } from '../consumables/consumables-page.tsx';
import { ArchivedCasePage, OpenCasePage } from '../pages/ecmo-case-page.tsx';
import { ArchivedCasesPage, OpenCasesPage } from '../pages/ecmo-dashboard-page.tsx';

const { ecmo } = paths;

/**
 * The ECMO area's pages (its layout with the side menu, dashboards, case pages, consumable item
 * forms) at `path`, without the rest of the app: what the ECMO page tests render.
 */
export function renderEcmo({ path, user, routes }: { path: string; user: CurrentUser; routes?: MockRoutes }) {
  return renderRoute({
    path,
    user,
    routes,
    pages: [
      {
        path: ecmo.root.path,
        element: <EcmoLayout />,
        children: [
          { path: ecmo.cases.path, element: <OpenCasesPage /> },
          { path: ecmo.archive.path, element: <ArchivedCasesPage /> },
          { path: ecmo.case.path, element: <OpenCasePage /> },
          { path: ecmo.archivedCase.path, element: <ArchivedCasePage /> },
          { path: ecmo.items.path, element: <ConsumablesPage /> },
          { path: ecmo.itemNew.path, element: <NewConsumableItemPage /> },
          { path: ecmo.itemUpdate.path, element: <UpdateConsumableItemPage /> },
        ],
      },
    ],
  });
}

/** The case page's words and menu (as ecmo-case-page.tsx declares them). */
const TEXTS: CaseModuleTexts = {
  leaveGuard: M.leaveGuard,
  validationFailed: M.validationFailed,
  conflict: CONFLICT_MESSAGES,
  noUnsavedChanges: 'There are no unsaved changes.',
};
const SECTIONS: readonly CaseSectionMeta<EcmoCase>[] = ECMO_CASE_SECTIONS.map((s) => ({
  key: s.key,
  title: s.label,
  next: nextSectionAfterSave(s.key),
}));

/** The case page's provider and section menu around one section, with the case from the GET. */
function OneSection({ sectionKey, children }: { sectionKey: string; children: ReactNode }) {
  const user = useCurrentUser();
  const id = Number(useParams().id);
  const query = useEcmoCase(id);
  if (!query.data) return null;
  return (
    <CasePageProvider
      caseData={query.data}
      queryKey={ecmoKeys.case(id)}
      readOnly={isCaseReadOnly(user, query.data)}
      texts={TEXTS}
      sections={SECTIONS}
      basePath={ecmo.case.getHref(id)}
      invalidateOnSave={[ecmoKeys.dashboards]}
    >
      <CaseSectionMenu current={sectionKey} />
      {children}
    </CasePageProvider>
  );
}

/**
 * One section of an ECMO case (`node`, the section keyed `sectionKey`) with the case page's
 * provider and section menu, not the area's layout or the case page's other parts: the case is
 * answered by GET /api/ecmo/cases/{caseData.id}, anything else by `routes`.
 */
export function renderEcmoSection(
  node: ReactNode,
  {
    sectionKey,
    caseData,
    user,
    routes = {},
  }: { sectionKey: string; caseData: EcmoCase; user: CurrentUser; routes?: MockRoutes },
) {
  return renderRoute({
    pages: [
      {
        path: ecmo.case.path,
        element: <OneSection sectionKey={sectionKey}>{node}</OneSection>,
      },
    ],
    path: ecmo.case.getHref(caseData.id, sectionKey),
    user,
    routes: { [`GET /api/ecmo/cases/${caseData.id}`]: { body: caseData }, ...routes },
  });
}
