import { REPERFUSION_MESSAGES as M } from '@scout/domain/reperfusion/messages';
import {
  newPatientNoteSchema,
  PATIENT_NOTE_APPLICATION,
  type PatientNote,
} from '@scout/domain/reperfusion/patient-note.schema';
import { needsCancelConfirmation, noteHistory } from '@scout/domain/reperfusion/patient-notes';
import { Alert, App, Button, Card, Empty, Flex, Form, Input, List, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useCasePage } from '../../../../components/case-module/case-page-context.tsx';
import { SectionPanel } from '../../../../components/case-module/section-panel.tsx';
import { isConflict, useOverwriteConfirm } from '../../../../components/use-overwrite-confirm.ts';
import { formatDateTime } from '../../../../lib/dates.ts';
import { usePatientNotes, useSavePatientNote } from '../../api/patient-notes.ts';
import type { ReperfusionRecord } from '../reperfusion-kind.ts';

/** A note box's height (issue 14: the new note box has 6 rows). */
const NOTE_ROWS = 6;

/** The content rule of the domain (§5.10): "New note must have content", at most 10,000 letters. */
function contentError(text: string): string | null {
  const result = newPatientNoteSchema.shape.content.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? M.noteContentRequired);
}

type SaveNote = ReturnType<typeof useSavePatientNote>;

/**
 * A save with the notes' failure words (§8.1 "Error saving new note") and, for an edit answered
 * 409 (another user edited it since), the forced-overwrite question (GUIDE §3.4).
 */
function useNoteSaver(save: SaveNote) {
  const { message } = App.useApp();
  const confirmOverwrite = useOverwriteConfirm();
  return async (request: Parameters<SaveNote['mutateAsync']>[0]): Promise<boolean> => {
    const failed = () => {
      void message.error(M.noteSaveFailed);
      return false;
    };
    try {
      await save.mutateAsync(request);
      return true;
    } catch (error) {
      if (isConflict(error) && request.noteId !== undefined) {
        const forced = { ...request, body: { ...request.body, forceUpdate: true } };
        const done = await confirmOverwrite(() => save.mutateAsync(forced).then(() => true, failed));
        return done === true;
      }
      return failed();
    }
  };
}

/**
 * Comments (spec 3 §2.11, §4.9, §5.10): the case's patient notes, newest first, each with its
 * history (Created, then each Edited, with the author); a new note box (6 rows; "New note must
 * have content") and Edit, whose Cancel asks before discarding an edited text. Read users see the
 * notes only (§6: "Read users cannot edit notes").
 */
export function CommentsSection() {
  const { caseData, readOnly } = useCasePage<ReperfusionRecord>();
  const notes = usePatientNotes(caseData.patientProfileId, caseData.id);
  const save = useSavePatientNote(caseData.patientProfileId, caseData.id);
  const saveNote = useNoteSaver(save);
  let list: React.ReactNode;
  if (notes.isPending) list = <Spin />;
  else if (notes.isError) list = <Alert type="error" showIcon title={M.notesLoadFailed} />;
  else if (notes.data.length === 0) list = <Empty description={M.noNotes} />;
  else
    list = (
      <Flex vertical gap={12}>
        {notes.data.map((note) => (
          <NoteCard key={note.id} note={note} readOnly={readOnly} saveNote={saveNote} />
        ))}
      </Flex>
    );
  return (
    <SectionPanel sectionKey="comments" title="Comments">
      {readOnly ? null : (
        <NewNote
          saving={save.isPending}
          add={(content) =>
            saveNote({
              body: {
                patientProfileId: caseData.patientProfileId,
                application: PATIENT_NOTE_APPLICATION,
                foreignId: caseData.id,
                content,
                metadataJson: null,
              },
            })
          }
        />
      )}
      {list}
    </SectionPanel>
  );
}

function NewNote({ add, saving }: { add: (content: string) => Promise<boolean>; saving: boolean }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const problem = contentError(text);
    setError(problem);
    if (problem) return;
    if (await add(text)) setText('');
  };
  return (
    <Form layout="vertical" component="div" style={{ marginBottom: 16 }}>
      <Form.Item
        label="New note"
        htmlFor="reperfusion-new-note"
        validateStatus={error ? 'error' : undefined}
        help={error}
      >
        <Input.TextArea
          id="reperfusion-new-note"
          rows={NOTE_ROWS}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
        />
      </Form.Item>
      <Button type="primary" loading={saving} onClick={() => void submit()}>
        Add Note
      </Button>
    </Form>
  );
}

function NoteHistory({ note }: { note: PatientNote }) {
  const entries = noteHistory(note);
  return (
    <List
      size="small"
      aria-label="Note history"
      dataSource={entries}
      renderItem={(entry) => (
        <List.Item>
          <Typography.Text type="secondary">
            {`${entry.action} ${formatDateTime(entry.at)} by ${entry.by}`}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}

function NoteCard({
  note,
  readOnly,
  saveNote,
}: {
  note: PatientNote;
  readOnly: boolean;
  saveNote: (request: Parameters<SaveNote['mutateAsync']>[0]) => Promise<boolean>;
}) {
  const { modal } = App.useApp();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const close = () => {
    setDraft(null);
    setError(null);
  };
  const cancel = () => {
    if (draft !== null && needsCancelConfirmation(note.content, draft))
      modal.confirm({ title: M.noteCancelConfirm, okText: 'Yes', cancelText: 'No', onOk: close });
    else close();
  };
  const save = async () => {
    if (draft === null) return;
    const problem = contentError(draft);
    setError(problem);
    if (problem) return;
    setSaving(true);
    const saved = await saveNote({
      noteId: note.id,
      body: { content: draft, metadataJson: note.metadataJson, lastModified: note.lastModified },
    });
    setSaving(false);
    if (saved) close();
  };
  return (
    <Card
      size="small"
      data-testid="patient-note"
      extra={readOnly || draft !== null ? null : <Button onClick={() => setDraft(note.content)}>Edit</Button>}
      title={`${formatDateTime(note.createdOn)} · ${note.createdBy}`}
    >
      {draft === null ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{note.content}</Typography.Paragraph>
      ) : (
        <Form layout="vertical" component="div">
          <Form.Item
            label="Edit note"
            htmlFor={`reperfusion-note-${note.id}`}
            validateStatus={error ? 'error' : undefined}
            help={error}
          >
            <Input.TextArea
              id={`reperfusion-note-${note.id}`}
              rows={NOTE_ROWS}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
          </Form.Item>
          <Space>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              Save
            </Button>
            <Button onClick={cancel}>Cancel</Button>
          </Space>
        </Form>
      )}
      <NoteHistory note={note} />
    </Card>
  );
}
