import { STROKE_MESSAGES as M } from '@scout/domain/stroke/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import {
  type CaseModuleTexts,
  CasePageProvider,
  type WholeCaseSave,
} from '../../../components/case-module/case-page-context.tsx';
import { CasePageLoader } from '../../../components/case-module/case-page-loader.tsx';
import type { CaseSectionMeta } from '../../../components/case-module/case-section.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { StrokeKindContext, useStrokeKind } from './kind-context.ts';
import { createLiveSections, LiveSectionsContext } from './live-sections.ts';
import { sendSections, strokeSaveFailed } from './section-factory.ts';
import type { StrokeFormValues, StrokeKind, StrokeRecord } from './stroke-kind.ts';

/** The stroke words of the case-module framework (spec 3 §2.5, §4.1, §5, §8). */
export const STROKE_TEXTS: CaseModuleTexts = {
  leaveGuard: (titles) => M.leaveGuard(titles.join(', ')),
  validationFailed: M.validationFailed,
  conflict: { question: M.sectionConflict },
  noUnsavedChanges: 'There are no unsaved changes.',
};

export function strokeRecordQueryOptions<R extends StrokeRecord>(
  api: ApiClient,
  kind: StrokeKind<R>,
  id: number,
) {
  return queryOptions({
    queryKey: kind.area.keys.record(kind.kind, id),
    queryFn: ({ signal }) => kind.load(api, id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** A record of a kind by id (GET): typed, not re-parsed (the server validates it on the way out). */
export function useStrokeRecord<R extends StrokeRecord>(kind: StrokeKind<R>, id: number) {
  return useQuery(strokeRecordQueryOptions(useApiClient(), kind, id));
}

/**
 * A record route (/vst/consult/{id}/{section}, /vst/vtisconsult/{id}/{section}, ...; spec 3
 * §2.1): loads the record, sends a bare URL to `firstSection` (keeping the query string), answers
 * the 404 page for a missing record, and renders the loaded record with the route's section.
 */
export function StrokeRecordRoute<R extends StrokeRecord>({
  kind,
  firstSection,
  hrefOf,
  render,
  loadFailed,
  refetchFailed,
}: {
  kind: StrokeKind<R>;
  firstSection: string;
  hrefOf: (id: number, section?: string) => string;
  render: (record: R, segment: string) => ReactNode;
  /** The area's load failure text (reperfusion: 'Error getting VST Reperfusion Case', §8.1). */
  loadFailed?: string;
  /** A failed reload of a record already shown (reperfusion: 'Unable to refetch reperfusion case', §8.1). */
  refetchFailed?: string;
}) {
  return (
    <CasePageLoader<R>
      queryKey={(id) => kind.area.keys.record(kind.kind, id)}
      load={(api, id, signal) => kind.load(api, id, signal)}
      hrefOf={hrefOf}
      loadFailed={loadFailed ?? `Unable to load the ${kind.label}.`}
      // A reload that fails (a live refresh, the safety poll) keeps the record on screen with the
      // user's unsaved edits, and says so: the form is not replaced by an error.
      refetchFailed={refetchFailed ?? `Unable to reload the ${kind.label}: showing it as last loaded.`}
      firstSection={firstSection}
      redirectBare
    >
      {({ record, segment }) => render(record, segment ?? firstSection)}
    </CasePageLoader>
  );
}

/**
 * The case page of a loaded stroke record (GUIDE §7): the framework's provider with the stroke
 * words, the kind's sections (`sections`: those the record's state shows, in sidebar order),
 * panels, the dashboards refreshed after each save, and Save all as one PUT with every section
 * (§4.1; Save and Exit and closing use it too). The kind is in context for the sections.
 */
export function StrokeRecordFrame<R extends StrokeRecord>({
  kind,
  record,
  readOnly,
  sections,
  basePath,
  children,
}: {
  kind: StrokeKind<R>;
  record: R;
  readOnly: boolean;
  sections: readonly CaseSectionMeta<StrokeRecord>[];
  basePath: string;
  children: ReactNode;
}) {
  const generic = kind as unknown as StrokeKind;
  const invalidateOnSave = useMemo(() => [kind.area.keys.dashboards], [kind]);
  const wholeCaseSave = useMemo<WholeCaseSave<StrokeRecord>>(() => {
    const dataOf = new Map(generic.sections.map((s) => [s.key, s.data]));
    return {
      send: (valuesByKey, ctx) => {
        const names: string[] = [];
        const values: StrokeFormValues = {};
        for (const [key, form] of Object.entries(valuesByKey)) {
          const name = dataOf.get(key);
          if (!name) continue;
          names.push(name);
          values[name] = (form as StrokeFormValues)[name];
        }
        return sendSections(generic, names, values, ctx);
      },
      saved: generic.messages.saved,
      failed: generic.messages.saveFailed ?? strokeSaveFailed,
      conflict: { question: M.caseConflict },
    };
  }, [generic]);
  // The sections as on screen, for each other's rules (issue 24 item 3); one set per record.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new record starts a new set.
  const liveSections = useMemo(() => createLiveSections(), [record.id]);
  return (
    <StrokeKindContext.Provider value={generic}>
      <LiveSectionsContext.Provider value={liveSections}>
        <CasePageProvider<StrokeRecord>
          caseData={record}
          queryKey={kind.area.keys.record(kind.kind, record.id)}
          readOnly={readOnly}
          texts={STROKE_TEXTS}
          sections={sections}
          basePath={basePath}
          layout="panels"
          invalidateOnSave={invalidateOnSave}
          wholeCaseSave={wholeCaseSave}
          {...(kind.liveModule ? { liveModule: kind.liveModule } : {})}
        >
          {children}
        </CasePageProvider>
      </LiveSectionsContext.Provider>
    </StrokeKindContext.Provider>
  );
}

/** The study ID (test id `<area>-study-id`) and the patient's name under the page title. */
export function StrokeRecordTitle({ record }: { record: StrokeRecord }) {
  const { area } = useStrokeKind();
  const p = record.patient;
  return (
    <Typography.Text type="secondary">
      <strong data-testid={`${area.name}-study-id`}>{record.studyId}</strong>
      {` · ${p.lastName}, ${p.firstName}`}
    </Typography.Text>
  );
}
