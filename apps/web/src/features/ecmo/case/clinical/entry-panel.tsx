import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import { App, Button, Card, Empty, Space, Table, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useId, useRef } from 'react';
import { type FieldValues, type Path, useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useCasePage } from '../../../../components/case-module/case-page-context.tsx';
import {
  placeServerFieldErrors,
  scrollToFirstError,
} from '../../../../components/case-module/form-errors.ts';
import { useCaseSave } from '../../../../components/case-module/use-case-save.ts';
import { useSingleFlight } from '../../../../components/use-single-flight.ts';
import { type CaseSectionPath, sendEcmoSection } from '../../api/save-case-section.ts';

type Entry = Record<string, unknown>;

export interface EntryPanelProps {
  title: string;
  /** 'observations', 'bloodGas' or 'investigations': the form holds `${listKey}.current`. */
  listKey: string;
  commitPath: CaseSectionPath;
  /** The complete-entry schema of a commit. */
  entrySchema: z.ZodType;
  hasRequiredData: (entry: Entry | null | undefined) => boolean;
  /** Why Commit is disabled for an entry that has values (null when it can commit or is empty). */
  commitHint: (entry: Entry | null | undefined) => string | null;
  committed: readonly Entry[];
  columns: TableColumnsType<Entry>;
  emptyText: string;
  committedMessage: string;
  commitFailedMessage: string;
  /** True while a new entry is open (Save is disabled then, spec 2 §4.3). */
  adding: boolean;
  onAddingChange: (adding: boolean) => void;
  children: ReactNode;
}

/**
 * A draft-and-commit list of spec 2 §4.3 (observations, blood gases, investigations): the current
 * entry is edited in the section form; Commit sends it complete (the commit schema) and the server
 * moves it to the history. Add New appears once the current entry has its required data and opens a
 * blank entry, keeping the previous one in memory: Cancel brings it back, and it also comes back
 * as the draft after the new entry is committed, so nothing typed is lost.
 */
export function EntryPanel(props: EntryPanelProps) {
  const { readOnly } = useCasePage<EcmoCase>();
  const { message } = App.useApp();
  const runSave = useCaseSave<EcmoCase>();
  const form = useFormContext<FieldValues>();
  const name = `${props.listKey}.current` as Path<FieldValues>;
  const current = useWatch({ control: form.control, name }) as Entry | null | undefined;
  const stashed = useRef<Entry | null>(null);
  const complete = props.hasRequiredData(current);
  // A disabled Commit says why (issue 24): the required fields still missing.
  const hint = complete ? null : props.commitHint(current);
  const hintId = useId();

  const replaceCurrent = (entry: Entry | null) => {
    form.resetField(name, { defaultValue: entry as never });
    form.setValue(name, entry as never);
  };

  // One commit at a time: a double-click must not commit the entry twice.
  const { run: doCommit, pending: committing } = useSingleFlight(async () => {
    const parsed = props.entrySchema.safeParse(current ?? {});
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        form.setError(`${name}.${issue.path.join('.')}` as Path<FieldValues>, {
          type: 'commit',
          message: issue.message,
        });
      }
      void message.error(props.commitFailedMessage);
      scrollToFirstError();
      return;
    }
    const committed = await runSave({
      send: (ctx) => sendEcmoSection(props.commitPath)({ entry: parsed.data }, ctx),
      saved: props.committedMessage,
      failed: props.commitFailedMessage,
      onError: (error) => placeServerFieldErrors(form, error, (f) => f.replace(/^entry\./, `${name}.`)),
    });
    if (!committed) return;
    // The committed entry leaves the draft; a draft kept aside by Add New comes back.
    replaceCurrent(props.adding ? stashed.current : null);
    stashed.current = null;
    props.onAddingChange(false);
  });

  return (
    <Card size="small" title={props.title} style={{ marginBottom: 16 }}>
      {props.committed.length ? (
        // A wide table of readings with nothing to focus inside: the region scrolls sideways, so
        // it takes focus itself and keyboard users can scroll it (WCAG 2.1.1, axe
        // scrollable-region-focusable).
        <section
          aria-label={props.title}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
          tabIndex={0}
          style={{ overflowX: 'auto', marginBottom: 12 }}
        >
          <Table
            size="small"
            rowKey={(row, i) => String(row.id ?? i)}
            pagination={false}
            tableLayout="auto"
            dataSource={[...props.committed].reverse()}
            columns={props.columns}
            style={{ minWidth: 'max-content' }}
          />
        </section>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText} />
      )}
      {readOnly ? null : (
        <>
          {props.children}
          <Space>
            <Button
              type="primary"
              onClick={() => void doCommit()}
              loading={committing}
              disabled={!complete || committing}
              aria-describedby={hint ? hintId : undefined}
            >
              Commit
            </Button>
            {hint ? (
              <Typography.Text type="secondary" id={hintId}>
                {hint}
              </Typography.Text>
            ) : null}
            {!props.adding && complete ? (
              <Button
                onClick={() => {
                  stashed.current = (current ?? null) as Entry | null;
                  replaceCurrent(null);
                  props.onAddingChange(true);
                }}
              >
                Add New
              </Button>
            ) : null}
            {props.adding ? (
              <Button
                onClick={() => {
                  replaceCurrent(stashed.current);
                  stashed.current = null;
                  props.onAddingChange(false);
                }}
              >
                Cancel
              </Button>
            ) : null}
          </Space>
        </>
      )}
    </Card>
  );
}
