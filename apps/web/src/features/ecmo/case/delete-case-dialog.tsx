import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useDeleteCase } from '../api/delete-case.ts';

/** Delete with a reason (spec 2 §5.6): 'Please specify your reason for deleting this case'. */
export function DeleteCaseDialog({
  caseId,
  caseLabel,
  onClose,
  onDeleted,
}: {
  caseId: number;
  caseLabel: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { message } = App.useApp();
  const remove = useDeleteCase(caseId);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  return (
    <Modal
      open
      title={`Delete ${caseLabel}`}
      okText="Delete"
      okButtonProps={{ danger: true }}
      confirmLoading={remove.isPending}
      onCancel={onClose}
      onOk={async () => {
        setTouched(true);
        if (missing) return;
        try {
          if (await remove.mutateAsync(reason.trim())) {
            onDeleted();
            return;
          }
        } catch {
          // The spec shows one message for every failure (§8.1).
        }
        void message.error(M.deleteFailed);
      }}
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label="Reason for deletion"
          htmlFor="ecmo-delete-reason"
          required
          validateStatus={touched && missing ? 'error' : undefined}
          help={touched && missing ? M.deleteReasonRequired : undefined}
        >
          <Input.TextArea
            id="ecmo-delete-reason"
            autoSize={{ minRows: 4, maxRows: 10 }}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={M.deleteReasonRequired}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
