import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { type ApiClient, isApiRequestError } from '../../lib/api-client.ts';
import { useApiClient } from '../../lib/shell-services.tsx';
import { NotFoundPage } from '../not-found-page.tsx';

/** The route's place of a case whose rule sends it to the archive (ECMO: archived; Telehealth: closed). */
export interface CaseArchive<R> {
  /** The page is mounted on the archive route (…/archive/cases/{id}/*). */
  route: boolean;
  /** The area's rule: the case belongs to the archive. */
  isArchived: (record: R) => boolean;
  /** The archive path of a case, with an optional section. */
  hrefOf: (id: number, section?: string) => string;
}

/** What the loader hands the page: the record, the route's section and where the case lives. */
export interface LoadedCaseRecord<R> {
  record: R;
  /** The first path segment after the case (or `defaultSection` when there is none). */
  segment: string | undefined;
  /** On the archive route, or the case belongs to the archive. */
  archived: boolean;
  /** The case's base path: the archive one when `archived`, else the open one. */
  basePath: string;
}

/**
 * The loading frame of every case page (ECMO, Telehealth and the stroke records; GUIDE §7): reads
 * the id of the route, loads the case with the area's query (`queryKey` + `load`), and shows the
 * 404 page for a bad id or a missing case, the area's error for another failure, a spinner while
 * loading, then `children` with the loaded record, remounted per id.
 *
 * - `firstSection` with `redirectBare`: a bare case URL goes to that section, keeping the query
 *   string (the stroke records); without `redirectBare` it is the section a bare URL shows (ECMO).
 * - `refetchFailed`: a failed reload of a case already shown keeps it on screen under this warning
 *   (the stroke records); without it, the error replaces the page (ECMO, Telehealth).
 * - `archive`: a case that belongs to the archive but is open on the open route moves to the same
 *   section under the archive path (replacing the history entry); the archive route never moves.
 */
export function CasePageLoader<R extends { id: number }>({
  queryKey,
  load,
  hrefOf,
  loadFailed,
  refetchFailed,
  firstSection,
  redirectBare = false,
  archive,
  children,
}: {
  queryKey: (id: number) => QueryKey;
  load: (api: ApiClient, id: number, signal: AbortSignal) => Promise<R>;
  /** The open path of a case, with an optional section. */
  hrefOf: (id: number, section?: string) => string;
  /** The area's load failure text. */
  loadFailed: string;
  refetchFailed?: string;
  firstSection?: string;
  redirectBare?: boolean;
  archive?: CaseArchive<R>;
  children: (loaded: LoadedCaseRecord<R>) => ReactNode;
}) {
  const api = useApiClient();
  const params = useParams();
  const location = useLocation();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const routeSegment = (params['*'] ?? '').split('/')[0] || undefined;
  const query = useQuery({
    queryKey: queryKey(id),
    queryFn: ({ signal }) => load(api, id, signal),
    enabled: valid,
  });
  if (!valid) return <NotFoundPage />;
  if (!routeSegment && redirectBare && firstSection) {
    return <Navigate replace to={`${hrefOf(id, firstSection)}${location.search}`} />;
  }
  if (query.isError) {
    if (isApiRequestError(query.error) && query.error.status === 404) return <NotFoundPage />;
    if (!query.data || refetchFailed === undefined) return <Alert type="error" showIcon title={loadFailed} />;
  }
  if (!query.data) return <Spin />;
  return (
    <>
      {query.isError && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          data-testid="record-refetch-failed"
          title={refetchFailed}
        />
      )}
      <LoadedRecord
        key={id}
        record={query.data}
        segment={routeSegment ?? firstSection}
        hrefOf={hrefOf}
        archive={archive}
      >
        {children}
      </LoadedRecord>
    </>
  );
}

function LoadedRecord<R extends { id: number }>({
  record,
  segment,
  hrefOf,
  archive,
  children,
}: {
  record: R;
  segment: string | undefined;
  hrefOf: (id: number, section?: string) => string;
  archive: CaseArchive<R> | undefined;
  children: (loaded: LoadedCaseRecord<R>) => ReactNode;
}) {
  const navigate = useNavigate();
  const belongsToArchive = archive ? archive.isArchived(record) : false;
  const archived = (archive?.route ?? false) || belongsToArchive;
  const basePath = archived && archive ? archive.hrefOf(record.id) : hrefOf(record.id);

  // A case concluded or closed here (or elsewhere) belongs to the archive: its place is the archive
  // path, where the menu shows the archive, not the open-case URL it was concluded under.
  const moveTo = archive && !archive.route && belongsToArchive ? archive.hrefOf(record.id, segment) : null;
  useEffect(() => {
    if (moveTo) navigate(moveTo, { replace: true });
  }, [moveTo, navigate]);

  return children({ record, segment, archived, basePath });
}
