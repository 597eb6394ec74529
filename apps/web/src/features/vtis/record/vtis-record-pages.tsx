import { StopOutlined } from '@ant-design/icons';
import { canEditVtis, isReadOnly } from '@scout/domain/access/rules';
import type { VtisConsult } from '@scout/domain/vtis/case.schema';
import { showsDischargeSummaryButton } from '@scout/domain/vtis/dashboard.schema';
import { HOSPITAL_DOCUMENTATION_MESSAGES as HM } from '@scout/domain/vtis/hospital-documentation-messages';
import { isHospitalDocumentationReadOnly } from '@scout/domain/vtis/hospital-documentation-rules';
import { HOSPITAL_DOCUMENTATION_FIRST_SECTION } from '@scout/domain/vtis/hospital-documentation-sections';
import {
  canDeclineVtisConsult,
  canEditClosedVtisRecord,
  isVtisRecordReadOnly,
  showsPastRecords,
  vtisRecordStatus,
} from '@scout/domain/vtis/rules';
import { VTIS_CONSULT_FIRST_SECTION } from '@scout/domain/vtis/sections';
import { Alert, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import type { CaseMenuAction } from '../../../components/case-module/case-section-menu.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { StrokeRecordBody } from '../../stroke/record/record-body.tsx';
import { StrokeRecordFrame, StrokeRecordRoute, StrokeRecordTitle } from '../../stroke/record/record-page.tsx';
import { strokeSectionsOf } from '../../stroke/record/section-factory.ts';
import type { StrokeKind, StrokeRecord } from '../../stroke/record/stroke-kind.ts';
import type { HospitalDocumentationRecord } from '../api/get-records.ts';
import { useDeleteVtisRecord } from '../api/record-actions.ts';
import { DischargeSummaryButton } from '../components/vtis-pdf.tsx';
import { DeclineDialog, DeclinedBanner } from './decline-dialog.tsx';
import { HOSPITAL_DOCUMENTATION_KIND, VTIS_CONSULT_KIND, VTIS_FOLLOWUP_KIND } from './vtis-kinds.ts';
import {
  HOSPITAL_DOCUMENTATION_PARTS,
  VTIS_CONSULT_PARTS,
  VTIS_FOLLOWUP_PARTS,
} from './vtis-record-parts.tsx';

const { vst } = paths;
const DASHBOARD = vst.vtisConsults.getHref();

type VtisConsultRecord = StrokeRecord & VtisConsult;
type VtisRecordState = StrokeRecord & { isDeclined?: boolean; isPending?: boolean; vtisStatus?: string };

const SHOW_ALL = () => true;

/** The sections a kind shows, in order, filtered by `shows` (stable: module level or memoised). */
function useSections(kind: StrokeKind, shows: (key: string) => boolean) {
  const all = strokeSectionsOf(kind);
  return useMemo(
    () => kind.sections.filter((s) => shows(s.key)).flatMap((s) => all.get(s.key) ?? []),
    [kind, all, shows],
  );
}

/** Who may do what on a VTIS consult or follow-up (spec 3 §4.1, §6). */
function useVtisAccess(record: VtisRecordState, editing: boolean) {
  const user = useCurrentUser();
  const canEdit = canEditVtis(user) && !isReadOnly(user, 'vtis');
  const status = vtisRecordStatus(record);
  const closed = status === 'CLOSED';
  const declined = !!record.isDeclined;
  return {
    canEdit,
    closed,
    declined,
    readOnly: isVtisRecordReadOnly(!canEdit, record, editing),
    /** §6: editing a closed VTIS record is always allowed, to every user who edits VTIS records. */
    canEditClosed: closed && !declined && canEditClosedVtisRecord(canEdit),
  };
}

function StatusTag({ record }: { record: VtisRecordState }) {
  const status = vtisRecordStatus(record);
  return (
    <Tag color={status === 'DECLINED' ? 'red' : status === 'CLOSED' ? 'default' : 'green'}>{status}</Tag>
  );
}

/**
 * /vst/vtisconsult/{id}/{section} (and /vst/vtisconsults/{id}/...; spec 3 §2.7): the VTIS consult on
 * the shared stroke record page; a bare path goes to the referrer. Decline for a pending consult
 * (§4.1), the declined banner and read-only after; Edit / Save and Exit for a closed one (§6).
 */
export function VtisConsultPage() {
  return (
    <StrokeRecordRoute
      kind={VTIS_CONSULT_KIND}
      firstSection={VTIS_CONSULT_FIRST_SECTION}
      hrefOf={(id, section) => vst.vtisConsult.getHref(id, section)}
      render={(record, segment) => (
        <LoadedConsult key={record.id} record={record as VtisConsultRecord} segment={segment} />
      )}
    />
  );
}

function LoadedConsult({ record, segment }: { record: VtisConsultRecord; segment: string }) {
  const [editing, setEditing] = useState(false);
  const [declining, setDeclining] = useState(false);
  const access = useVtisAccess(record, editing);
  const remove = useDeleteVtisRecord('consult', record.id);
  useDocumentTitle(record.studyId);
  const sections = useSections(VTIS_CONSULT_KIND, SHOW_ALL);
  const actions: CaseMenuAction[] =
    access.canEdit && canDeclineVtisConsult(record)
      ? [
          {
            key: 'decline',
            label: 'Decline',
            icon: <StopOutlined aria-hidden />,
            danger: true,
            onClick: () => setDeclining(true),
          },
        ]
      : [];
  return (
    <StrokeRecordFrame
      kind={VTIS_CONSULT_KIND}
      record={record}
      readOnly={access.readOnly}
      sections={sections}
      basePath={vst.vtisConsult.getHref(record.id)}
    >
      <PageHeading
        title="VTIS"
        subtitle={
          <Space>
            <StrokeRecordTitle record={record} />
            <StatusTag record={record} />
          </Space>
        }
      />
      {access.declined ? <DeclinedBanner information={record.consultInformation} /> : null}
      <StrokeRecordBody
        segment={segment}
        parts={VTIS_CONSULT_PARTS}
        showSaveAll={!access.closed && !access.declined}
        canEditClosed={access.canEditClosed}
        editing={editing}
        setEditing={setEditing}
        remove={access.canEdit && !access.declined ? (reason) => remove.mutateAsync(reason) : undefined}
        actions={actions}
        dashboardHref={DASHBOARD}
      />
      {declining ? (
        <DeclineDialog consultId={record.id} studyId={record.studyId} onClose={() => setDeclining(false)} />
      ) : null}
    </StrokeRecordFrame>
  );
}

/**
 * /vst/vtisfollowup/{id}/{section} (spec 3 §2.8): the VTIS follow-up on the shared stroke record
 * page; the patient panel is the consult's, read-only; the past records show only while the
 * follow-up is open and editable; the referrer's hospital and address stay the consult's.
 */
export function VtisFollowupPage() {
  return (
    <StrokeRecordRoute
      kind={VTIS_FOLLOWUP_KIND}
      firstSection="referrer"
      hrefOf={(id, section) => vst.vtisFollowUp.getHref(id, section)}
      render={(record, segment) => <LoadedFollowup key={record.id} record={record} segment={segment} />}
    />
  );
}

function LoadedFollowup({ record, segment }: { record: VtisRecordState; segment: string }) {
  const [editing, setEditing] = useState(false);
  const access = useVtisAccess(record, editing);
  const remove = useDeleteVtisRecord('followup', record.id);
  useDocumentTitle(record.studyId);
  const pastRecords = showsPastRecords(access.readOnly, record);
  const shows = useMemo(() => (key: string) => key !== 'patient-history' || pastRecords, [pastRecords]);
  const sections = useSections(VTIS_FOLLOWUP_KIND, shows);
  return (
    <StrokeRecordFrame
      kind={VTIS_FOLLOWUP_KIND}
      record={record}
      readOnly={access.readOnly}
      sections={sections}
      basePath={vst.vtisFollowUp.getHref(record.id)}
    >
      <PageHeading
        title="VTIS"
        subtitle={
          <Space>
            <StrokeRecordTitle record={record} />
            <StatusTag record={record} />
          </Space>
        }
      />
      <StrokeRecordBody
        segment={segment}
        parts={VTIS_FOLLOWUP_PARTS}
        showSaveAll={!access.closed}
        canEditClosed={access.canEditClosed}
        editing={editing}
        setEditing={setEditing}
        remove={access.canEdit ? (reason) => remove.mutateAsync(reason) : undefined}
        dashboardHref={DASHBOARD}
      />
    </StrokeRecordFrame>
  );
}

/**
 * /vst/vtishospitaldocumentation/{consultId}/{section} (spec 3 §2.9, §4.7): the consult's hospital
 * documentation on the shared stroke record page; read-only once closed except for system admins
 * (isHospitalDocumentationReadOnly); Save and Close on Discharge Information; the discharge
 * summary of an ischaemic or haemorrhagic stroke opens from the heading.
 */
export function VtisHospitalDocumentationPage() {
  return (
    <StrokeRecordRoute
      kind={HOSPITAL_DOCUMENTATION_KIND}
      firstSection={HOSPITAL_DOCUMENTATION_FIRST_SECTION}
      hrefOf={(id, section) => vst.vtisHospitalDocumentation.getHref(id, section)}
      render={(record, segment) => (
        <LoadedDocumentation
          key={record.id}
          record={record as unknown as HospitalDocumentationRecord & StrokeRecord}
          segment={segment}
        />
      )}
    />
  );
}

function LoadedDocumentation({
  record,
  segment,
}: {
  record: HospitalDocumentationRecord & StrokeRecord;
  segment: string;
}) {
  const user = useCurrentUser();
  const readOnly = isHospitalDocumentationReadOnly(user, record.hospitalDocumentation);
  useDocumentTitle(`${record.studyId} Hospital Documentation`);
  const sections = useSections(HOSPITAL_DOCUMENTATION_KIND, SHOW_ALL);
  const closed = !!record.closedOn;
  return (
    <StrokeRecordFrame
      kind={HOSPITAL_DOCUMENTATION_KIND}
      record={record}
      readOnly={readOnly}
      sections={sections}
      basePath={vst.vtisHospitalDocumentation.getHref(record.id, '').replace(/\/$/, '')}
    >
      <PageHeading
        title="VTIS Hospital Documentation"
        subtitle={
          <Space>
            <StrokeRecordTitle record={record} />
            <Tag color={closed ? 'default' : 'green'}>{closed ? 'CLOSED' : 'OPEN'}</Tag>
          </Space>
        }
        extra={
          showsDischargeSummaryButton({
            type: 'HospitalDocumentation',
            diagnosisDetails: { strokeType: record.strokeType as never },
          }) ? (
            <DischargeSummaryButton consultId={record.id} />
          ) : null
        }
      />
      {closed && readOnly ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={HM.readOnly} />
      ) : null}
      <StrokeRecordBody
        segment={segment}
        parts={HOSPITAL_DOCUMENTATION_PARTS}
        showSaveAll={!closed}
        dashboardHref={DASHBOARD}
      />
    </StrokeRecordFrame>
  );
}
