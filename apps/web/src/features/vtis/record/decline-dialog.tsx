import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DeclineConsult,
  type DeclineConsultInput,
  declineConsultSchema,
} from '@scout/domain/vtis/decline.schema';
import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import { DECLINE_REASONS, OTHER } from '@scout/domain/vtis/options';
import { Alert, App, Form, Modal } from 'antd';
import { FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { optionsOf, SelectField } from '../../../components/fields/select-field.tsx';
import { TextAreaField } from '../../../components/fields/text-fields.tsx';
import { ignoringHiddenFields } from '../../../components/hidden-fields-resolver.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useDeclineVtisConsult } from '../api/record-actions.ts';

/**
 * Decline a pending VTIS consult (spec 3 §4.1, §5.7, §7.2 DELETE /consults/{id}/decline): a reason
 * from the §3.9 list is required, and with Other the text ("Why are you declining this consult?",
 * the domain's declineConsultSchema). The server attributes it to the signed-in account; the
 * consult then reloads declined (banner, read-only). A failure says "Unable to decline VTIS consult.".
 */
export function DeclineDialog({
  consultId,
  studyId,
  onClose,
}: {
  consultId: number;
  studyId: string;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const decline = useDeclineVtisConsult(consultId);
  const form = useForm<DeclineConsultInput, unknown, DeclineConsult>({
    resolver: ignoringHiddenFields(
      zodResolver(declineConsultSchema) as unknown as Resolver<DeclineConsultInput, unknown, DeclineConsult>,
    ),
    defaultValues: { reasonForDeclining: null, otherReasonForDeclining: null },
  });
  const reason = useWatch({ control: form.control, name: 'reasonForDeclining' });
  const submit = form.handleSubmit(async (values) => {
    try {
      await decline.mutateAsync(values);
      onClose();
    } catch {
      void message.error(M.declineFailed);
    }
  });
  return (
    <Modal
      open
      title={`Decline ${studyId}`}
      okText="Decline"
      okButtonProps={{ danger: true }}
      confirmLoading={decline.isPending}
      onCancel={onClose}
      onOk={() => void submit()}
    >
      <FormProvider {...form}>
        <Form layout="vertical" component="div" aria-label="Decline consult">
          <SelectField
            name="reasonForDeclining"
            label="Reason for Declining"
            required
            options={optionsOf(DECLINE_REASONS)}
          />
          {reason === OTHER ? (
            <TextAreaField
              name="otherReasonForDeclining"
              label="Other Reason"
              required
              rows={3}
              placeholder={M.declineOtherRequired}
            />
          ) : null}
        </Form>
      </FormProvider>
    </Modal>
  );
}

/** The declined banner (§4.1): "VTIS Consult declined by {person} on {date}: {reason}". */
export function DeclinedBanner({
  information,
}: {
  information: { declinedBy: string | null; declinedAt: string | null; reasonForDeclining: string | null };
}) {
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={M.declinedBanner(
        information.declinedBy ?? '-',
        formatDate(information.declinedAt) || '-',
        information.reasonForDeclining ?? '-',
      )}
    />
  );
}
