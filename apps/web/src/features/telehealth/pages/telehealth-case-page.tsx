import { canDeleteCases, isReadOnly, isSystemAdmin } from '@scout/domain/access/rules';
import type { TelehealthCase } from '@scout/domain/telehealth/case.schema';
import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { isTelehealthCaseReadOnly, isTransferComplete } from '@scout/domain/telehealth/rules';
import { Alert, Typography } from 'antd';
import { useMemo } from 'react';
import { CasePageBody } from '../../../components/case-module/case-page-body.tsx';
import {
  type CaseModuleTexts,
  CasePageProvider,
  useCasePage,
} from '../../../components/case-module/case-page-context.tsx';
import { CasePageLoader, type LoadedCaseRecord } from '../../../components/case-module/case-page-loader.tsx';
import type { CaseSectionMeta } from '../../../components/case-module/case-section.ts';
import type { CasePart } from '../../../components/case-module/case-sections-outlet.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDeleteTelehealthCase } from '../api/delete-case.ts';
import { getTelehealthCase } from '../api/get-case.ts';
import { telehealthKeys } from '../api/telehealth-api.ts';
import { HealthTimeline } from '../case/health-timeline.tsx';
import { consultationsMeta } from '../case/sections/consultations-meta.ts';
import { ConsultationsSection } from '../case/sections/consultations-section.tsx';
import { IntensivistSection, intensivistSection } from '../case/sections/intensivist-section.tsx';
import { OutcomeSection, outcomeSection } from '../case/sections/outcome-section.tsx';
import { PatientHistorySection, patientHistorySection } from '../case/sections/patient-history-section.tsx';
import {
  PatientInformationSection,
  patientInformationSection,
} from '../case/sections/patient-information-section.tsx';
import { ReferrerSection, referrerSection } from '../case/sections/referrer-section.tsx';
import { TransferPart } from '../case/transfer-part.tsx';

/** The Telehealth words of the case-module framework (spec 2 §2.2, §5.7, §8.2). */
const TELEHEALTH_CASE_TEXTS: CaseModuleTexts = {
  leaveGuard: M.leaveGuard,
  validationFailed: M.validationFailed,
  conflict: { question: M.sectionConflict },
  noUnsavedChanges: 'There are no unsaved changes.',
};

const HEALTH_TIMELINE: CaseSectionMeta<TelehealthCase> = { key: 'health-timeline', title: 'Health Timeline' };
const TRANSFER: CaseSectionMeta<TelehealthCase> = {
  key: 'transfer',
  title: 'Transfer',
  isComplete: (c) => isTransferComplete(c.transferStatus, c.closedDateTime),
};

/**
 * The sidebar of spec 2 §2.2, in order: Referrer, Intensivist, Patient Information, Health
 * Timeline (only with a patient profile), Patient History, Consultations, Transfer, Outcome.
 */
function sectionsOf(c: TelehealthCase): CaseSectionMeta<TelehealthCase>[] {
  return [
    referrerSection,
    intensivistSection,
    patientInformationSection,
    ...(c.patientProfile ? [HEALTH_TIMELINE] : []),
    patientHistorySection,
    consultationsMeta,
    TRANSFER,
    outcomeSection,
  ];
}

const PARTS: readonly CasePart[] = [
  { key: 'referrer', node: <ReferrerSection /> },
  { key: 'intensivist', node: <IntensivistSection /> },
  { key: 'patient', node: <PatientInformationSection /> },
  { key: 'health-timeline', node: <HealthTimeline /> },
  { key: 'patient-history', node: <PatientHistorySection /> },
  { key: 'consultations', node: <ConsultationsSection /> },
  { key: 'transfer', node: <TransferPart /> },
  { key: 'outcome', node: <OutcomeSection /> },
];

const INVALIDATE_ON_SAVE = [telehealthKeys.dashboards];

/** A closed case belongs to the archive (spec 2 §2.2). */
const isClosed = (c: TelehealthCase) => c.closedDateTime !== null;

/**
 * /telehealth/cases/{id}[/section] and /telehealth/archive/cases/{id}[/section] (spec 2 §2.2): the
 * page title TELEHEALTH, the case id (TH and the number), the sidebar with complete/incomplete
 * markers and Back to Dashboard (and Delete for system admins), and every section as a collapsible
 * panel; a trailing section segment scrolls to that section. A closed case is read-only (SCOUT's
 * rule isTelehealthCaseReadOnly: except for system admins) and lives under the archive path.
 */
export function TelehealthCaseView({ archivedRoute }: { archivedRoute: boolean }) {
  return (
    <CasePageLoader
      queryKey={telehealthKeys.case}
      load={getTelehealthCase}
      hrefOf={paths.telehealth.case.getHref}
      loadFailed="Unable to load the Telehealth case."
      // A case closed here (or elsewhere) belongs to the archive: its path moves there.
      archive={{ route: archivedRoute, isArchived: isClosed, hrefOf: paths.telehealth.archivedCase.getHref }}
    >
      {(loaded) => <LoadedCase loaded={loaded} />}
    </CasePageLoader>
  );
}

function LoadedCase({
  loaded: { record: thCase, segment, archived, basePath: base },
}: {
  loaded: LoadedCaseRecord<TelehealthCase>;
}) {
  const user = useCurrentUser();
  const closed = isClosed(thCase);
  const readOnly = isTelehealthCaseReadOnly(
    isReadOnly(user, 'telehealth'),
    thCase.closedDateTime,
    isSystemAdmin(user),
  );
  useDocumentTitle(thCase.caseId);
  const sections = useMemo(() => sectionsOf(thCase), [thCase]);

  return (
    <CasePageProvider
      caseData={thCase}
      queryKey={telehealthKeys.case(thCase.id)}
      readOnly={readOnly}
      texts={TELEHEALTH_CASE_TEXTS}
      sections={sections}
      basePath={base}
      layout="panels"
      invalidateOnSave={INVALIDATE_ON_SAVE}
      liveModule="telehealth"
    >
      <PageHeading title="TELEHEALTH" subtitle={<CaseTitle thCase={thCase} />} />
      {readOnly ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={closed ? M.caseClosedReadOnly : 'This case is read-only.'}
        />
      ) : null}
      <CaseBody segment={segment} archived={archived} />
    </CasePageProvider>
  );
}

/** TH<n>, the patient's name, gender and age. */
function CaseTitle({ thCase }: { thCase: TelehealthCase }) {
  const p = thCase.patientProfile;
  const who = p ? [`${p.lastName}, ${p.firstName}`, p.gender, p.age !== null ? `${p.age} yrs` : null] : [];
  return (
    <Typography.Text type="secondary" data-testid="telehealth-case-title">
      <strong data-testid="telehealth-case-id">{thCase.caseId}</strong>
      {who.filter(Boolean).map((part) => ` · ${part}`)}
      {` · Created ${formatDate(thCase.createdOn)}`}
    </Typography.Text>
  );
}

function CaseBody({ segment, archived }: { segment: string | undefined; archived: boolean }) {
  const user = useCurrentUser();
  const { caseData } = useCasePage<TelehealthCase>();
  const remove = useDeleteTelehealthCase(caseData.id);
  const parts = PARTS.filter((p) => p.key !== 'health-timeline' || caseData.patientProfile);
  return (
    <CasePageBody
      segment={segment}
      parts={parts}
      caseLabel={caseData.caseId}
      back={{
        href: archived ? paths.telehealth.archive.getHref() : paths.telehealth.cases.getHref(),
        label: 'Back to Dashboard',
      }}
      // Spec 2 §6: only a system admin sees Delete in the sidebar.
      deletion={
        canDeleteCases(user)
          ? {
              remove: (reason) => remove.mutateAsync(reason),
              messages: { reasonRequired: M.deleteReasonRequired, failed: M.deleteFailed },
            }
          : null
      }
      showSaveAll={false}
    />
  );
}

export function TelehealthCasePage() {
  return <TelehealthCaseView archivedRoute={false} />;
}

export function TelehealthArchivedCasePage() {
  return <TelehealthCaseView archivedRoute />;
}
