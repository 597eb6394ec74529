import {
  canAccessVstClinics,
  canDeleteVstClinics,
  canEditClosedVstClinics,
  clinicStatus,
  isClinicReadOnly,
} from '@scout/domain/clinics/rules';
import { CLINIC_DEFAULT_SECTION } from '@scout/domain/clinics/sections';
import { Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CasePart } from '../../../components/case-module/case-sections-outlet.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { StrokeHealthTimeline } from '../../stroke/record/parts/common-parts.tsx';
import { StrokeRecordBody } from '../../stroke/record/record-body.tsx';
import { StrokeRecordFrame, StrokeRecordRoute, StrokeRecordTitle } from '../../stroke/record/record-page.tsx';
import { strokeSectionsOf } from '../../stroke/record/section-factory.ts';
import { StrokeReferrerSection } from '../../stroke/record/sections/referrer-section.tsx';
import type { StrokeRecord } from '../../stroke/record/stroke-kind.ts';
import { useDeleteClinic } from '../api/clinics-api.ts';
import { CLINIC_KIND } from './clinic-kind.ts';
import {
  ClinicalDetailsSection,
  ClinicPatientSection,
  type ClinicRecord,
  ClinicStatusDetails,
  CloseClinicPanel,
  FurtherFollowupSection,
} from './clinic-sections.tsx';

const { vst } = paths;
const LIST = vst.clinics.getHref();

/**
 * The clinic's parts by section key (spec 3 §2.10). Section forms stay mounted (Save all and
 * Close Clinic validate every one); the health timeline and the close panel mount when shown.
 */
const CLINIC_PARTS: Record<string, CasePart> = {
  referrer: { key: 'referrer', node: <StrokeReferrerSection extra={['referrerDoctorProviderNumber']} /> },
  patient: { key: 'patient', node: <ClinicPatientSection /> },
  'health-timeline': { key: 'health-timeline', node: <StrokeHealthTimeline />, keepMounted: false },
  'clinical-assessment-details': { key: 'clinical-assessment-details', node: <ClinicalDetailsSection /> },
  'futher-followup': { key: 'futher-followup', node: <FurtherFollowupSection /> },
  'close-clinic': { key: 'close-clinic', node: <CloseClinicPanel />, keepMounted: false },
};

/**
 * /vst/clinic/{id}/{section} (spec 3 §2.10, §4.4, §6): the clinic on the shared stroke record page;
 * a bare path goes to the referrer. Read-only when closed (or for a user who may not edit); a
 * permitted user's Edit, then Save and Exit, which saves every section and returns to the list.
 */
export function ClinicPage() {
  return (
    <StrokeRecordRoute
      kind={CLINIC_KIND}
      firstSection={CLINIC_DEFAULT_SECTION}
      hrefOf={(id, section) => vst.clinic.getHref(id, section)}
      render={(record, segment) => (
        <LoadedClinic key={record.id} record={record as unknown as ClinicRecord} segment={segment} />
      )}
    />
  );
}

function LoadedClinic({ record, segment }: { record: ClinicRecord; segment: string }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteClinic(record.id);
  const canEdit = canAccessVstClinics(user);
  const closed = clinicStatus(record) === 'CLOSED';
  useDocumentTitle(record.studyId);
  const sections = useMemo(() => {
    const all = strokeSectionsOf(CLINIC_KIND);
    return CLINIC_KIND.sections.flatMap((s) => all.get(s.key) ?? []);
  }, []);
  // §4.4: Save and Exit saves every section, then returns to the list (it ends the edit only once
  // saved; the next tick, once the saved form is clean, so the leave guard lets it go).
  const setEdit = (next: boolean) => {
    setEditing(next);
    if (!next) setTimeout(() => navigate(LIST), 0);
  };
  const asStroke = record as unknown as StrokeRecord;
  return (
    <StrokeRecordFrame
      kind={CLINIC_KIND}
      record={asStroke}
      readOnly={isClinicReadOnly(canEdit, record, editing)}
      sections={sections}
      basePath={vst.clinic.getHref(record.id)}
    >
      <PageHeading
        title="Clinics"
        subtitle={
          <Space>
            <StrokeRecordTitle record={asStroke} />
            <Tag color={closed ? 'default' : 'green'}>{closed ? 'CLOSED' : 'OPEN'}</Tag>
          </Space>
        }
      />
      {closed ? <ClinicStatusDetails record={record} /> : null}
      <StrokeRecordBody
        segment={segment}
        parts={CLINIC_PARTS}
        showSaveAll={!closed}
        canEditClosed={closed && canEdit && canEditClosedVstClinics(user)}
        editing={editing}
        setEditing={setEdit}
        remove={canDeleteVstClinics(user) ? (reason) => remove.mutateAsync(reason) : undefined}
        dashboardHref={LIST}
      />
    </StrokeRecordFrame>
  );
}
