import { ArrowLeftOutlined, DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { canDeleteCases } from '@scout/domain/access/rules';
import { ECMO_CASE_SECTIONS, isEcmoCaseId } from '@scout/domain/ecmo/case-options';
import { isCaseReadOnly } from '@scout/domain/ecmo/case-rules';
import { Alert, App, Col, Grid, Menu, Row, Spin } from 'antd';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { useSingleFlight } from '../../../components/use-single-flight.ts';
import { paths } from '../../../config/paths.ts';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useEcmoCase } from '../api/get-case.ts';
import { CaseContext, type CaseContextValue, type SectionHandle } from '../case/case-context.tsx';
import { CaseHeader } from '../case/case-header.tsx';
import { CaseSections } from '../case/case-sections.tsx';
import { DeleteCaseDialog } from '../case/delete-case-dialog.tsx';
import { useCaseLeaveGuard } from '../case/use-leave-guard.ts';
import { ReadOnlyContext } from '../forms/fields.tsx';

const SECTION_KEYS: readonly string[] = ECMO_CASE_SECTIONS.map((s) => s.key);

/**
 * /ecmo/cases/{id}/* and /ecmo/archive/cases/{id}/* (spec 2 §2.1): side menu of sections, Save
 * All, Delete (system admins) and Back; the case header; the section of the sub-route (the base
 * path shows the referrer). Every section form stays mounted so switching sections keeps unsaved
 * edits and Save All can save them all; the leave guard asks before leaving the case.
 */
export function EcmoCasePage({ archivedRoute }: { archivedRoute: boolean }) {
  const params = useParams();
  const id = Number(params.id);
  const query = useEcmoCase(id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (query.isError) {
    if (isApiRequestError(query.error) && query.error.status === 404) return <NotFoundPage />;
    return <Alert type="error" showIcon title="Unable to load the ECMO case." />;
  }
  if (!query.data) return <Spin />;
  return <LoadedCase key={id} archivedRoute={archivedRoute} ecmoCase={query.data} />;
}

function LoadedCase({
  archivedRoute,
  ecmoCase,
}: {
  archivedRoute: boolean;
  ecmoCase: NonNullable<ReturnType<typeof useEcmoCase>['data']>;
}) {
  const user = useCurrentUser();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const params = useParams();
  const section = (params['*'] ?? '').split('/')[0] || 'referrer';
  const archived = archivedRoute || ecmoCase.archived;
  const readOnly = archivedRoute || isCaseReadOnly(user, ecmoCase);
  const base = archived ? paths.ecmo.archivedCase.getHref(ecmoCase.id) : paths.ecmo.case.getHref(ecmoCase.id);
  const backHref = archived ? paths.ecmo.archive.getHref() : paths.ecmo.cases.getHref();
  useDocumentTitle(ecmoCase.caseId);

  // Side menu from lg up; across the top (wrapping, every label whole) on narrower screens.
  const wide = Grid.useBreakpoint().lg ?? true;
  const handles = useRef(new Map<string, SectionHandle>());
  const [dirtyKeys, setDirtyKeys] = useState<ReadonlySet<string>>(new Set());
  const register = useCallback((key: string, handle: SectionHandle | null) => {
    if (handle) handles.current.set(key, handle);
    else handles.current.delete(key);
    setDirtyKeys((prev) => {
      const isDirty = !!handle?.dirty;
      if (prev.has(key) === isDirty) return prev;
      const next = new Set(prev);
      if (isDirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const openSection = useCallback((next: string) => navigate(`${base}/${next}`), [navigate, base]);
  const [deleting, setDeleting] = useState(false);
  const leaving = useRef(false);
  useCaseLeaveGuard(dirtyKeys.size > 0 && !leaving.current, base);

  // A case concluded here (or elsewhere) is archived: its place is the archive, where the menu
  // shows Archived Cases, not the open-case URL it was concluded under. After the leave guard, so
  // the guard already judges by the archive base (a move within the case is never blocked).
  const movedToArchive = !archivedRoute && ecmoCase.archived;
  useEffect(() => {
    if (movedToArchive) navigate(paths.ecmo.archivedCase.getHref(ecmoCase.id, section), { replace: true });
  }, [movedToArchive, navigate, ecmoCase.id, section]);

  // Save All runs once at a time (a double-click must not save a section twice).
  const { run: saveAll, pending: savingAll } = useSingleFlight(async () => {
    const dirty = [...handles.current.entries()].filter(([, h]) => h.dirty);
    if (dirty.length === 0) {
      void message.info('There are no unsaved changes.');
      return;
    }
    for (const [key, handle] of dirty) {
      if (!(await handle.save())) {
        openSection(key);
        return;
      }
    }
  });

  const context: CaseContextValue = useMemo(
    () => ({ ecmoCase, caseId: ecmoCase.id, readOnly, register, openSection }),
    [ecmoCase, readOnly, register, openSection],
  );

  const items: { key: string; label: ReactNode; icon?: ReactNode; danger?: boolean; disabled?: boolean }[] =
    ECMO_CASE_SECTIONS.map((s) => ({ key: s.key, label: dirtyKeys.has(s.key) ? `${s.label} *` : s.label }));
  if (!readOnly) {
    items.push({
      key: 'save-all',
      label: 'Save All',
      icon: <SaveOutlined aria-hidden />,
      disabled: savingAll,
    });
  }
  // Delete: system admins only (spec 2 §6), for ECMO-prefixed case ids (§5.6).
  if (canDeleteCases(user) && isEcmoCaseId(ecmoCase.caseId)) {
    items.push({ key: 'delete', label: 'Delete', icon: <DeleteOutlined aria-hidden />, danger: true });
  }
  items.push({ key: 'back', label: 'Back', icon: <ArrowLeftOutlined aria-hidden /> });

  return (
    <CaseContext.Provider value={context}>
      <CaseHeader ecmoCase={ecmoCase} />
      {readOnly ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="This case is read-only." />
      ) : null}
      <Row gutter={16}>
        <Col xs={24} lg={6} xl={5}>
          <Menu
            aria-label="Case sections"
            className="scout-section-menu"
            mode={wide ? 'inline' : 'horizontal'}
            disabledOverflow
            selectedKeys={[SECTION_KEYS.includes(section) ? section : 'referrer']}
            items={items}
            onClick={({ key }) => {
              if (key === 'save-all') void saveAll();
              else if (key === 'delete') setDeleting(true);
              else if (key === 'back') navigate(backHref);
              else openSection(key);
            }}
          />
        </Col>
        <Col xs={24} lg={18} xl={19}>
          <ReadOnlyContext.Provider value={readOnly}>
            <CaseSections section={section} />
          </ReadOnlyContext.Provider>
        </Col>
      </Row>
      {deleting ? (
        <DeleteCaseDialog
          caseId={ecmoCase.id}
          caseLabel={ecmoCase.caseId}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            leaving.current = true;
            setDirtyKeys(new Set());
            void message.success(`${ecmoCase.caseId} has been deleted.`);
            setTimeout(() => navigate(backHref), 0);
          }}
        />
      ) : null}
    </CaseContext.Provider>
  );
}

export function OpenCasePage() {
  return <EcmoCasePage archivedRoute={false} />;
}
export function ArchivedCasePage() {
  return <EcmoCasePage archivedRoute />;
}
