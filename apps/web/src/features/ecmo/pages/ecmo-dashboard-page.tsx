import { canCreateEcmoCase, isReadOnly } from '@scout/domain/access/rules';
import Alert from 'antd/es/alert';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import {
  isUnfilteredDashboard,
  sendableDashboardQuery,
} from '../../../components/case-module/dashboard-filters.tsx';
import { NewCaseButton } from '../../../components/case-module/new-case-button.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { type DashboardFilterValues, useDashboardCases } from '../api/get-dashboard-cases.ts';
import { DashboardCard } from '../components/dashboard-card.tsx';
import { DashboardFilters } from '../components/dashboard-filters.tsx';

/**
 * The open (/ecmo/cases) and archived (/ecmo/archive) dashboards of spec 2 §2.1: case cards,
 * filters, a 10-second refresh. Read-only users get View cards and no New Case button; archived
 * cards always say View.
 */
export function EcmoDashboardPage({ archived }: { archived: boolean }) {
  const user = useCurrentUser();
  const [filters, setFilters] = useState<DashboardFilterValues>({});
  const query = sendableDashboardQuery(filters);
  const cases = useDashboardCases(archived, query);
  const readOnly = archived || isReadOnly(user, 'ecmo');
  const title = archived ? 'Archived Cases' : 'Open Cases';
  useDocumentTitle(title);

  const newCase =
    !archived && canCreateEcmoCase(user) && !isReadOnly(user, 'ecmo') ? (
      <NewCaseButton to={paths.ecmo.newCase.getHref()} />
    ) : null;

  return (
    <>
      <PageHeading title={title} subtitle="VECMOS" extra={newCase} />
      <DashboardFilters archived={archived} value={filters} onChange={setFilters} />
      {archived && isUnfilteredDashboard(query) ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Showing cases closed within the last 30 days. Use a filter to search older cases."
        />
      ) : null}
      {cases.isError ? <Alert type="error" showIcon title="Unable to load cases." /> : null}
      {cases.isLoading ? (
        // A status region that says what loads, as the page spinner does (components/page-spinner.tsx).
        <div role="status">
          <Spin description="Loading cases" />
        </div>
      ) : cases.data && cases.data.length > 0 ? (
        <div className="ecmo-cards">
          {cases.data.map((item) => (
            <DashboardCard
              key={item.id}
              item={item}
              actionLabel={readOnly ? 'View' : 'Open'}
              href={archived ? paths.ecmo.archivedCase.getHref(item.id) : paths.ecmo.case.getHref(item.id)}
            />
          ))}
        </div>
      ) : cases.data ? (
        <Empty description={archived ? 'No archived cases found.' : 'No open cases found.'} />
      ) : null}
    </>
  );
}

export function OpenCasesPage() {
  return <EcmoDashboardPage archived={false} />;
}

export function ArchivedCasesPage() {
  return <EcmoDashboardPage archived />;
}
