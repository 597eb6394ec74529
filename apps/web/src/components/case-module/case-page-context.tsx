import type { QueryKey } from '@tanstack/react-query';
import { App } from 'antd';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ReadOnlyContext } from '../fields/read-only.ts';
import { useSingleFlight } from '../use-single-flight.ts';
import {
  type CaseModuleTexts,
  type CaseRecord,
  type CaseSectionMeta,
  type SaveMessages,
  type SendSave,
  sectionSegment,
} from './case-section.ts';
import { DraftKeeperContext } from './draft-keeper-context.ts';
import { DraftOffer } from './draft-offer.tsx';
import { RecordChangeBanner } from './record-change-banner.tsx';
import type { DraftKeeper } from './section-drafts.ts';
import { useCaseLeaveGuard } from './use-case-leave-guard.ts';
import { useCaseSaver } from './use-case-saver.ts';
import { useDraftKeeper } from './use-draft-keeper.ts';

export type { CaseModuleTexts };

/** A mounted section form, as the case page sees it (Save All, dirty markers, leave guard). */
export interface SectionHandle {
  dirty: boolean;
  /** Validates and saves; true when saved. */
  save: () => Promise<boolean>;
  /** Validates without sending: the schema's output, or null (errors shown, toast given). */
  validate: () => Promise<unknown | null>;
  /** Marks the form's current values as saved (after a whole-case save). */
  markSaved: () => void;
  /** Takes a fresh case's values and lays the form's unsaved edits over them (stale-form merge). */
  rebase?: (fresh: unknown) => void;
}

/**
 * Save All as one whole-case request (Telehealth's PUT /case, spec 2 §7.2) instead of one save per
 * edited section (the default, ECMO). Every mounted section is validated; `send` gets their
 * outputs keyed by section key. Use it with the panels layout, where every section is mounted (in
 * the cards layout a section mounts when first opened, so an unopened one would be missing).
 */
export interface WholeCaseSave<TCase> extends SaveMessages {
  send: SendSave<TCase, Record<string, unknown>>;
}

/** The page's layout of its sections: ECMO cards one at a time, or Telehealth's collapsible panels. */
export type CaseLayout = 'cards' | 'panels';

export interface CasePageValue<TCase extends CaseRecord = CaseRecord> {
  caseData: TCase;
  caseId: number;
  /** The case's TanStack Query key: saves read the freshest case from it and write answers into it. */
  queryKey: QueryKey;
  readOnly: boolean;
  texts: CaseModuleTexts;
  sections: readonly CaseSectionMeta<TCase>[];
  layout: CaseLayout;
  /** Called by section forms when their dirty flag or save function changes (null: unmounted). */
  register: (key: string, handle: SectionHandle | null) => void;
  /** Opens a section by key (navigates to `${basePath}/${segment}`). */
  openSection: (key: string) => void;
  /** Save All (single flight): true when everything was saved; `messages` replace the whole-case save's words. */
  saveAll: (messages?: Partial<SaveMessages>) => Promise<boolean>;
  /** The stale-form merge (VST §4.1): every edited section takes `fresh` with its edits laid over it. */
  rebaseDirty: (fresh: TCase) => void;
  /** Turns the leave guard off and forgets unsaved changes (after a delete, before navigating away). */
  allowLeave: () => void;
  /** Extra query keys refreshed after every save (the dashboards). */
  invalidateOnSave: readonly QueryKey[];
  /** The page's drafts (section forms report their edits to it); null when drafts are off. */
  drafts: DraftKeeper | null;
}

/**
 * What changes while the user types or saves: kept apart from CasePageValue so that a section
 * becoming dirty, or Save All running, re-renders only what shows it (the menu's markers and
 * buttons), not every mounted section form of the page.
 */
export interface CasePageState {
  /** The keys of the sections with unsaved changes. */
  dirtyKeys: ReadonlySet<string>;
  savingAll: boolean;
  /** Sections with restored draft values waiting for their form to mount (the outlet mounts them). */
  restoredKeys: ReadonlySet<string>;
}

const CasePageContext = createContext<CasePageValue | null>(null);
const CasePageStateContext = createContext<CasePageState | null>(null);

/** The case page around the sections; throws outside a CasePageProvider. */
export function useCasePage<TCase extends CaseRecord = CaseRecord>(): CasePageValue<TCase> {
  const value = useContext(CasePageContext);
  if (!value) throw new Error('CasePageProvider is missing');
  return value as unknown as CasePageValue<TCase>;
}

/** The page's changing state (dirty sections, Save All running); throws outside a CasePageProvider. */
export function useCasePageState(): CasePageState {
  const value = useContext(CasePageStateContext);
  if (!value) throw new Error('CasePageProvider is missing');
  return value;
}

export interface CasePageProviderProps<TCase extends CaseRecord> {
  caseData: TCase;
  queryKey: QueryKey;
  readOnly: boolean;
  texts: CaseModuleTexts;
  /** Every section in menu order (forms and other parts such as notes or transfer). */
  sections: readonly CaseSectionMeta<TCase>[];
  /** The case's base path: sections live under it and moving between them is not "leaving". */
  basePath: string;
  layout?: CaseLayout;
  invalidateOnSave?: readonly QueryKey[];
  /** Save All as one whole-case save; without it, each edited section saves in turn. */
  wholeCaseSave?: WholeCaseSave<TCase>;
  /**
   * The server's case module name ('ecmo', 'vst', ...): another user's change to the record is
   * announced, and the user's unsaved section edits are kept as drafts (section-drafts.ts).
   */
  liveModule?: string;
  children: ReactNode;
}

/**
 * Holds a loaded case for its sections (GUIDE §7): the registry of mounted section forms, Save
 * All, the dirty set for the menu markers, the leave guard with the area's question, and the
 * read-only flag for the field kit. The area's page loads the case, then renders this around its
 * header, menu (CaseSectionMenu) and sections (CaseSectionsOutlet).
 */
export function CasePageProvider<TCase extends CaseRecord>(props: CasePageProviderProps<TCase>) {
  const { caseData, queryKey, readOnly, texts, sections, basePath, wholeCaseSave } = props;
  const layout = props.layout ?? 'cards';
  const navigate = useNavigate();
  const { message } = App.useApp();
  const handles = useRef(new Map<string, SectionHandle>());
  const [dirtyKeys, setDirtyKeys] = useState<ReadonlySet<string>>(new Set());
  const [leaving, setLeaving] = useState(false);
  const invalidateOnSave = useMemo(() => props.invalidateOnSave ?? [], [props.invalidateOnSave]);
  const drafts = useDraftKeeper({
    module: props.liveModule,
    caseId: caseData.id,
    enabled: !readOnly,
    sectionKeys: useMemo(() => sections.map((s) => s.key), [sections]),
  });

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

  const openSection = useCallback(
    (key: string) => {
      const meta = sections.find((s) => s.key === key);
      navigate(`${basePath}/${meta ? sectionSegment(meta) : key}`);
    },
    [navigate, basePath, sections],
  );

  const allowLeave = useCallback(() => {
    setLeaving(true);
    setDirtyKeys(new Set());
  }, []);
  const leaveQuestion =
    typeof texts.leaveGuard === 'function'
      ? texts.leaveGuard(sections.filter((s) => dirtyKeys.has(s.key)).map((s) => s.title))
      : texts.leaveGuard;
  useCaseLeaveGuard(dirtyKeys.size > 0 && !leaving, basePath, leaveQuestion);

  const base = useMemo(
    () => ({ caseData, caseId: caseData.id, queryKey, texts, invalidateOnSave }),
    [caseData, queryKey, texts, invalidateOnSave],
  );
  const runSave = useCaseSaver<TCase>(base);
  /** Sections in menu order first, so Save All saves (and stops at) them in the order shown. */
  const ordered = useCallback(() => {
    const order = sections.map((s) => s.key);
    return [...handles.current.entries()].sort(
      ([a], [b]) => (order.indexOf(a) + 1 || 1e9) - (order.indexOf(b) + 1 || 1e9),
    );
  }, [sections]);

  const rebaseDirty = useCallback((fresh: TCase) => {
    for (const handle of handles.current.values()) if (handle.dirty) handle.rebase?.(fresh);
  }, []);

  const { run: saveAll, pending: savingAll } = useSingleFlight(
    async (messages?: Partial<SaveMessages>): Promise<boolean> => {
      if (wholeCaseSave) {
        const values: Record<string, unknown> = {};
        for (const [key, handle] of ordered()) {
          const output = await handle.validate();
          if (output === null) {
            openSection(key);
            return false;
          }
          values[key] = output;
        }
        const saved = await runSave({
          ...wholeCaseSave,
          ...messages,
          send: (ctx) => wholeCaseSave.send(values, ctx),
        });
        if (saved) for (const [, handle] of handles.current) handle.markSaved();
        return saved;
      }
      const dirty = ordered().filter(([, h]) => h.dirty);
      if (dirty.length === 0) {
        void message.info(texts.noUnsavedChanges);
        return true;
      }
      for (const [key, handle] of dirty) {
        if (!(await handle.save())) {
          openSection(key);
          return false;
        }
      }
      return true;
    },
  );

  const value = useMemo<CasePageValue<TCase>>(
    () => ({
      ...base,
      readOnly,
      sections,
      layout,
      register,
      openSection,
      saveAll,
      allowLeave,
      rebaseDirty,
      drafts: drafts.keeper,
    }),
    [
      base,
      readOnly,
      sections,
      layout,
      register,
      openSection,
      saveAll,
      allowLeave,
      rebaseDirty,
      drafts.keeper,
    ],
  );
  const restoredKeys = drafts.waiting;
  const state = useMemo<CasePageState>(
    () => ({ dirtyKeys, savingAll, restoredKeys }),
    [dirtyKeys, savingAll, restoredKeys],
  );
  return (
    <CasePageContext.Provider value={value as unknown as CasePageValue}>
      <CasePageStateContext.Provider value={state}>
        <ReadOnlyContext.Provider value={readOnly}>
          <DraftKeeperContext.Provider value={value.drafts}>
            {props.liveModule ? (
              <RecordChangeBanner
                module={props.liveModule}
                caseId={caseData.id}
                queryKey={queryKey}
                dirty={dirtyKeys.size > 0}
              />
            ) : null}
            {drafts.offer ? (
              <DraftOffer
                drafts={drafts.offer}
                onRestore={drafts.restore}
                onDiscard={drafts.discard}
                onClose={drafts.later}
              />
            ) : null}
            {props.children}
          </DraftKeeperContext.Provider>
        </ReadOnlyContext.Provider>
      </CasePageStateContext.Provider>
    </CasePageContext.Provider>
  );
}
