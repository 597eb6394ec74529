import type { CurrentUser } from '@scout/domain/admin/current-user.schema';
import { paths } from '../../../config/paths.ts';
import type { MockRoutes } from '../../../testing/fetch-mock.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { EcmoLayout } from '../components/ecmo-layout.tsx';
import { NewConsumableItemPage, UpdateConsumableItemPage } from '../consumables/consumable-item-pages.tsx';
import { ConsumablesPage } from '../consumables/consumables-page.tsx';
import { ArchivedCasePage, OpenCasePage } from '../pages/ecmo-case-page.tsx';
import { ArchivedCasesPage, OpenCasesPage } from '../pages/ecmo-dashboard-page.tsx';

const { ecmo } = paths;

/**
 * The ECMO area's pages (its layout with the side menu, dashboards, case pages, consumable item
 * forms) at `path`, without the rest of the app: what the ECMO component tests render.
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
