import { canDeleteVstRecords, canEditClosedVstRecords, isReadOnly } from '@scout/domain/access/rules';
import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { isVstRecordReadOnly, vstRecordStatus } from '@scout/domain/vst/rules';
import { Alert, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import {
  type CaseModuleTexts,
  CasePageProvider,
  type WholeCaseSave,
} from '../../../components/case-module/case-page-context.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useVstRecord } from '../api/get-record.ts';
import { type VstRecordKind, vstKeys } from '../api/vst-api.ts';
import { useTransferRequested } from './parts.tsx';
import { VstKindContext } from './vst-kind-context.ts';
import { VST_KINDS, type VstFormValues, type VstRecord, type VstSectionName } from './vst-record.ts';
import { VstRecordBody } from './vst-record-body.tsx';
import { sendSections, VST_SECTIONS, vstSaveFailed } from './vst-section.ts';

/** The VST words of the case-module framework (spec 3 §2.5, §4.1, §5, §8). */
const VST_TEXTS: CaseModuleTexts = {
  leaveGuard: (titles) => M.leaveGuard(titles.join(', ')),
  validationFailed: M.validationFailed,
  conflict: { question: M.sectionConflict },
  noUnsavedChanges: 'There are no unsaved changes.',
};

const INVALIDATE_ON_SAVE = [vstKeys.dashboards];
/** The section a bare record URL opens (§2.5). */
const FIRST_SECTION = 'patient';

export const vstRecordHref = (kind: VstRecordKind, id: number, section?: string) =>
  kind === 'consult' ? paths.vst.consult.getHref(id, section) : paths.vst.followUp.getHref(id, section);

/**
 * /vst/consult/{id}/{section} and /vst/followup/{id}/{section} (spec 3 §2.5, §2.6): loads the
 * record, sends a bare URL to the patient section, and shows the record page.
 */
export function VstRecordPage({ kind }: { kind: VstRecordKind }) {
  const params = useParams();
  const location = useLocation();
  const id = Number(params.id);
  const segment = (params['*'] ?? '').split('/')[0] || undefined;
  const query = useVstRecord(kind, id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (!segment)
    return <Navigate replace to={`${vstRecordHref(kind, id, FIRST_SECTION)}${location.search}`} />;
  if (query.isError) {
    if (isApiRequestError(query.error) && query.error.status === 404) return <NotFoundPage />;
    return <Alert type="error" showIcon title="Unable to load the VST record." />;
  }
  if (!query.data) return <Spin />;
  return (
    <VstKindContext.Provider value={kind}>
      <LoadedRecord key={id} kind={kind} record={query.data} segment={segment} />
    </VstKindContext.Provider>
  );
}

function LoadedRecord({
  kind,
  record,
  segment,
}: {
  kind: VstRecordKind;
  record: VstRecord;
  segment: string;
}) {
  const user = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const transferRequested = useTransferRequested();
  const closed = vstRecordStatus(record) === 'CLOSED';
  const readOnlyUser = isReadOnly(user, 'vst');
  const readOnly = isVstRecordReadOnly(readOnlyUser, record, editing);
  useDocumentTitle(record.studyId);

  const sections = useMemo(() => {
    const all = VST_SECTIONS[kind];
    return VST_KINDS[kind].sections
      .filter((s) => (s.key !== 'patient-history' || !closed) && (s.key !== 'transfer' || transferRequested))
      .flatMap((s) => {
        const meta = all.get(s.key);
        return meta ? [meta] : [];
      });
  }, [kind, closed, transferRequested]);

  /** Save all (and Save and Exit, closing): one PUT with every section (§4.1). */
  const wholeCaseSave = useMemo<WholeCaseSave<VstRecord>>(() => {
    const dataOf = new Map(VST_KINDS[kind].sections.map((s) => [s.key as string, s.data]));
    return {
      send: (valuesByKey, ctx) => {
        const names: VstSectionName[] = [];
        const values: VstFormValues = {};
        for (const [key, form] of Object.entries(valuesByKey)) {
          const name = dataOf.get(key);
          if (!name) continue;
          names.push(name);
          values[name] = (form as VstFormValues)[name];
        }
        return sendSections(kind, names, values, ctx);
      },
      saved: M.consultSaved,
      failed: vstSaveFailed,
      conflict: { question: M.caseConflict },
    };
  }, [kind]);

  return (
    <CasePageProvider
      caseData={record}
      queryKey={vstKeys.record(kind, record.id)}
      readOnly={readOnly}
      texts={VST_TEXTS}
      sections={sections}
      basePath={vstRecordHref(kind, record.id)}
      layout="panels"
      invalidateOnSave={INVALIDATE_ON_SAVE}
      wholeCaseSave={wholeCaseSave}
    >
      <PageHeading title="VST" subtitle={<RecordTitle record={record} />} />
      {closed && !editing ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={M.recordReadOnly} />
      ) : null}
      <VstRecordBody
        segment={segment}
        closed={closed}
        canEditClosed={!readOnlyUser && canEditClosedVstRecords(user)}
        editing={editing}
        setEditing={setEditing}
        canDelete={canDeleteVstRecords(user)}
      />
    </CasePageProvider>
  );
}

/** The study ID and the patient's name. */
function RecordTitle({ record }: { record: VstRecord }) {
  const p = record.patient;
  return (
    <Typography.Text type="secondary">
      <strong data-testid="vst-study-id">{record.studyId}</strong>
      {` · ${p.lastName}, ${p.firstName}`}
    </Typography.Text>
  );
}
