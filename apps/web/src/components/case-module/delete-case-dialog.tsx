import { App, Form, Input, Modal } from 'antd';
import { useId, useState } from 'react';

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
  return (
    <Modal
      open
      title={`Delete ${caseLabel}`}
      okText="Delete"
      okButtonProps={{ danger: true }}
      confirmLoading={pending}
      onCancel={onClose}
      onOk={async () => {
        setTouched(true);
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
            autoSize={{ minRows: 4, maxRows: 10 }}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={reasonRequired}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
