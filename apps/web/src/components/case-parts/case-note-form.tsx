import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CaseNote,
  type CaseNoteInput,
  type CaseNoteValues,
  caseNoteSchema,
} from '@scout/domain/cases/case-note.schema';
import { NOTE_TYPES, VROUND_CHANGES } from '@scout/domain/cases/case-options';
import { CASE_LIMITS } from '@scout/domain/cases/limits';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../lib/server-field-errors.ts';
import type { DraftKeeper, DraftValues } from '../case-module/section-drafts.ts';
import { formDraftValues, useFormDraft } from '../case-module/use-part-draft.ts';
import { DateTimeInput } from '../date-time-input.tsx';
import { ignoringHiddenFields } from '../hidden-fields-resolver.ts';

const KNOWN_FIELDS = [
  'typeOfNote',
  'conversationDateTime',
  'conversationWith',
  'vroundChange',
  'note',
] as const;

const emptyNote = (): CaseNoteInput => ({
  typeOfNote: 'Progress',
  conversationDateTime: new Date().toISOString(),
  conversationWith: null,
  vroundChange: null,
  note: '',
});

const fromNote = (note: CaseNote): CaseNoteInput => ({
  typeOfNote: note.typeOfNote,
  conversationDateTime: note.conversationDateTime,
  conversationWith: note.conversationWith,
  vroundChange: note.vroundChange,
  note: note.note,
  lastModified: note.lastModified,
});

interface CaseNoteFormProps {
  /** The note being edited, or null for a new one. */
  note: CaseNote | null;
  onSubmit: (values: CaseNoteValues) => Promise<unknown>;
  /** Closed without saving: with the unsaved edits (null: none), which the page keeps. */
  onClose: (unsaved: DraftValues | null) => void;
  /**
   * Never-lost drafts (case-module README §3a): the page's keeper, this note's draft key
   * ('notes-new', 'notes-{id}') and the edits to lay over the note when the dialog opens.
   */
  draft?: { keeper: DraftKeeper | null; key: string; restored?: DraftValues | undefined };
}

/**
 * Add or edit a case note (spec 2 §4.8, §5.4) in a dialog. Conversation With shows (and is
 * required) for Conversation notes, the Vround change for Vround notes; the domain schema clears
 * the other one. Server field errors land on the fields.
 */
export function CaseNoteForm({ note, onSubmit, onClose, draft }: CaseNoteFormProps) {
  const form = useForm<CaseNoteInput, unknown, CaseNoteValues>({
    resolver: ignoringHiddenFields(zodResolver(caseNoteSchema)),
    defaultValues: note ? fromNote(note) : emptyNote(),
  });
  const { control, handleSubmit, watch, setError, formState } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const type = watch('typeOfNote');
  useFormDraft(draft?.keeper ?? null, draft?.key ?? null, form, draft?.restored);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormError(applyServerFieldErrors(error, setError, KNOWN_FIELDS));
    }
  });

  const itemProps = (name: (typeof KNOWN_FIELDS)[number]) => ({
    validateStatus: formState.errors[name] ? ('error' as const) : undefined,
    help: formState.errors[name]?.message,
    htmlFor: `case-note-${name}`,
  });

  return (
    <Modal
      open
      title={note ? 'Edit Note' : 'Add Note'}
      okText="Save"
      onOk={() => void submit()}
      confirmLoading={formState.isSubmitting}
      onCancel={() => onClose(formDraftValues(form))}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
        <Form.Item label="Type" required {...itemProps('typeOfNote')}>
          <Controller
            control={control}
            name="typeOfNote"
            render={({ field }) => (
              <Select
                id="case-note-typeOfNote"
                value={field.value}
                onChange={field.onChange}
                options={NOTE_TYPES.map((t) => ({ value: t, label: t }))}
              />
            )}
          />
        </Form.Item>
        <Form.Item label="Conversation Date/Time" required {...itemProps('conversationDateTime')}>
          <Controller
            control={control}
            name="conversationDateTime"
            render={({ field }) => (
              <DateTimeInput
                id="case-note-conversationDateTime"
                ref={field.ref}
                pastOnly
                value={field.value ?? null}
                onChange={(v) => field.onChange(v ?? '')}
                style={{ width: '100%' }}
              />
            )}
          />
        </Form.Item>
        {type === 'Conversation' && (
          <Form.Item label="Conversation With" required {...itemProps('conversationWith')}>
            <Controller
              control={control}
              name="conversationWith"
              render={({ field }) => (
                <Input
                  id="case-note-conversationWith"
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  showCount={{ formatter: ({ count }) => `${count} / ${CASE_LIMITS.conversationWith}` }}
                />
              )}
            />
          </Form.Item>
        )}
        {type === 'Vround' && (
          <Form.Item label="Change occurred" {...itemProps('vroundChange')}>
            <Controller
              control={control}
              name="vroundChange"
              render={({ field }) => (
                <Select
                  id="case-note-vroundChange"
                  allowClear
                  value={field.value ?? undefined}
                  onChange={(v) => field.onChange(v ?? null)}
                  options={VROUND_CHANGES.map((c) => ({ value: c, label: c }))}
                />
              )}
            />
          </Form.Item>
        )}
        <Form.Item label="Note" required {...itemProps('note')}>
          <Controller
            control={control}
            name="note"
            render={({ field }) => (
              <Input.TextArea
                id="case-note-note"
                rows={8}
                value={field.value ?? ''}
                onChange={field.onChange}
                showCount={{ formatter: ({ count }) => `${count} / ${CASE_LIMITS.noteText}` }}
              />
            )}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
