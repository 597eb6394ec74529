import { DRAFT_MESSAGES, type SectionDraft } from '@scout/domain/cases/section-draft';
import { Alert, Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { useCaseDraftKeeper } from './draft-keeper-context.ts';

/** The time a set of drafts offers: the last one saved. */
const latest = (drafts: readonly SectionDraft[]) =>
  drafts.reduce((a, d) => (Date.parse(d.savedAt) > Date.parse(a) ? d.savedAt : a), drafts[0]?.savedAt ?? '');

/**
 * "Restore your unsaved changes from {time}?" (issue 15 item 2), when the user's drafts of this
 * record were found on opening it. Restore lays them over the sections, Discard deletes them;
 * closing the dialog decides neither (they are offered again next time). When the user has already
 * started typing on the page (the drafts came late, issue 24 B), the question is a note above the
 * part instead of a dialog over what they type, and takes no focus; Restore then leaves the forms
 * they are editing as typed.
 */
export function DraftOffer({
  drafts,
  onRestore,
  onDiscard,
  onClose,
}: {
  drafts: readonly SectionDraft[];
  onRestore: () => void;
  onDiscard: () => void;
  onClose: () => void;
}) {
  const keeper = useCaseDraftKeeper();
  // Decided once, when the question first shows: it does not jump into a dialog later.
  const [beside] = useState(() => keeper?.hasEdits() ?? false);
  const question = DRAFT_MESSAGES.restoreQuestion(formatDateTime(latest(drafts)));
  if (beside)
    return (
      <Alert
        type="info"
        showIcon
        closable={{ 'aria-label': 'Not now', onClose }}
        style={{ marginBottom: 16 }}
        title={question}
        action={
          <Space>
            <Button size="small" onClick={onDiscard}>
              {DRAFT_MESSAGES.discard}
            </Button>
            <Button size="small" type="primary" onClick={onRestore}>
              {DRAFT_MESSAGES.restore}
            </Button>
          </Space>
        }
      />
    );
  return (
    <Modal
      open
      title="Unsaved changes"
      onCancel={onClose}
      footer={[
        <Button key="discard" onClick={onDiscard}>
          {DRAFT_MESSAGES.discard}
        </Button>,
        <Button key="restore" type="primary" onClick={onRestore} autoFocus>
          {DRAFT_MESSAGES.restore}
        </Button>,
      ]}
    >
      <p>{question}</p>
    </Modal>
  );
}
