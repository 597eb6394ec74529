import type { CaseNote, CaseNoteValues } from '@scout/domain/cases/case-note.schema';
import { CASE_MESSAGES as M } from '@scout/domain/cases/messages';
import { Alert, App, Button, Card, Descriptions, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
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

/**
 * The notes of a case (spec 2 §4.8), newest first, with Add and Edit in a dialog. The toasts are
 * the area's (its mount passes them).
 */
export function CaseNotes({ module, caseId, readOnly, toasts }: CaseNotesProps) {
  const notes = useCaseNotesQuery(module, caseId);
  const save = useSaveCaseNote(module, caseId);
  const { message } = App.useApp();
  const confirmOverwrite = useOverwriteConfirm();
  const [editing, setEditing] = useState<CaseNote | 'new' | null>(null);

  const onSubmit = async (values: CaseNoteValues) => {
    const noteId = editing && editing !== 'new' ? editing.id : undefined;
    const send = async (body: CaseNoteValues) => {
      await save.mutateAsync({ noteId, body });
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
          note={editing === 'new' ? null : editing}
          onSubmit={onSubmit}
          onClose={() => setEditing(null)}
        />
      )}
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
