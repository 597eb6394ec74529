import { DRAFT_MESSAGES, type SectionDraft } from '@scout/domain/cases/section-draft';
import { Button, Modal } from 'antd';
import { formatDateTime } from '../../lib/dates.ts';

/** The time a set of drafts offers: the last one saved. */
const latest = (drafts: readonly SectionDraft[]) =>
  drafts.reduce((a, d) => (Date.parse(d.savedAt) > Date.parse(a) ? d.savedAt : a), drafts[0]?.savedAt ?? '');

/**
 * "Restore your unsaved changes from {time}?" (issue 15 item 2), when the user's drafts of this
 * record were found on opening it. Restore lays them over the sections, Discard deletes them;
 * closing the dialog decides neither (they are offered again next time).
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
      <p>{DRAFT_MESSAGES.restoreQuestion(formatDateTime(latest(drafts)))}</p>
    </Modal>
  );
}
