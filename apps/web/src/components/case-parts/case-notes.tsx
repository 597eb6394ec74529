import type { CaseNote, CaseNoteValues } from '@scout/domain/cases/case-note.schema';
import { CASE_MESSAGES as M } from '@scout/domain/cases/messages';
import { PART_DRAFT_KEYS, type SectionDraft } from '@scout/domain/cases/section-draft';
import { Alert, App, Button, Card, Descriptions, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { DraftOffer } from '../case-module/draft-offer.tsx';
import type { DraftValues } from '../case-module/section-drafts.ts';
import { usePartDrafts } from '../case-module/use-part-draft.ts';
import { isConflict, useOverwriteConfirm } from '../use-overwrite-confirm.ts';
import type { CaseModule } from './api/case-parts-api.ts';
import { useCaseNotesQuery } from './api/list-case-notes.ts';
import { useSaveCaseNote } from './api/save-case-note.ts';
import { CaseNoteForm } from './case-note-form.tsx';

interface CaseNotesProps {
  module: CaseModule;
  caseId: number;
  /** Read-only users and archived cases see the notes without Add and Edit (spec 2 §6). */
  readOnly: boolean;
  /** The area's own toasts for a saved note and a failed save (spec 2 §8.1 for ECMO). */
  toasts: { saved: string; saveFailed: string };
}

const isNoteDraft = (key: string) => key.startsWith('notes-');
const draftKeyOf = (editing: CaseNote | 'new') =>
  editing === 'new' ? PART_DRAFT_KEYS.newNote : PART_DRAFT_KEYS.editedNote(editing.id);
/** The latest draft first. */
const byTime = (a: SectionDraft, b: SectionDraft) => Date.parse(b.savedAt) - Date.parse(a.savedAt);

/**
 * The notes of a case (spec 2 §4.8), newest first, with Add and Edit in a dialog. The toasts are
 * the area's (its mount passes them). Never-lost drafts (case-module README §3a): the dialog's
 * unsaved note is kept as the author's draft ('notes-new', or 'notes-{id}' for an edit); closed
 * without saving, it is kept, and the dialog opens with it again. The drafts found when the case
 * opened are offered here (Restore reopens the dialog with them, the latest first).
 */
export function CaseNotes({ module, caseId, readOnly, toasts }: CaseNotesProps) {
  const notes = useCaseNotesQuery(module, caseId);
  const save = useSaveCaseNote(module, caseId);
  const { message } = App.useApp();
  const confirmOverwrite = useOverwriteConfirm();
  const [editing, setEditing] = useState<CaseNote | 'new' | null>(null);
  const drafts = usePartDrafts(isNoteDraft);
  /** Unsaved notes by draft key (restored, or kept when their dialog closed): the dialog opens with them. */
  const [kept, setKept] = useState<Readonly<Record<string, DraftValues>>>({});
  const keep = (key: string, values: DraftValues | null) =>
    setKept(({ [key]: _gone, ...rest }) => (values ? { ...rest, [key]: values } : rest));

  const noteOfDraft = (key: string) => notes.data?.find((n) => PART_DRAFT_KEYS.editedNote(n.id) === key);
  const restore = () => {
    const found = drafts.take().sort(byTime);
    const open = found.map((d) => (d.section === PART_DRAFT_KEYS.newNote ? 'new' : noteOfDraft(d.section)));
    // A draft of a note no longer listed has nothing to go back to.
    const gone = found.filter((_, i) => !open[i]).map((d) => d.section);
    if (gone.length) drafts.keeper?.discard(gone);
    setKept((prev) => ({ ...prev, ...Object.fromEntries(found.map((d) => [d.section, d.values])) }));
    setEditing(open.find((o) => o !== undefined) ?? null);
  };

  const onSubmit = async (values: CaseNoteValues) => {
    const noteId = editing && editing !== 'new' ? editing.id : undefined;
    const key = editing ? draftKeyOf(editing) : null;
    const send = async (body: CaseNoteValues) => {
      await save.mutateAsync({ noteId, body });
      if (key) {
        drafts.keeper?.saved(key);
        keep(key, null);
      }
      void message.success(toasts.saved);
      setEditing(null);
    };
    try {
      await send(values);
    } catch (error) {
      if (isConflict(error)) {
        confirmOverwrite(() =>
          send({ ...values, forceUpdate: true }).catch(() => message.error(toasts.saveFailed)),
        );
        return;
      }
      void message.error(toasts.saveFailed);
      throw error;
    }
  };

  return (
    <Card
      title="Notes"
      extra={
        !readOnly && (
          <Button type="primary" onClick={() => setEditing('new')}>
            Add Note
          </Button>
        )
      }
    >
      {notes.isPending ? (
        <Spin />
      ) : notes.isError ? (
        <Alert type="error" showIcon title="Unable to load the case notes." />
      ) : notes.data.length === 0 ? (
        <Empty description={M.noCaseNotes} />
      ) : (
        <Flex vertical gap={16}>
          {notes.data.map((note) => (
            <CaseNoteCard key={note.id} note={note} onEdit={readOnly ? undefined : () => setEditing(note)} />
          ))}
        </Flex>
      )}
      {editing && (
        <CaseNoteForm
          key={draftKeyOf(editing)}
          note={editing === 'new' ? null : editing}
          onSubmit={onSubmit}
          onClose={(unsaved) => {
            keep(draftKeyOf(editing), unsaved);
            setEditing(null);
          }}
          draft={{ keeper: drafts.keeper, key: draftKeyOf(editing), restored: kept[draftKeyOf(editing)] }}
        />
      )}
      {drafts.offer && !readOnly && notes.isSuccess && !editing ? (
        <DraftOffer
          drafts={drafts.offer}
          onRestore={restore}
          onDiscard={drafts.discard}
          onClose={drafts.later}
        />
      ) : null}
    </Card>
  );
}

function CaseNoteCard({ note, onEdit }: { note: CaseNote; onEdit: (() => void) | undefined }) {
  return (
    <Card
      size="small"
      data-testid="case-note"
      title={
        <Flex gap={8} align="center">
          <Tag color="blue">{note.typeOfNote}</Tag>
          <span>{formatDateTime(note.conversationDateTime)}</span>
        </Flex>
      }
      extra={onEdit && <Button onClick={onEdit}>Edit</Button>}
    >
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        {note.conversationWith && (
          <Descriptions.Item label="Conversation With">{note.conversationWith}</Descriptions.Item>
        )}
        {note.vroundChange && (
          <Descriptions.Item label="Change occurred">{note.vroundChange}</Descriptions.Item>
        )}
        <Descriptions.Item label="Created">
          {formatDateTime(note.createdOn)} by {note.createdBy}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
        {note.note}
      </Typography.Paragraph>
    </Card>
  );
}
