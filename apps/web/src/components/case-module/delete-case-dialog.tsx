import { App, Form, Input, Modal } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * Delete a case with a reason (spec 2 §5.6, §6: system admins only): the reason is required (the
 * area's words, 'Please specify your reason for deleting this case'); `remove` resolves true when
 * the case was deleted, and any failure shows the area's one message (ECMO 'Unable to delete ECMO
 * case.', Telehealth 'Unable to delete TELEHEALTH consult.').
 */
export function DeleteCaseDialog({
  caseLabel,
  remove,
  reasonRequired,
  failed,
  onClose,
  onDeleted,
}: {
  caseLabel: string;
  remove: (reason: string) => Promise<boolean>;
  reasonRequired: string;
  failed: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { message } = App.useApp();
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const missing = reason.trim() === '';
  const reasonRef = useRef<HTMLTextAreaElement | null>(null);
  // The control that opened the dialog (a menu entry, a button): callers unmount the dialog on
  // close, which skips antd's own focus return, so the focus goes back to it here (WCAG 2.4.3).
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    },
    [opener],
  );
  return (
    <Modal
      open
      title={`Delete ${caseLabel}`}
      okText="Delete"
      okButtonProps={{ danger: true }}
      confirmLoading={pending}
      onCancel={onClose}
      // The dialog opens on its one question, the reason (antd would focus the dialog box).
      afterOpenChange={(opened) => {
        if (opened) reasonRef.current?.focus();
      }}
      onOk={async () => {
        setTouched(true);
        if (missing) reasonRef.current?.focus();
        if (missing || pending) return;
        setPending(true);
        try {
          if (await remove(reason.trim())) {
            onDeleted();
            return;
          }
        } catch {
          // One message for every failure (spec 2 §8.1, §8.2).
        } finally {
          setPending(false);
        }
        void message.error(failed);
      }}
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label="Reason for deletion"
          htmlFor={id}
          required
          validateStatus={touched && missing ? 'error' : undefined}
          help={touched && missing ? reasonRequired : undefined}
        >
          <Input.TextArea
            id={id}
            ref={(input) => {
              reasonRef.current = input?.resizableTextArea?.textArea ?? null;
            }}
            autoSize={{ minRows: 4, maxRows: 10 }}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={reasonRequired}
            aria-invalid={touched && missing ? true : undefined}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
