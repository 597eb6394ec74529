import { canDeleteVstRecords, canEditClosedVstRecords, isReadOnly } from '@scout/domain/access/rules';
import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { isVstRecordReadOnly, vstRecordStatus } from '@scout/domain/vst/rules';
import { Alert } from 'antd';
import { useMemo, useState } from 'react';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { StrokeRecordBody } from '../../stroke/record/record-body.tsx';
import { StrokeRecordFrame, StrokeRecordRoute, StrokeRecordTitle } from '../../stroke/record/record-page.tsx';
import { strokeSectionsOf } from '../../stroke/record/section-factory.ts';
import { useDeleteVstRecord } from '../api/record-actions.ts';
import type { VstRecordKind } from '../api/vst-api.ts';
import { useTransferRequested } from './parts.tsx';
import { VST_KINDS, type VstRecord } from './vst-record.ts';
import { VST_RECORD_PARTS } from './vst-record-parts.tsx';

/** The section a bare record URL opens (§2.5). */
const FIRST_SECTION = 'patient';

export const vstRecordHref = (kind: VstRecordKind, id: number, section?: string) =>
  kind === 'consult' ? paths.vst.consult.getHref(id, section) : paths.vst.followUp.getHref(id, section);

/**
 * /vst/consult/{id}/{section} and /vst/followup/{id}/{section} (spec 3 §2.5, §2.6): the shared
 * stroke record route (a bare URL goes to the patient section) and page.
 */
export function VstRecordPage({ kind }: { kind: VstRecordKind }) {
  return (
    <StrokeRecordRoute<VstRecord>
      kind={VST_KINDS[kind] as never}
      firstSection={FIRST_SECTION}
      hrefOf={(id, section) => vstRecordHref(kind, id, section)}
      render={(record, segment) => (
        <LoadedRecord key={record.id} kind={kind} record={record} segment={segment} />
      )}
    />
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
  const remove = useDeleteVstRecord(kind, record.id);
  const closed = vstRecordStatus(record) === 'CLOSED';
  const readOnlyUser = isReadOnly(user, 'vst');
  const readOnly = isVstRecordReadOnly(readOnlyUser, record, editing);
  useDocumentTitle(record.studyId);

  const sections = useMemo(() => {
    const all = strokeSectionsOf(VST_KINDS[kind]);
    return VST_KINDS[kind].sections
      .filter((s) => (s.key !== 'patient-history' || !closed) && (s.key !== 'transfer' || transferRequested))
      .flatMap((s) => {
        const meta = all.get(s.key);
        return meta ? [meta] : [];
      });
  }, [kind, closed, transferRequested]);

  return (
    <StrokeRecordFrame
      kind={VST_KINDS[kind]}
      record={record}
      readOnly={readOnly}
      sections={sections}
      basePath={vstRecordHref(kind, record.id)}
    >
      <PageHeading title="VST" subtitle={<StrokeRecordTitle record={record} />} />
      {closed && !editing ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={M.recordReadOnly} />
      ) : null}
      <StrokeRecordBody
        segment={segment}
        parts={VST_RECORD_PARTS}
        showSaveAll={!closed}
        canEditClosed={closed && !readOnlyUser && canEditClosedVstRecords(user)}
        editing={editing}
        setEditing={setEditing}
        remove={canDeleteVstRecords(user) ? (reason) => remove.mutateAsync(reason) : undefined}
        dashboardHref={paths.vst.consults.getHref()}
      />
    </StrokeRecordFrame>
  );
}
