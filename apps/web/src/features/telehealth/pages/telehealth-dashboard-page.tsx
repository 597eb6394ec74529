import { canCreateTelehealthCase, isReadOnly } from '@scout/domain/access/rules';
import type { TelehealthDashboardRow } from '@scout/domain/telehealth/dashboard.schema';
import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import Alert from 'antd/es/alert';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate } from 'react-router';
import { CaseDashboardTable } from '../../../components/case-module/case-dashboard-table.tsx';
import { CaseDashboardFilters } from '../../../components/case-module/dashboard-filters.tsx';
import { NewCaseButton } from '../../../components/case-module/new-case-button.tsx';
import { useCaseDashboardState } from '../../../components/case-module/use-case-dashboard.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useTelehealthDashboard } from '../api/get-dashboard-cases.ts';
import { referenceLabel, useReferenceList } from '../api/get-reference-data.ts';

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
const when = (v: string | null | undefined) => shown(formatDateTime(v));

/**
 * The columns of spec 2 §2.2. Consults only on wide screens (lg, 992 px and up) and Days in ICU
 * only on extra wide ones (xl, 1200 px and up); Case Closed only in the archive.
 */
function columns(archived: boolean): ColumnsType<TelehealthDashboardRow> {
  const list: ColumnsType<TelehealthDashboardRow> = [
    { title: 'Case ID', dataIndex: 'caseId', key: 'caseId' },
    { title: 'Consults', dataIndex: 'consults', key: 'consults', responsive: ['lg'], render: shown },
    { title: 'Patient Name', dataIndex: 'patientName', key: 'patientName', render: shown },
    { title: 'Gender', dataIndex: 'gender', key: 'gender', render: shown },
    { title: 'Age', dataIndex: 'age', key: 'age', render: shown },
    { title: 'Hospital', dataIndex: 'hospital', key: 'hospital', render: shown },
    { title: 'Days in ICU', dataIndex: 'daysInIcu', key: 'daysInIcu', responsive: ['xl'], render: shown },
    { title: 'Case Created', dataIndex: 'createdOn', key: 'createdOn', render: when },
  ];
  if (archived)
    list.push({ title: 'Case Closed', dataIndex: 'closedDateTime', key: 'closedDateTime', render: when });
  return list;
}

/**
 * My Dashboard (/telehealth/cases: open cases) and Archived Cases (/telehealth/archive) of spec 2
 * §2.2: a table paged on the server with the filters and a 10-second refresh. A row click opens the
 * case (archive rows the archive path). Read-only users get no New Case button.
 */
export function TelehealthDashboard({ archived }: { archived: boolean }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const state = useCaseDashboardState();
  const cases = useTelehealthDashboard({ ...state.query, closedCases: archived });
  const hospitals = useReferenceList('healthcareproviders');
  const title = archived ? 'Archived Cases' : 'My Dashboard';
  useDocumentTitle(title);

  const newCase =
    !archived && canCreateTelehealthCase(user) && !isReadOnly(user, 'telehealth') ? (
      <NewCaseButton to={paths.telehealth.newCase.getHref()} />
    ) : null;

  return (
    <>
      <PageHeading title={title} subtitle="Telehealth" extra={newCase} />
      <CaseDashboardFilters
        value={state.filters}
        onChange={state.setFilters}
        keywordPlaceholder="Search by Case ID, Patient Name, or URN/THCI"
        hospitals={(hospitals.data ?? []).map((h) => ({ id: h.id, name: referenceLabel(h) }))}
        hospitalsLoading={hospitals.isLoading}
      />
      {cases.isError ? <Alert type="error" showIcon title="Unable to load cases." /> : null}
      <CaseDashboardTable<TelehealthDashboardRow>
        label={title}
        rows={cases.data?.cases ?? []}
        total={cases.data?.totalRecordCount ?? 0}
        columns={columns(archived)}
        page={state.page}
        onPageChange={state.setPage}
        loading={cases.isLoading}
        emptyText={M.dashboardEmpty}
        onOpen={(row) =>
          navigate(
            archived ? paths.telehealth.archivedCase.getHref(row.id) : paths.telehealth.case.getHref(row.id),
          )
        }
      />
    </>
  );
}

export function TelehealthDashboardPage() {
  return <TelehealthDashboard archived={false} />;
}

export function TelehealthArchivePage() {
  return <TelehealthDashboard archived />;
}
